/**
 * The virtual-scrolling rules of s1 §9 as plain data for @tanstack/react-virtual: only posts near
 * the viewport are in the DOM, with a buffer of max(3, window height / 80) posts on each side and
 * 120 px assumed for a post not measured yet. Measured heights are kept per status id, so a post
 * that leaves the DOM and comes back keeps its height. The post holding focus stays in the DOM
 * wherever the window scrolls (issue 21: focus fell to the page body when its card was dropped).
 */
import {
  defaultRangeExtractor,
  measureElement as measuredHeight,
  windowScroll,
  type Range,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual'
import { useSyncExternalStore } from 'react'

/** s1 §9 "placeholder 120 px": the height assumed for an unmeasured post (px). */
export const PLACEHOLDER_HEIGHT_PX = 120
/** s1 §9: one buffered post per this many px of window height (px). */
export const BUFFER_DIVISOR_PX = 80
/** s1 §9: never fewer buffered posts than this on each side of the viewport. */
export const MIN_BUFFER_POSTS = 3

/** s1 §9 "virtual scroll buffer max(3, window height / 80)": posts kept beyond each edge. */
export function virtualBuffer(windowHeightPx: number): number {
  return Math.max(MIN_BUFFER_POSTS, Math.floor(windowHeightPx / BUFFER_DIVISOR_PX))
}

/** The options of the window virtualizer that carry the rules (the rest are the library's). */
export interface FeedVirtualOptions {
  count: number
  /** Height of post `index` before it is measured: always the placeholder (px). */
  estimateSize: (index: number) => number
  /** Posts rendered beyond each edge of the viewport. */
  overscan: number
  /** The status id: measured heights follow the post, not its position. */
  getItemKey: (index: number) => string
  /** Distance of the feed's top from the top of the document (px). */
  scrollMargin: number
  /**
   * The window's size before the library first reads it (px): with the library's default (0 by
   * 0) the first render holds no post, and every post renders in the synchronous re-render that
   * follows the first commit, one long task (issue 20) instead of the first render's slices.
   */
  initialRect: { width: number; height: number }
  /** The indexes to render: the posts near the viewport, and the one holding focus. */
  rangeExtractor: (range: Range) => number[]
  /** A post's height (px): see {@link rowHeight}. */
  measureElement: typeof rowHeight
  /** Scrolls the window: see {@link scrollWindow}. */
  scrollToFn: typeof scrollWindow
  /** Reports the window's size: see {@link observeWindowSize}. */
  observeElementRect: typeof observeWindowSize
}

/**
 * The height of a post's row (px) for the library. From a ResizeObserver entry (the library
 * observes every row: the browser reports a new row's height after its own layout of the
 * frame) as the library measures it; when React attaches a row (no entry), the height known so
 * far (the measured one, else the 120 px placeholder) instead of the library's `offsetHeight`,
 * which forced a layout of the whole page inside React's commit for every row attached, and a
 * synchronous re-render after it (issue 20). Without ResizeObserver, `offsetHeight` as before.
 */
export function rowHeight<Row extends Element>(
  element: Row,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Row>,
): number {
  if (entry || typeof ResizeObserver === 'undefined') {
    return measuredHeight(element, entry, instance)
  }
  const index = instance.indexFromElement(element)
  const known = instance.itemSizeCache.get(instance.options.getItemKey(index))
  return known ?? instance.options.estimateSize(index)
}

/**
 * Scrolls the window to `offset` + `adjustments` (px) for the library, as the library does,
 * except to where the library knows the window is: it writes its offset back when it mounts,
 * a write to where the window already is, which still made the browser lay the whole page out
 * in the middle of React's commit (issue 20).
 */
export function scrollWindow<Row extends Element>(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Window, Row>,
): void {
  const target = offset + (options.adjustments ?? 0)
  if (options.behavior === undefined && target === instance.scrollOffset) return
  windowScroll(offset, options, instance)
}

/**
 * Reports the window's size (px) to the library as its `observeWindowRect` does, except at
 * first: then the size in the options (`initialRect`, read as the feed rendered), not
 * `innerWidth`, whose read inside React's commit laid the whole page out there, in the
 * longest task of a phone's start-up (issue 20). Each resize reads the window. Returns the
 * unsubscribe function, or nothing without a window.
 */
export function observeWindowSize<Row extends Element>(
  instance: Virtualizer<Window, Row>,
  report: (rect: Rect) => void,
): (() => void) | undefined {
  const target = instance.scrollElement
  if (!target) return undefined
  const onResize = () => report({ width: target.innerWidth, height: target.innerHeight })
  report(instance.options.initialRect ?? { width: 0, height: 0 })
  target.addEventListener('resize', onResize, { passive: true })
  return () => target.removeEventListener('resize', onResize)
}

/** The window's height as last read (px); null while no feed follows it. */
let windowHeight: number | null = null
let heightReaders = 0

function readWindowHeight(): number {
  windowHeight ??= window.innerHeight
  return windowHeight
}

function followWindowHeight(onChange: () => void): () => void {
  heightReaders += 1
  const onResize = () => {
    windowHeight = window.innerHeight
    onChange()
  }
  window.addEventListener('resize', onResize, { passive: true })
  return () => {
    window.removeEventListener('resize', onResize)
    heightReaders -= 1
    if (heightReaders === 0) windowHeight = null
  }
}

/**
 * The window's height (px), read once and then on `resize` only: reading `innerHeight` while
 * rendering made Chromium lay out the page the previous commit changed, inside every render of
 * a filling feed (issue 20). Read afresh once no component follows it.
 */
export function useWindowHeight(): number {
  return useSyncExternalStore(followWindowHeight, readWindowHeight)
}

/**
 * The library's indexes for `range` (in and near the viewport), at most `limit` of them: those
 * in view first, top down, then the buffer below, then the buffer above, nearest first; plus
 * `held`, the index of the post holding focus, when it lies outside them. In ascending order.
 */
export function rangeIndexes(range: Range, held: number, limit = Infinity): number[] {
  const all = defaultRangeExtractor(range)
  const inView = (index: number) => index >= range.startIndex && index <= range.endIndex
  const below = (index: number) => index > range.endIndex
  const indexes =
    all.length <= limit
      ? all
      : [
          ...all.filter(inView),
          ...all.filter(below),
          ...all.filter((index) => index < range.startIndex).reverse(),
        ]
          .slice(0, limit)
          .sort((a, b) => a - b)
  if (held < 0 || held >= range.count || indexes.includes(held)) return indexes
  return [...indexes, held].sort((a, b) => a - b)
}

/**
 * Options for a feed of `ids` (newest first) in a window `windowHeightPx` tall whose top sits
 * `feedTopPx` below the top of the document; `heldId` is the status whose card holds focus
 * (kept rendered), or null; `limit` the most posts rendered (only while a new feed fills its
 * window, see `useFillingWindow`; the held post comes on top).
 */
export function feedVirtualOptions(
  ids: readonly string[],
  windowHeightPx: number,
  feedTopPx: number,
  heldId: string | null = null,
  limit = Infinity,
): FeedVirtualOptions {
  const held = heldId === null ? -1 : ids.indexOf(heldId)
  return {
    count: ids.length,
    estimateSize: () => PLACEHOLDER_HEIGHT_PX,
    overscan: virtualBuffer(windowHeightPx),
    getItemKey: (index) => ids[index] ?? `#${index}`,
    scrollMargin: feedTopPx,
    initialRect: { width: 0, height: windowHeightPx },
    rangeExtractor: (range) => rangeIndexes(range, held, limit),
    measureElement: rowHeight,
    scrollToFn: scrollWindow,
    observeElementRect: observeWindowSize,
  }
}
