/**
 * The user-stream socket's status (s1 §4 "Socket status codes", s2 §4 "Streaming socket") in
 * the active account scope, so fetchers can skip polling while the socket is joined.
 */
import { currentScope } from '../scope'
import { SOCKET_STATUS } from '../../api/streaming/socketStatus'

/** The timeline the user stream feeds (`update` events are home statuses). */
export const STREAMED_TIMELINE_KEY = 'friends'

/** True while the user stream is joined: polling of notifications and home stops (DECISIONS.md). */
export function isSocketJoined(): boolean {
  return currentScope().socketStatus.getState().status === SOCKET_STATUS.JOINED
}

/**
 * True when polling of the timeline `key` must pause because the joined socket feeds it:
 * only the home timeline ('friends') comes through the user stream, so other timelines
 * (public, tags, lists) keep polling.
 */
export function isStreamedTimeline(key: string): boolean {
  return key === STREAMED_TIMELINE_KEY && isSocketJoined()
}
