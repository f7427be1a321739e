/** The timeline view (s1 §2 "Timeline"), for the timeline pages and the profile tabs. */
export { Timeline, type TimelineProps } from './Timeline'
