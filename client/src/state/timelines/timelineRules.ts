/**
 * The Timeline entity of s1 §3 and its "show new" rules (s1 §4 "Timeline", s1 §9), as a pure
 * reducer. Components never change a timeline except through `timelineReducer`.
 *
 * Invariant: `visibleStatuses` is always the oldest part (a suffix) of `statuses`; the ids in
 * front of it are the new statuses held behind "Show n new posts", so
 * `newStatusCount === statuses.length - visibleStatuses.length`.
 */
import { compareIds } from '../../lib/ids'

/** s1 §9 "visible after showing new 50". */
export const VISIBLE_AFTER_SHOW_NEW = 50
/** s1 §9 / s2 §9 "flush threshold 20": a poll this large on a non-empty timeline may hide a gap. */
export const FLUSH_THRESHOLD = 20
/** s1 §9 "timeline page size 20". */
export const TIMELINE_PAGE_SIZE = 20

/** s1 §3 "Timeline". Ids are status ids, newest first. */
export interface TimelineState {
  /** Every status id held, newest first: new (held) ones, then the visible ones. */
  statuses: string[]
  /** The ids shown on screen, newest first. */
  visibleStatuses: string[]
  /** How many held statuses are newer than the visible ones. */
  newStatusCount: number
  /** Newest id known: `since_id` of the next poll. */
  maxId: string | null
  /** Oldest id known: `max_id` of the next older fetch (unless the Link header says otherwise). */
  minId: string | null
  /** Oldest visible id. */
  minVisibleId: string | null
  /** `max_id` from the last older/initial page's Link rel="next", when the server sent one. */
  nextMaxId: string | null
  /** True while the first or an older page is being fetched (polls do not set it). */
  loading: boolean
  /** An older fetch came back empty: there is nothing more to load. */
  bottomedOut: boolean
  /** Non-null when a flush is queued (s1 §4): the button reads "Reload" and reloads from scratch. */
  flushMarker: string | null
  /** Message of the last failed first/older fetch; shown with a retry button (s2 §8). */
  error: string | null
  /** True once a first fetch has succeeded. */
  loaded: boolean
}

/** Which page a fetch asks for: the first one, newer (a poll) or older (load older). */
export type FetchDirection = 'initial' | 'newer' | 'older'

export type TimelineAction =
  | { type: 'fetchStarted'; direction: FetchDirection }
  | {
      type: 'received'
      direction: FetchDirection
      ids: readonly string[]
      nextMaxId?: string | null
    }
  | { type: 'fetchFailed'; direction: FetchDirection; message: string }
  | { type: 'fetchCancelled'; direction: FetchDirection }
  | { type: 'showNew' }
  | { type: 'remove'; ids: ReadonlySet<string> }
  | { type: 'clear' }

/** A fresh, empty timeline. */
export function emptyTimeline(): TimelineState {
  return {
    statuses: [],
    visibleStatuses: [],
    newStatusCount: 0,
    maxId: null,
    minId: null,
    minVisibleId: null,
    nextMaxId: null,
    loading: false,
    bottomedOut: false,
    flushMarker: null,
    error: null,
    loaded: false,
  }
}

/** Ids sorted newest first, duplicates removed. Does not change its input. */
export function sortNewestFirst(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort((a, b) => compareIds(b, a))
}

function withBounds(state: TimelineState): TimelineState {
  return {
    ...state,
    newStatusCount: state.statuses.length - state.visibleStatuses.length,
    maxId: state.statuses[0] ?? null,
    minId: state.statuses[state.statuses.length - 1] ?? null,
    minVisibleId: state.visibleStatuses[state.visibleStatuses.length - 1] ?? null,
  }
}

function receiveNewer(state: TimelineState, ids: readonly string[]): TimelineState {
  if (state.statuses.length === 0) {
    const statuses = sortNewestFirst(ids)
    return withBounds({ ...state, statuses, visibleStatuses: statuses, loaded: true })
  }
  // Polled statuses are held in front of the visible ones (s1 §4). Only ids newer than every
  // visible one can be held; anything else is already known or comes with an older fetch.
  const top = state.visibleStatuses[0] ?? null
  const known = new Set(state.statuses)
  const fresh = ids.filter((id) => !known.has(id) && (top === null || compareIds(id, top) > 0))
  const held = sortNewestFirst([...state.statuses.slice(0, state.newStatusCount), ...fresh])
  return withBounds({
    ...state,
    statuses: held.concat(state.visibleStatuses),
    flushMarker: ids.length >= FLUSH_THRESHOLD ? (held[0] ?? null) : state.flushMarker,
  })
}

