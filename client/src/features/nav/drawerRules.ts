/** Pure rules of the side drawer (s1 §4 "Side drawer", s1 §9 "Swipe threshold 30 px"). */

/** Horizontal travel, px, that counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 30

/**
 * True when a touch from `start` to `end` (client coordinates, px) is a swipe towards the
 * drawer's edge: left in left-to-right pages, right in right-to-left ones. The horizontal
 * travel must reach the threshold and be larger than the vertical travel (not a scroll).
 */
export function isClosingSwipe(
  start: { x: number; y: number },
  end: { x: number; y: number },
  rtl: boolean,
): boolean {
  const dx = rtl ? end.x - start.x : start.x - end.x
  return dx >= SWIPE_THRESHOLD_PX && dx > Math.abs(end.y - start.y)
}
