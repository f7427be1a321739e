/**
 * Pure rules of the media viewer (s1 §4 "media viewer", s1 §9 constants): wrapping navigation,
 * the swipe that changes item, and pinch zoom.
 */

/** s1 §9: a swipe changes item once it covers a quarter of the window width. */
export const SWIPE_FRACTION = 0.25
/** s1 §9: pinch zoom never goes below 1. */
export const PINCH_MIN_SCALE = 1
/** s1 §9: a pinch that ends under this scale springs back to 1. */
export const PINCH_RESET_LIMIT = 1.2
/** s1 §9: the viewer closes this long (ms) after it is asked to, so the closing tap does not land on the page. */
export const VIEWER_CLOSE_DELAY_MS = 100

/** The index `delta` steps from `index` among `length` items, wrapping at both ends; 0 when empty. */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0
  return (((index + delta) % length) + length) % length
}

/**
 * The item change a finished swipe asks for (px, from touch start to touch end): +1 (next) for
 * a leftward swipe, -1 (previous) for a rightward one, 0 when it is shorter than a quarter of
 * the window width or more vertical than horizontal.
 */
export function swipeStep(dx: number, dy: number, windowWidth: number): -1 | 0 | 1 {
  if (Math.abs(dx) < windowWidth * SWIPE_FRACTION || Math.abs(dx) <= Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}

/** Scale during a pinch: the start scale times the change in finger distance (px), at least 1. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return Math.max(PINCH_MIN_SCALE, startScale)
  return Math.max(PINCH_MIN_SCALE, (startScale * distance) / startDistance)
}

/** Scale kept when the pinch ends: back to 1 under the reset limit (1.2), else as it is. */
export function settleScale(scale: number): number {
  return scale < PINCH_RESET_LIMIT ? PINCH_MIN_SCALE : scale
}

/**
 * The item change an arrow key asks for (s1 §4 "arrows navigate"): the arrow towards the next
 * button goes forward, so ArrowRight is +1 and ArrowLeft -1, the other way round right to left
 * (`rtl`), where the next button sits on the left. 0 for any other key.
 */
export function arrowStep(key: string, rtl: boolean): -1 | 0 | 1 {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const back = rtl ? 'ArrowRight' : 'ArrowLeft'
  return key === forward ? 1 : key === back ? -1 : 0
}
