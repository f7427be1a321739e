/** The timeline view (s1 §2 "Timeline"), for the timeline pages and the profile tabs. */
export { Timeline, type TimelineProps } from './Timeline'
/** The footer of an infinite list (loading, error with retry, the end), for the people tabs. */
export { TimelineFooter, type FooterTexts } from './TimelineFooter'
/** A page's timeline of one kind with fixed parameters (the list timeline). */
export { KindTimeline, type KindTimelineProps } from './KindTimeline'
/** j / k / Enter between the posts of a list (the conversation page's thread). */
export { useFeedKeyboard } from './feedKeyboard'
