import { useCallback, useEffect, useRef } from 'react'
import { AFTER_START_TIMEOUT_MS, whenIdle } from '../../lib/whenIdle'
import { isStreamedTimeline } from '../live/socketStatus'
import { pushNotice } from '../notices'
import { olderCursor, shouldReload, TIMELINE_PAGE_SIZE, type FetchDirection } from './timelineRules'
import { currentScope } from '../scope'
import { getTimeline, timelines, useTimelineState } from './timelineStore'
import type { TimelineState } from './timelineRules'
import { ApiError } from '../../api/http'
import { errorText } from '../errorText'

/** s1 §9 / s2 §7 "Polling": timelines every 10 s. */
export const POLL_INTERVAL_MS = 10_000
/** s1 §9 "older-fetch throttle 1000 ms". */
export const OLDER_THROTTLE_MS = 1_000
/** s2 §8 "Timeline fetch failure: notice with the message, 5 s". */
export const FETCH_ERROR_NOTICE_MS = 5_000

/** Query of one timeline page (s2 §7 "Timelines"): `since_id` for polls, `max_id` for older. */
export interface TimelinePageParams {
  limit: number
  max_id?: string
  since_id?: string
}

/** One page: ids newest first, the entities already in the entity store, and Link paging. */
export interface TimelinePage {
  ids: string[]
  /** `max_id` of the Link header's rel="next", when the server sent one. */
  nextMaxId?: string | null
}

/**
 * Fetches one page and puts its entities into the entity store.
 * @throws whatever the API layer throws (ApiError, NetworkError); AbortError when `signal` aborts.
 */
export type FetchPage = (params: TimelinePageParams, signal: AbortSignal) => Promise<TimelinePage>

/** What a timeline view needs: its state and the three user actions. */
export interface TimelineFetcher {
  state: TimelineState
  /** Shows the held statuses, or clears and reloads when a flush is queued (s1 §4). */
  showNew: () => void
  /**
   * Fetches the next older page, at most once per 1000 ms, never while loading or bottomed out.
   * A throttled call is dropped, or with `trailing` made once at the end of the 1000 ms.
   */
  loadOlder: (options?: { trailing?: boolean }) => void
  /** Repeats the failed first or older fetch (s2 §8 "Infinite list load errors: retry button"). */
  retry: () => void
}

/**
 * The `error` of a timeline whose server shows its timelines only to its members: a visitor was
 * refused with 401, 403 or 422 (GoToSocial's `401 {"error":"Unauthorized: token not supplied"}`,
 * a private Pleroma's 401/403). The footer shows the members-only message and a sign-in link
 * instead of the failure and its notice.
 */
export const MEMBERS_ONLY = 'members-only'

