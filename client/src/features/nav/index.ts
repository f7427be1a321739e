/** The search field, for the search page (s1 §2 "Search"); already in the shell's chunk. */
export { SearchBox } from './SearchBox'
