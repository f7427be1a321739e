import { startTransition, useEffect, useState } from 'react'
import { virtualBuffer } from './virtualWindow'

/**
 * The buffer of a virtual feed (posts rendered beyond each edge of the viewport) as it fills:
 * none at the feed's first render, then one more post per task, in a transition, until the
 * rule's max(3, window height / 80) of s1 §9 ({@link virtualBuffer}) for `windowHeightPx` (px).
 * The first posts are then one small commit, and each buffered post another: rendered in one go
 * they were the longest task of a phone's start-up, longer than the posts in view alone (issue
 * 20, total blocking time). Scrolling meanwhile renders what comes into view as always.
 */
export function useFilledBuffer(windowHeightPx: number): number {
  const full = virtualBuffer(windowHeightPx)
  const [buffer, setBuffer] = useState(0)
  useEffect(() => {
    if (buffer >= full) return
    const timer = setTimeout(() => startTransition(() => setBuffer((n) => n + 1)))
    return () => clearTimeout(timer)
  }, [buffer, full])
  return Math.min(buffer, full)
}
