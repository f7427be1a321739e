import {
  Fragment,
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type RefObject,
} from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { StatusCard } from '../status'
import { usePreference } from '../../state/preferences/preferences'
import { useFillingWindow } from './useFillingWindow'
import { feedVirtualOptions, useWindowHeight } from './virtualWindow'
import styles from './Timeline.module.css'

/** Props of {@link TimelineFeed}. */
export interface TimelineFeedProps {
  /** Visible status ids, newest first. */
  ids: readonly string[]
  /** aria-busy: a first or older page is being fetched. */
  busy: boolean
  /** Accessible name of the feed (the timeline's title). */
  label: string
  /** Receives the feed element (null when it goes), for keyboard navigation. */
  feedRef: (node: HTMLDivElement | null) => void
  /** Runs before clicks reach the cards (the 1 s click block after showing new). */
  onClickCapture: (event: MouseEvent) => void
}

interface FeedItemProps {
  statusId: string
  /** 1-based position in the feed (aria-posinset). */
  position: number
}

/** One feed entry: the status card, an article of unknown set size (WAI-ARIA feed pattern). */
const FeedItem = memo(function FeedItem({ statusId, position }: FeedItemProps) {
  return <StatusCard statusId={statusId} feedPosition={position} />
})

/**
 * The feed role and name while there are posts or some are loading: an idle feed must hold
 * articles (axe aria-required-children), so a timeline found empty is a plain block.
 */
function feedRole(ids: readonly string[], busy: boolean, label: string) {
  return ids.length > 0 || busy ? { role: 'feed', 'aria-label': label } : {}
}

/**
 * The WAI-ARIA feed of a timeline (role=feed, aria-busy, cards with aria-posinset and
 * aria-setsize -1). With the preference virtualScrolling (default on, DECISIONS.md) only the
 * posts near the viewport are in the DOM (s1 §9, see virtualWindow.ts); off, every post is.
 * Nothing while there is no post and nothing loading: a feed must own articles (ARIA's
 * required children; issue 21), and the footer below says "No statuses".
 */
export function TimelineFeed(props: TimelineFeedProps) {
  const virtual = usePreference('virtualScrolling')
  if (props.ids.length === 0 && !props.busy) return null
  return virtual ? <VirtualFeed {...props} /> : <PlainFeed {...props} />
}

function PlainFeed({ ids, busy, label, feedRef, onClickCapture }: TimelineFeedProps) {
  return (
    <div
      {...feedRole(ids, busy, label)}
      ref={feedRef}
      className={styles.feed}
      aria-busy={busy}
      onClickCapture={onClickCapture}
    >
      {ids.map((id, index) => (
        <div key={id} className={styles.item}>
          <FeedItem statusId={id} position={index + 1} />
        </div>
      ))}
    </div>
  )
}

/**
 * The distance of `element` (the feed, for the component's life) from the top of the document
 * (px), kept current on resize; 0 until it is first measured, after the first layout. Until
 * then only which posts are rendered can differ a little at the edges of the buffer (each post
 * sits where its measured or assumed height puts it, whatever the top): measuring before the
 * paint laid the whole page out and rendered the feed again inside React's first commit
 * (issue 20).
 */
function useDocumentTop(element: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0)
  useEffect(() => {
    const feed = element.current
    if (!feed) return
    const measure = () => setTop(feed.getBoundingClientRect().top + window.scrollY)
    if (typeof ResizeObserver === 'undefined') return measure()
    // The observer's first report comes once the browser has laid the page out: measuring then
    // costs nothing, where measuring here laid the whole page out inside React's first commit.
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [element])
  return top
}

/**
 * The virtual feed: a block as tall as every post (measured, or 120 px each until measured)
 * holding only the posts in and near the viewport (after the first post, filling one post per
 * task: `useFillingWindow`), each placed at its offset. Measured heights
 * follow the status id; when a post above the viewport changes height the window scrolls by the
 * difference (the library's scroll anchoring), so what is read does not move. The post that
 * last held focus stays rendered, apart from the window with an empty block between them, so
 * scrolling away never drops the focused element (issue 21).
 */
function VirtualFeed({ ids, busy, label, feedRef, onClickCapture }: TimelineFeedProps) {
  const element = useRef<HTMLDivElement | null>(null)
  const [heldId, setHeldId] = useState<string | null>(null)
  const feedTop = useDocumentTop(element)
  const windowHeight = useWindowHeight()
  const limit = useFillingWindow(windowHeight)
  // The same options (their functions included) while nothing they depend on changes: the
  // library recomputes every post's offset when `getItemKey` is a new function, and the range
  // when `rangeExtractor` is, at each of the renders that its own measuring causes.
  const options = useMemo(
    () => feedVirtualOptions(ids, windowHeight, feedTop, heldId, limit),
    [ids, windowHeight, feedTop, heldId, limit],
  )
  const virtualizer = useWindowVirtualizer(options)
  const onFocus = (event: FocusEvent) => {
    const index = event.target.closest('[data-index]')?.getAttribute('data-index')
    const id = index == null ? undefined : ids[Number(index)]
    if (id !== undefined && id !== heldId) setHeldId(id)
  }
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node
      feedRef(node)
    },
    [feedRef],
  )
  const items = virtualizer.getVirtualItems()
  const first = items[0]
  return (
    <div
      {...feedRole(ids, busy, label)}
      ref={setRefs}
      className={`${styles.feed} ${styles.virtual}`}
      aria-busy={busy}
      onClickCapture={onClickCapture}
      onFocus={onFocus}
      style={{ blockSize: virtualizer.getTotalSize() }}
    >
      <div
        className={styles.window}
        style={{ transform: `translateY(${(first?.start ?? 0) - feedTop}px)` }}
      >
        {items.map((item, order) => {
          const id = ids[item.index]
          if (id === undefined) return null
          const gap = order > 0 ? item.start - (items[order - 1]?.end ?? item.start) : 0
          return (
            <Fragment key={id}>
              {gap > 0 ? <div aria-hidden="true" style={{ blockSize: gap }} /> : null}
              <div className={styles.item} data-index={item.index} ref={virtualizer.measureElement}>
                <FeedItem statusId={id} position={item.index + 1} />
              </div>
            </Fragment>
          )
        })}
      </div>
    </div>
  )
}
