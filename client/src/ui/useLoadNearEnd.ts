/**
 * Infinite loading of a list (s1 §9 "infinite load within 750 px of bottom"): while `enabled`,
 * watches the element at the end of a list (its footer) and calls `onNear` when it comes within
 * 750 px of the bottom of the viewport. Used by timelines and the profile's people lists.
 */
import { useEffect, type RefObject } from 'react'

/** s1 §9 "infinite load within 750 px of bottom" (px). */
export const INFINITE_LOAD_MARGIN_PX = 750

/**
 * Calls `onNear` whenever `end` is within 750 px below the viewport while `enabled`; callers
 * turn `enabled` off while a page loads, so each approach loads one page. Does nothing where
 * IntersectionObserver is missing (the list's "load older" button remains).
 */
export function useLoadNearEnd(
  end: RefObject<Element | null>,
  enabled: boolean,
  onNear: () => void,
): void {
  useEffect(() => {
    const element = end.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear()
      },
      { rootMargin: `0px 0px ${INFINITE_LOAD_MARGIN_PX}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [end, enabled, onNear])
}
