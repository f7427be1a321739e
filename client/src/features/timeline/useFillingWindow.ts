import { startTransition, useEffect, useState } from 'react'
import { whenIdle } from '../../lib/whenIdle'
import { PLACEHOLDER_HEIGHT_PX, virtualBuffer } from './virtualWindow'

/** Posts a new virtual feed renders at first (issue 20): the rest follow one per task. */
export const FIRST_RENDER_POSTS = 1

/**
 * The most posts a virtual feed can render in a window `windowHeightPx` tall (px): those in
 * view at the 120 px placeholder (one more for a post cut at each edge) and the s1 §9 buffer
 * on both sides.
 */
export function windowCapacity(windowHeightPx: number): number {
  return Math.ceil(windowHeightPx / PLACEHOLDER_HEIGHT_PX) + 1 + 2 * virtualBuffer(windowHeightPx)
}

/**
 * The most posts a new virtual feed renders while it fills its window (in view and the s1 §9
 * buffer) `windowHeightPx` tall (px): {@link FIRST_RENDER_POSTS} at its first render, then one
 * more each time the browser is idle (`whenIdle`: the panels around the feed, whose lazy parts
 * React renders at a lower priority than these transitions, are not held back behind them), in
 * a transition, up to {@link windowCapacity}, then Infinity. The first post
 * is painted in one small commit and each further post in another: rendered together they
 * were the longest task of a phone's start-up (issue 20, total blocking time and largest
 * contentful paint). Scrolling meanwhile renders what comes into view, up to the limit, nearest
 * the view first (`rangeIndexes`).
 */
export function useFillingWindow(windowHeightPx: number): number {
  const capacity = windowCapacity(windowHeightPx)
  const [limit, setLimit] = useState(FIRST_RENDER_POSTS)
  useEffect(() => {
    if (limit === Infinity) return
    return whenIdle(() =>
      startTransition(() => setLimit(limit + 1 >= capacity ? Infinity : limit + 1)),
    )
  }, [limit, capacity])
  return limit
}
