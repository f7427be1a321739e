/**
 * Pure rules of the drawers (s1 §4 "Side drawer", "Mobile notifications drawer"; s1 §9 "Swipe
 * threshold 30 px", "notification close swipe 50 px").
 */

/** Horizontal travel, px, that closes the side drawer. */
export const SWIPE_THRESHOLD_PX = 30

/** Horizontal travel, px, that closes the notifications drawer. */
export const NOTIFICATIONS_SWIPE_THRESHOLD_PX = 50

/** A touch point in client coordinates, px. */
export interface TouchPoint {
  x: number
  y: number
}

/**
 * True when a touch from `start` to `end` travels at least `threshold` px towards the page's
 * inline `edge` ('start': left in left-to-right pages, right in right-to-left ones; 'end': the
 * other side), more horizontally than vertically (not a scroll).
 */
export function isSwipeTowards(
  start: TouchPoint,
  end: TouchPoint,
  edge: 'start' | 'end',
  rtl: boolean,
  threshold: number,
): boolean {
  const towardsLeft = (edge === 'start') !== rtl
  const dx = towardsLeft ? start.x - end.x : end.x - start.x
  return dx >= threshold && dx > Math.abs(end.y - start.y)
}

/** True when a touch closes the side drawer: 30 px towards its (inline-start) edge. */
export function isClosingSwipe(start: TouchPoint, end: TouchPoint, rtl: boolean): boolean {
  return isSwipeTowards(start, end, 'start', rtl, SWIPE_THRESHOLD_PX)
}

/** True when a touch closes the notifications drawer: 50 px towards its (inline-end) edge. */
export function isNotificationsClosingSwipe(
  start: TouchPoint,
  end: TouchPoint,
  rtl: boolean,
): boolean {
  return isSwipeTowards(start, end, 'end', rtl, NOTIFICATIONS_SWIPE_THRESHOLD_PX)
}
