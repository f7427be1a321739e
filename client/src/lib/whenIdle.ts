/** The longest a {@link whenIdle} callback waits for the browser to be idle (ms). */
export const IDLE_TIMEOUT_MS = 500

/**
 * Runs `callback` once the browser is idle: `requestIdleCallback`, which waits for the tasks
 * queued meanwhile (React's own lower-priority renders among them: a suspended panel's retry
 * waited behind back-to-back transitions, issue 20), at most {@link IDLE_TIMEOUT_MS}; without
 * it (Safari), after a 0 ms timer. Returns the function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(callback, 0)
  return () => clearTimeout(timer)
}
