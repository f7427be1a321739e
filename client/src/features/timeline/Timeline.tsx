import { useCallback, useId, useRef, type MouseEvent, type ReactNode } from 'react'
import { useLoadNearEnd } from '../../ui/useLoadNearEnd'
import { useFeedKeyboard } from './feedKeyboard'
import { TimelineFeed } from './TimelineFeed'
import { useDistinctStatuses } from './useDistinctStatuses'
import { TimelineFooter } from './TimelineFooter'
import { TimelineHeader } from './TimelineHeader'
import { useTimelineFetcher, type FetchPage } from '../../state/timelines/useTimelineFetcher'
import styles from './Timeline.module.css'

/** s1 §4: clicks inside the list are ignored this long after showing new statuses (ms). */
export const CLICK_BLOCK_MS = 1_000

export interface TimelineProps {
  /** Store key of the timeline: 'public', 'publicAndExternal', 'tag:cats', 'user:ID'... */
  timelineKey: string
  /** Fetches one page and stores its entities; see `FetchPage`. Identity may change freely. */
  fetchPage: FetchPage
  /** Heading of the timeline, also the feed's accessible name. */
  title: string
  /**
   * Names the query behind `fetchPage` (timelineQuery.ts `querySignature`); a change refetches
   * the timeline from scratch. Default ''.
   */
  querySignature?: string
  /** Show the timeline-switching menu in the header (timeline pages). Default false. */
  switcher?: boolean
  /** Shown between the header and the feed (a profile's pinned statuses). */
  prepend?: ReactNode
  /** True while the timeline is kept out of sight (a profile's other tab): no polling. */
  paused?: boolean
}

/**
 * A timeline (s1 §2 "Timelines and conversations", s1 §4 "Timeline"): the header (title,
 * timeline-switching menu, "Show n new posts" / "Reload", scroll-to-top, quick filter and quick
 * view), a WAI-ARIA feed of statuses (aria-busy while loading; virtual when virtualScrolling is
 * on), and the footer: "Load older" (throttled 1000 ms, also triggered within 750 px of the
 * bottom), a spinner, "No more statuses", "No statuses" or a retry button after an error.
 * Polls every 10 000 ms while mounted and not paused. Showing new statuses scrolls to the top and ignores
 * clicks in the list for 1000 ms. Keys outside text fields: "." shows new, j / k move between
 * posts, Enter opens the focused post.
 */
export function Timeline(props: TimelineProps) {
  const { timelineKey, fetchPage, title, querySignature = '', switcher = false } = props
  const { prepend, paused = false } = props
  const { state, showNew, loadOlder, retry } = useTimelineFetcher(
    timelineKey,
    fetchPage,
    querySignature,
    paused,
  )
  const clickBlockedUntil = useRef(0)
  const footerRef = useRef<HTMLDivElement>(null)
  const feedRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const setFeed = useCallback((node: HTMLDivElement | null) => {
    feedRef.current = node
  }, [])

  const handleShowNew = useCallback(() => {
    showNew()
    clickBlockedUntil.current = Date.now() + CLICK_BLOCK_MS
    window.scrollTo({ top: 0 })
  }, [showNew])

  const canLoadOlder = state.loaded && !state.bottomedOut && !state.loading && !state.error
  const handleReachEnd = useCallback(() => {
    if (canLoadOlder) loadOlder({ trailing: true })
  }, [canLoadOlder, loadOlder])

  useFeedKeyboard(feedRef, state.newStatusCount > 0, handleShowNew, handleReachEnd)
  const loadOlderNearEnd = useCallback(() => loadOlder({ trailing: true }), [loadOlder])
  useLoadNearEnd(footerRef, canLoadOlder, loadOlderNearEnd)

  const blockClicks = useCallback((event: MouseEvent) => {
    if (Date.now() < clickBlockedUntil.current) {
      event.preventDefault()
      event.stopPropagation()
    }
  }, [])

  const shown = useDistinctStatuses(state.visibleStatuses)
  return (
    <section className={styles.timeline} aria-labelledby={titleId}>
      <TimelineHeader
        title={title}
        titleId={titleId}
        switcher={switcher}
        newCount={state.newStatusCount}
        reload={state.flushMarker !== null}
        onShowNew={handleShowNew}
      />
      {prepend}
      <TimelineFeed
        ids={shown}
        busy={state.loading}
        label={title}
        feedRef={setFeed}
        onClickCapture={blockClicks}
      />
      <div className={styles.footer} ref={footerRef}>
        <TimelineFooter
          loading={state.loading}
          error={state.error}
          bottomedOut={state.bottomedOut}
          empty={shown.length === 0}
          onLoadOlder={loadOlder}
          onRetry={retry}
        />
      </div>
    </section>
  )
}
