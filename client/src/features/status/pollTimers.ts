import { useEffect, useState, type RefObject } from 'react'

/** s1 §9 / s2 §7: polls on screen refresh every 30 s. */
export const POLL_REFRESH_MS = 30_000

/**
 * True while the element is on screen (IntersectionObserver); true when the browser has no
 * IntersectionObserver, so refreshing never silently stops.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1]
      if (last) setVisible(last.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return visible
}

/** Calls `refresh` every 30 s while `active` (s1 §4 "Polls on screen refresh every 30 s"). */
export function usePollRefresh(active: boolean, refresh: () => void): void {
  useEffect(() => {
    if (!active) return
    const timer = window.setInterval(refresh, POLL_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [active, refresh])
}

/**
 * True once `expiresAt` (epoch ms, or null for never) has passed; a timer flips it at the
 * expiry (s1 §4 "expired is set once the expiry passes"). Timers are capped at 24 days, the
 * most setTimeout can wait (a later expiry is caught by the next render after that).
 */
export function usePassed(expiresAt: number | null): boolean {
  const [passedAtMount] = useState(() => expiresAt !== null && expiresAt <= Date.now())
  const [firedFor, setFiredFor] = useState<number | null>(passedAtMount ? expiresAt : null)
  useEffect(() => {
    if (expiresAt === null) return
    const left = expiresAt - Date.now()
    const fire = () => {
      if (Date.now() >= expiresAt) setFiredFor(expiresAt)
    }
    const timer = window.setTimeout(fire, Math.max(0, Math.min(left, 2 ** 31 - 1)))
    return () => window.clearTimeout(timer)
  }, [expiresAt])
  return expiresAt !== null && firedFor === expiresAt
}
