/**
 * The lists routes' pages in one module (s1 §2 lists, lists-timeline, lists-edit, lists-new), so
 * the route table loads them through one dynamic import: each import site costs the initial
 * load its own list of chunks to preload.
 */
export { default as ListsPage } from './ListsPage'
export { default as ListTimelinePage } from './ListTimelinePage'
export { default as ListEditPage } from './ListEditPage'
