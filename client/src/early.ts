/**
 * The page's first script (issue 20): about 1 KB that index.html names before the entry (added
 * by vite.early.config.ts, which also fills in `__FIRST_FILES__`). In the page, it preloads the
 * chunks the first screen needs, so they load beside the entry instead of after it
 * (state/firstFiles.ts), asks for the first screen's calls (a member's verification and first
 * page of posts, a conversation's posts: state/firstCalls.ts), and starts itself again as a
 * worker; in that worker (no document), it loads the locale data of `Intl` formats, which the
 * main thread would otherwise load in a task of 20-100 ms (i18n/intlData.ts).
 */
import { loadIntlData, loadIntlDataAside } from './i18n/intlData'
import { preloadFirstFiles, type FirstFiles } from './state/firstFiles'
import { requestFirstCalls } from './state/firstCalls'

declare const __FIRST_FILES__: FirstFiles

if (typeof document === 'undefined') {
  loadIntlData()
  close()
} else {
  const { pathname } = window.location
  const script = document.currentScript
  const src = script instanceof HTMLScriptElement ? script.src : undefined
  // Each step in tasks of its own (each request and each preload link too): the first calls read
  // local storage (the page's first read costs some ms), each first request and link costs some
  // more, and so does starting the worker. Lighthouse counts a task only past 50 ms at four times
  // the CPU time; together they were one of 25-100 ms.
  setTimeout(() => requestFirstCalls(pathname), 0)
  preloadFirstFiles(__FIRST_FILES__, pathname)
  setTimeout(() => loadIntlDataAside(src), 0)
}