/** True when `error` is the refusal of {@link MEMBERS_ONLY} and nobody is signed in. */
function membersOnly(error: unknown): boolean {
  return (
    !currentScope().account && error instanceof ApiError && [401, 403, 422].includes(error.status)
  )
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * Runs the fetching of the timeline `key` while mounted (s2 §7 "Timelines", "Polling"):
 * the first page on mount (or, when the timeline is already held, a poll once the browser is
 * idle), a poll every 10 000 ms (`since_id` = newest known id; skipped while the page is hidden
 * or loading), older pages on demand. Failures push an error notice for 5000 ms (s2 §8);
 * aborted calls are silent. `fetchPage` may change identity freely; a new `key` starts over.
 * `signature` names the query behind `fetchPage` (s2 §7 `reply_visibility`, `with_muted`...): when it differs from the one
 * the held timeline was fetched with, the timeline is cleared and fetched from scratch. While
 * `paused` (a timeline kept out of sight) the polls are skipped.
 */
export function useTimelineFetcher(
  key: string,
  fetchPage: FetchPage,
  signature = '',
  paused = false,
): TimelineFetcher {
  const state = useTimelineState(key)
  const fetchRef = useRef(fetchPage)
  const controllers = useRef(new Map<AbortController, FetchDirection>())
  const lastOlderAt = useRef(Number.NEGATIVE_INFINITY)
  const trailingTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const pausedRef = useRef(paused)
  useEffect(() => {
    fetchRef.current = fetchPage
    pausedRef.current = paused
  }, [fetchPage, paused])

  const run = useCallback(
    async (direction: FetchDirection, params: TimelinePageParams): Promise<void> => {
      const { dispatch } = timelines().getState()
      const controller = new AbortController()
      controllers.current.set(controller, direction)
      dispatch(key, { type: 'fetchStarted', direction })
      // A cancelled page fetch ends `loading` only when no other page fetch replaced it.
      const cancelled = () => {
        const others = [...controllers.current].some(
          ([other, otherDirection]) => other !== controller && otherDirection !== 'newer',
        )
        if (!others) dispatch(key, { type: 'fetchCancelled', direction })
      }
      try {
        const page = await fetchRef.current(params, controller.signal)
        if (controller.signal.aborted) {
          cancelled()
          return
        }
        dispatch(key, {
          type: 'received',
          direction,
          ids: page.ids,
          nextMaxId: page.nextMaxId ?? null,
        })
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) {
          cancelled()
          return
        }
        console.warn('Fetching the timeline failed', error)
        if (membersOnly(error)) {
          dispatch(key, { type: 'fetchFailed', direction, message: MEMBERS_ONLY })
          return
        }
        const message = errorText(error)
        dispatch(key, { type: 'fetchFailed', direction, message })
        pushNotice({
          messageKey: 'timeline.error',
          messageArgs: { error: message },
          level: 'error',
          timeout: FETCH_ERROR_NOTICE_MS,
        })
      } finally {
        controllers.current.delete(controller)
      }
    },
    [key],
  )

  const fetchFirst = useCallback(() => run('initial', { limit: TIMELINE_PAGE_SIZE }), [run])

  const poll = useCallback(() => {
    const current = getTimeline(key)
    if (current.loading || !current.loaded || pausedRef.current) return
    // While the user stream is joined it delivers this timeline (DECISIONS.md): no polling.
    if (isStreamedTimeline(key)) return
    if (typeof document !== 'undefined' && document.hidden) return
    const params: TimelinePageParams = { limit: TIMELINE_PAGE_SIZE }
    if (current.maxId !== null) params.since_id = current.maxId
    void run('newer', params)
  }, [key, run])

  const abortAll = useCallback(() => {
    const live = controllers.current
    if (trailingTimer.current !== null) clearTimeout(trailingTimer.current)
    trailingTimer.current = null
    for (const controller of [...live.keys()]) {
      live.delete(controller)
      controller.abort()
    }
  }, [])

  useEffect(() => {
    lastOlderAt.current = Number.NEGATIVE_INFINITY
    const signatures = currentScope().fetchSignatures
    const previous = signatures.get(key)
    signatures.set(key, signature)
    if (previous !== undefined && previous !== signature) {
      timelines().getState().dispatch(key, { type: 'clear' })
    }
    // A held timeline (embedded in the page, or seen before) is shown at once; its poll waits
    // for the browser to be idle, after the posts are painted (issue 20).
    const held = getTimeline(key).loaded
    const cancelPoll = held ? whenIdle(poll, AFTER_START_TIMEOUT_MS) : undefined
    if (!held) void fetchFirst()
    const timer = setInterval(poll, POLL_INTERVAL_MS)
    return () => {
      clearInterval(timer)
      cancelPoll?.()
      abortAll()
    }
  }, [key, signature, fetchFirst, poll, abortAll])

  const loadOlder = useCallback(
    function loadOlderPage(options?: { trailing?: boolean }): void {
      const current = getTimeline(key)
      if (current.loading || current.bottomedOut || !current.loaded) return
      const wait = lastOlderAt.current + OLDER_THROTTLE_MS - Date.now()
      if (wait > 0) {
        if (options?.trailing && trailingTimer.current === null) {
          trailingTimer.current = setTimeout(() => {
            trailingTimer.current = null
            loadOlderPage()
          }, wait)
        }
        return
      }
      lastOlderAt.current = Date.now()
      const params: TimelinePageParams = { limit: TIMELINE_PAGE_SIZE }
      const cursor = olderCursor(current)
      if (cursor !== null) params.max_id = cursor
      void run('older', params)
    },
    [key, run],
  )

  const showNew = useCallback(() => {
    const current = getTimeline(key)
    const { dispatch } = timelines().getState()
    if (shouldReload(current)) {
      // Nothing fetched for the old contents may land in the reloaded timeline.
      abortAll()
      dispatch(key, { type: 'clear' })
      void fetchFirst()
      return
    }
    dispatch(key, { type: 'showNew' })
  }, [key, fetchFirst, abortAll])

  const retry = useCallback(() => {
    if (getTimeline(key).loaded) {
      lastOlderAt.current = Number.NEGATIVE_INFINITY
      loadOlder()
    } else {
      void fetchFirst()
    }
  }, [key, fetchFirst, loadOlder])

  return { state, showNew, loadOlder, retry }
}
