/** A fixed-window rate limiter and Pleroma's throttle answer (PLEROMA-API §1.6). */

/** A fixed-window limiter: `max` hits per `windowMs` per key. */
export interface Limiter {
  /** Counts one hit; false when the key is over its limit (the caller answers 429). */
  hit(key: string): boolean
}

/** Pleroma's throttle body (§1.6), sent with status 429 and no Retry-After. */
export const THROTTLED = { error: 'Throttled' } as const

/**
 * Creates a limiter.
 * @param max hits allowed per window
 * @param windowMs window length in ms
 * @param now clock in Unix ms
 */
export function createLimiter(max: number, windowMs: number, now: () => number): Limiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    hit(key) {
      const t = now()
      const current = windows.get(key)
      if (!current || t - current.start >= windowMs) {
        windows.set(key, { start: t, count: 1 })
        return true
      }
      current.count++
      return current.count <= max
    },
  }
}