function receiveOlder(
  state: TimelineState,
  ids: readonly string[],
  nextMaxId: string | null,
): TimelineState {
  const base = { ...state, loading: false, error: null, loaded: true, nextMaxId }
  // A page whose every item was unusable still moves the Link cursor on: not the end (issue 22).
  const movedOn = nextMaxId !== null && nextMaxId !== state.nextMaxId
  if (ids.length === 0) return withBounds({ ...base, bottomedOut: !movedOn })
  const known = new Set(state.statuses)
  const floor = state.minVisibleId
  const older = sortNewestFirst(
    ids.filter((id) => !known.has(id) && (floor === null || compareIds(id, floor) < 0)),
  )
  if (state.statuses.length === 0) {
    return withBounds({ ...base, statuses: older, visibleStatuses: older })
  }
  return withBounds({
    ...base,
    statuses: state.statuses.concat(older),
    visibleStatuses: state.visibleStatuses.concat(older),
  })
}

/**
 * The Timeline reducer (s1 §4 "Timeline"):
 * - `received` `initial` on an empty timeline fills `statuses` and `visibleStatuses`;
 * - `received` `newer` (a poll) holds fresh ids in front of the visible ones and counts them in
 *   `newStatusCount`; 20 or more on a non-empty timeline queues a flush (`flushMarker`);
 * - `received` `older` appends to both lists; an empty answer sets `bottomedOut` unless its Link
 *   header moved the cursor on (every item of the page was unusable);
 * - `showNew` makes the newest 50 visible and drops the rest (an older fetch brings them back);
 *   with a queued flush, the caller clears and reloads instead (see `shouldReload`);
 * - `remove` drops the given ids from both lists (see `removeStatuses`);
 * - ids already held are ignored; order is Pleroma's (`compareIds`).
 */
export function timelineReducer(state: TimelineState, action: TimelineAction): TimelineState {
  switch (action.type) {
    case 'fetchStarted':
      if (action.direction === 'newer') return state
      return { ...state, loading: true, error: null }
    case 'fetchFailed':
      if (action.direction === 'newer') return state
      return { ...state, loading: false, error: action.message }
    case 'fetchCancelled':
      if (action.direction === 'newer') return state
      return { ...state, loading: false }
    case 'received':
      if (action.direction === 'newer') return receiveNewer(state, action.ids)
      if (action.direction === 'initial' && state.statuses.length > 0) {
        return { ...receiveNewer(state, action.ids), loading: false, error: null }
      }
      return receiveOlder(state, action.ids, action.nextMaxId ?? null)
    case 'showNew': {
      const visibleStatuses = state.statuses.slice(0, VISIBLE_AFTER_SHOW_NEW)
      const trimmed = visibleStatuses.length < state.statuses.length
      return withBounds({
        ...state,
        statuses: visibleStatuses,
        visibleStatuses,
        bottomedOut: state.bottomedOut && !trimmed,
        nextMaxId: trimmed ? null : state.nextMaxId,
      })
    }
    case 'remove':
      return removeStatuses(state, action.ids)
    case 'clear':
      return emptyTimeline()
  }
}

/**
 * The timeline without the statuses `ids` (s1 §4 "Follow button": unfollowing removes that user's
 * statuses from the home timeline), held and visible ones alike; counts and bounds follow.
 * Returns `state` itself when none of the ids is held.
 */
export function removeStatuses(state: TimelineState, ids: ReadonlySet<string>): TimelineState {
  if (!state.statuses.some((id) => ids.has(id))) return state
  return withBounds({
    ...state,
    statuses: state.statuses.filter((id) => !ids.has(id)),
    visibleStatuses: state.visibleStatuses.filter((id) => !ids.has(id)),
  })
}

/** True when the "show new" button must reload from scratch (a flush is queued, s1 §4). */
export function shouldReload(state: TimelineState): boolean {
  return state.flushMarker !== null
}

/** The `max_id` for the next older fetch: the Link header's when given, else the oldest id. */
export function olderCursor(state: TimelineState): string | null {
  return state.nextMaxId ?? state.minId
}

/**
 * The visible ids with each post shown once (issue 11 item 10, as Pleroma-FE): a repeat and its
 * original, or two repeats of one post, keep only the newest appearance. `origins[i]` is the
 * post behind `ids[i]` (the repeated status's id for a repeat, else the id itself).
 */
export function distinctStatuses(
  ids: readonly string[],
  origins: readonly string[],
): readonly string[] {
  const seen = new Set<string>()
  const kept = ids.filter((id, index) => {
    const origin = origins[index] ?? id
    if (seen.has(origin)) return false
    seen.add(origin)
    return true
  })
  return kept.length === ids.length ? ids : kept
}
