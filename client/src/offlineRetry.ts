/**
 * Waits between tries (ms) while the offline page (offline.ts) shows though the browser says it
 * is online: the first tries come soon, then one every 30 s.
 */
export const OFFLINE_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000]

/**
 * Reloads the page once the server answers a HEAD of the page's address (any HTTP status; only a
 * network failure counts as unreachable). The browser says "online" before its network works
 * (and the service worker's fetch can still fail then), so a reload on the "online" event can
 * land on the offline page again; this keeps trying after each delay of
 * {@link OFFLINE_RETRY_DELAYS_MS}, the last one repeated. Returns a function that stops it.
 */
export function reloadWhenReachable(
  reload: () => void = () => window.location.reload(),
  probe: () => Promise<unknown> = () =>
    // The offline page is a build of its own (vite.sw.config.ts): api/http.ts is not in it, and
    // this asks the page's own address, with no token.
    // eslint-disable-next-line no-restricted-globals
    fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }),
): () => void {
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    const delay = OFFLINE_RETRY_DELAYS_MS[Math.min(attempt, OFFLINE_RETRY_DELAYS_MS.length - 1)]
    attempt += 1
    timer = setTimeout(() => {
      probe().then(reload, schedule)
    }, delay)
  }
  schedule()
  return () => clearTimeout(timer)
}
