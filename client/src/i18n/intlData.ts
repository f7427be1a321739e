/**
 * The locale data every `Intl` number, date and relative-time format shares (ICU's), loaded off
 * the main thread (issue 20). ICU loads it once per renderer process, whichever thread asks
 * first: the first format costs 20-100 ms of CPU on this machine, and after a worker has made
 * one, the main thread's first format of any language costs about 1-2 ms (measured in
 * Chromium 156). Imports nothing: the page's first script (src/early.ts) is its caller.
 */

/** Makes a number, a relative-time and a date format (in a worker: {@link loadIntlDataAside}). */
export function loadIntlData(): void {
  new Intl.NumberFormat().format(0)
  new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(-1, 'minute')
  new Intl.DateTimeFormat().format(0)
}

/**
 * Starts a worker from `script` (the URL of a classic script that calls {@link loadIntlData}
 * when it runs without a document). Without workers, a script URL or with a CSP that refuses
 * them, it does nothing: the main thread then loads the data at its first format.
 */
export function loadIntlDataAside(script: string | undefined): void {
  if (!script || typeof Worker !== 'function') return
  try {
    new Worker(script)
  } catch (error) {
    console.warn('No worker to load the locale data aside', error)
  }
}
