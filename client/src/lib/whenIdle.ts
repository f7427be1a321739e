/** The longest a {@link whenIdle} callback waits for the browser to be idle by default (ms). */
export const IDLE_TIMEOUT_MS = 500

/**
 * The longest start-up work that the first screen does not need waits for the browser to be idle
 * (ms): the service worker, the instance's files (ToS, stickers, styles, custom emoji), the first
 * poll of an embedded timeline (issue 20: on a phone, every request and task before the first
 * posts are painted delays them).
 */
export const AFTER_START_TIMEOUT_MS = 2000

/**
 * Runs `callback` once the browser is idle: `requestIdleCallback`, which waits for the tasks
 * queued meanwhile (React's own lower-priority renders among them: a suspended panel's retry
 * waited behind back-to-back transitions, issue 20), at most `timeoutMs` (ms; by default
 * {@link IDLE_TIMEOUT_MS}); without it (Safari), after a 0 ms timer. Returns the function that
 * cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(callback, 0)
  return () => clearTimeout(timer)
}
