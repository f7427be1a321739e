import { memo, useCallback, useEffect, useId, useRef, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LoaderCircle, RefreshCw } from 'lucide-react'
import { StatusCard } from '../status/StatusCard'
import { useTimelineFetcher, type FetchPage } from './useTimelineFetcher'
import { isTextField } from './keys'
import styles from './Timeline.module.css'

/** s1 §4: clicks inside the list are ignored this long after showing new statuses (ms). */
export const CLICK_BLOCK_MS = 1_000
/** s1 §9 "infinite load within 750 px of bottom" (px). */
export const INFINITE_LOAD_MARGIN_PX = 750

export interface TimelineProps {
  /** Store key of the timeline: 'public', 'publicAndExternal', 'tag:cats'... */
  timelineKey: string
  /** Fetches one page and stores its entities; see `FetchPage`. Identity may change freely. */
  fetchPage: FetchPage
  /** Heading of the timeline, also the feed's accessible name. */
  title: string
}

interface FeedItemProps {
  statusId: string
  /** 1-based position in the feed (aria-posinset). */
  position: number
}

/** One feed entry: the status card, an article of unknown set size (WAI-ARIA feed pattern). */
const FeedItem = memo(function FeedItem({ statusId, position }: FeedItemProps) {
  return (
    <div className={styles.item}>
      <StatusCard statusId={statusId} feedPosition={position} />
    </div>
  )
})

/**
 * A timeline (s1 §2 "Timelines and conversations", s1 §4 "Timeline"): a header with the title
 * and the "Show new (n)" / "Reload" button, a WAI-ARIA feed of statuses (aria-busy while
 * loading), and a footer with "Load older" (throttled 1000 ms, also triggered within 750 px of
 * the bottom), a spinner, "No more statuses", "No statuses" or a retry button after an error.
 * Polls every 10 000 ms while mounted. Pressing "." outside text fields shows new statuses;
 * clicks in the list are ignored for 1000 ms afterwards.
 */
export function Timeline({ timelineKey, fetchPage, title }: TimelineProps) {
  const { t } = useTranslation()
  const { state, showNew, loadOlder, retry } = useTimelineFetcher(timelineKey, fetchPage)
  const clickBlockedUntil = useRef(0)
  const footerRef = useRef<HTMLDivElement>(null)
  const hasNew = state.newStatusCount > 0
  const titleId = useId()

  const handleShowNew = useCallback(() => {
    showNew()
    clickBlockedUntil.current = Date.now() + CLICK_BLOCK_MS
  }, [showNew])

  useEffect(() => {
    if (!hasNew) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '.' || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTextField(event.target)) return
      handleShowNew()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [hasNew, handleShowNew])

  const canLoadOlder = state.loaded && !state.bottomedOut && !state.loading && !state.error
  useEffect(() => {
    const footer = footerRef.current
    if (!canLoadOlder || !footer || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder({ trailing: true })
      },
      { rootMargin: `0px 0px ${INFINITE_LOAD_MARGIN_PX}px 0px` },
    )
    observer.observe(footer)
    return () => observer.disconnect()
  }, [canLoadOlder, loadOlder])

  const blockClicks = useCallback((event: MouseEvent) => {
    if (Date.now() < clickBlockedUntil.current) {
      event.preventDefault()
      event.stopPropagation()
    }
  }, [])

  const reload = state.flushMarker !== null
  return (
    <section className={styles.timeline} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
        {hasNew && (
          <button type="button" className={styles.showNew} onClick={handleShowNew}>
            {reload && <RefreshCw aria-hidden="true" size={16} />}
            {reload
              ? t('timeline.reload')
              : t('timeline.show_new', { count: state.newStatusCount })}
          </button>
        )}
      </header>
      <div
        role="feed"
        className={styles.feed}
        aria-busy={state.loading}
        aria-label={title}
        onClickCapture={blockClicks}
      >
        {state.visibleStatuses.map((id, index) => (
          <FeedItem key={id} statusId={id} position={index + 1} />
        ))}
      </div>
      <div className={styles.footer} ref={footerRef}>
        <TimelineFooter
          loading={state.loading}
          error={state.error}
          bottomedOut={state.bottomedOut}
          empty={state.visibleStatuses.length === 0}
          onLoadOlder={loadOlder}
          onRetry={retry}
        />
      </div>
    </section>
  )
}

interface TimelineFooterProps {
  loading: boolean
  error: string | null
  bottomedOut: boolean
  empty: boolean
  onLoadOlder: () => void
  onRetry: () => void
}

/** The footer states of s1 §2: spinner, error with retry, no statuses, no more, load older. */
function TimelineFooter({ loading, error, bottomedOut, empty, ...actions }: TimelineFooterProps) {
  const { t } = useTranslation()
  if (loading) {
    return (
      <span role="status" className={styles.spinner}>
        <LoaderCircle aria-hidden="true" className={styles.spin} size={24} />
        <span className={styles.visuallyHidden}>{t('timeline.loading')}</span>
      </span>
    )
  }
  if (error !== null) {
    return (
      <div role="alert" className={styles.error}>
        <span>{t('timeline.load_error')}</span>
        <button type="button" className={styles.button} onClick={actions.onRetry}>
          {t('timeline.retry')}
        </button>
      </div>
    )
  }
  if (bottomedOut) {
    return (
      <p className={styles.end}>
        {empty ? t('timeline.no_statuses') : t('timeline.no_more_statuses')}
      </p>
    )
  }
  return (
    <button type="button" className={styles.button} onClick={actions.onLoadOlder}>
      {t('timeline.load_older')}
    </button>
  )
}
