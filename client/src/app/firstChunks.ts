/**
 * The chunks the first render needs, asked for as soon as the entry runs (main.tsx), each
 * failure left to the start-up, which imports them again and reports it: asked for by the
 * start-up, they waited for its first task and were the last links of a phone's chain to the
 * first posts (issue 20, Lighthouse's simulated largest paint).
 */
import { hasKeptSession } from '../state/server'

/** Addresses whose page shows posts: the landing chunk (the status components) is theirs. */
const SHOWS_POSTS = /^\/(main|notice|tag)\//

/**
 * Asks for the English catalogue (every language's fallback, no style sheet) at once; then, when
 * index.html's shell is already painted, the landing chunk on a page of posts at `pathname` and,
 * with a kept session, the sign-in code. These add style sheets, which before the first paint
 * would hold it back (main.tsx waits for it); unpainted, the start-up asks for them.
 */
export function requestFirstChunks(pathname: string): void {
  const ignore = () => undefined
  void import('../i18n/bundles/en').catch(ignore)
  if (performance.getEntriesByType('paint').length === 0) return
  // In a task of its own: Vite's loader adds a link per file the chunks need, some ms per chunk.
  setTimeout(() => {
    if (hasKeptSession()) void import('../features/auth/session').catch(ignore)
    if (SHOWS_POSTS.test(pathname)) void import('../state/timelines/landing').catch(ignore)
  })
}
