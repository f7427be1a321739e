import { startTransition, useEffect, useState } from 'react'
import { whenIdle } from '../../lib/whenIdle'
import { PLACEHOLDER_HEIGHT_PX, virtualBuffer } from './virtualWindow'

/** Posts a new virtual feed renders at first (issue 20): the rest follow one per task. */
export const FIRST_RENDER_POSTS = 1

/**
 * The most posts a window `windowHeightPx` tall (px) shows: as many as fit at the 120 px
 * placeholder, one more for a post cut at each edge (real posts are taller: fewer show).
 */
export function postsInView(windowHeightPx: number): number {
  return Math.ceil(windowHeightPx / PLACEHOLDER_HEIGHT_PX) + 1
}

/**
 * The most posts a virtual feed can render in a window `windowHeightPx` tall (px): those in
 * view ({@link postsInView}) and the s1 §9 buffer on both sides.
 */
export function windowCapacity(windowHeightPx: number): number {
  return postsInView(windowHeightPx) + 2 * virtualBuffer(windowHeightPx)
}

/**
 * The most posts a new virtual feed renders while it fills its window (in view and the s1 §9
 * buffer) `windowHeightPx` tall (px): {@link FIRST_RENDER_POSTS} at its first render, then one
 * more per task, in a transition, up to {@link windowCapacity}, then Infinity. The first post
 * is painted in one small commit and each further post in another: rendered together they
 * were the longest task of a phone's start-up (issue 20, total blocking time and largest
 * contentful paint). While the limit is within the posts the window can show
 * ({@link postsInView}), the next step comes after a 0 ms timer, so what is in view and the
 * post under it (where `j` goes) come at once; beyond, once the browser is idle (`whenIdle`):
 * a stream of transitions held back React's lower-priority renders, and a member's lazy panels
 * around the feed appeared only once the buffer was full. Scrolling meanwhile renders what
 * comes into view, up to the limit, nearest the view first (`rangeIndexes`).
 */
export function useFillingWindow(windowHeightPx: number): number {
  const capacity = windowCapacity(windowHeightPx)
  const [limit, setLimit] = useState(FIRST_RENDER_POSTS)
  const soon = limit <= postsInView(windowHeightPx)
  useEffect(() => {
    if (limit === Infinity) return
    const step = () => startTransition(() => setLimit(limit + 1 >= capacity ? Infinity : limit + 1))
    if (!soon) return whenIdle(step)
    const timer = setTimeout(step, 0)
    return () => clearTimeout(timer)
  }, [limit, capacity, soon])
  return limit
}
