/**
 * The user-stream socket's status (s1 §4 "Socket status codes", s2 §4 "Streaming socket") as a
 * tiny vanilla store, so fetchers can skip polling while the socket is joined.
 */
import { createStore } from 'zustand/vanilla'

/** Socket status codes of s1 §4: JOINED 1, CLOSED 2, ERROR 3, DISABLED 4, STARTING 5, STARTING_INITIAL 6. */
export const SOCKET_STATUS = {
  JOINED: 1,
  CLOSED: 2,
  ERROR: 3,
  DISABLED: 4,
  STARTING: 5,
  STARTING_INITIAL: 6,
} as const

export type SocketStatus = (typeof SOCKET_STATUS)[keyof typeof SOCKET_STATUS]

/** The timeline the user stream feeds (`update` events are home statuses). */
export const STREAMED_TIMELINE_KEY = 'friends'

/** Current status of the user stream; DISABLED when no socket runs (signed out, setting off). */
export const socketStatusStore = createStore<{ status: SocketStatus }>()(() => ({
  status: SOCKET_STATUS.DISABLED,
}))

/** True while the user stream is joined: polling of notifications and home stops (DECISIONS.md). */
export function isSocketJoined(): boolean {
  return socketStatusStore.getState().status === SOCKET_STATUS.JOINED
}

/**
 * True when polling of the timeline `key` must pause because the joined socket feeds it:
 * only the home timeline ('friends') comes through the user stream, so other timelines
 * (public, tags, lists) keep polling.
 */
export function isStreamedTimeline(key: string): boolean {
  return key === STREAMED_TIMELINE_KEY && isSocketJoined()
}
