/** The longest a {@link whenIdle} callback waits for the browser to be idle by default (ms). */
export const IDLE_TIMEOUT_MS = 500

/**
 * The longest start-up work that the first screen does not need waits for the browser to be idle
 * (ms): the service worker, the instance's files (ToS, stickers, styles, custom emoji), a member's
 * live side, the first poll of an embedded timeline (issue 20: on a phone, every request and task
 * before the first posts are painted delays them).
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

let started = false
const waiting = new Set<() => void>()

/**
 * Says the app's first screen is committed (app/App.tsx, after its first render): the work
 * waiting in {@link afterStartup} follows. Later calls do nothing.
 */
export function markStarted(): void {
  if (started) return
  started = true
  for (const begin of waiting) begin()
  waiting.clear()
}

/**
 * Runs `callback` once the app's first screen is committed ({@link markStarted}) and then the
 * browser is idle ({@link whenIdle}, at most `timeoutMs` ms after that commit; by default
 * {@link AFTER_START_TIMEOUT_MS}). Start-up work the first screen does not need waits here: an
 * idle period while the page's chunk is still on the network came before the first posts, and
 * what it started competed with them (issue 20). Returns the function that cancels it.
 */
export function afterStartup(callback: () => void, timeoutMs = AFTER_START_TIMEOUT_MS): () => void {
  let cancel = (): void => void waiting.delete(begin)
  const begin = () => {
    cancel = whenIdle(callback, timeoutMs)
  }
  if (started) begin()
  else waiting.add(begin)
  return () => cancel()
}
