/**
 * The chunks the first render needs, asked for as soon as the entry runs (main.tsx), each
 * failure left to the start-up, which imports them again and reports it: asked for by the
 * start-up, they waited for its first task and were the last links of a phone's chain to the
 * first posts (issue 20, Lighthouse's simulated largest paint).
 */
import { afterShellPaint } from '../lib/afterShellPaint'
import { SHOWS_POSTS } from '../state/firstFiles'
import { hasKeptSession } from '../state/server'

/**
 * Asks for the English catalogue (every language's fallback, no style sheet) at once; then, once
 * index.html's shell is painted (these chunks add style sheets, which would hold the first paint
 * back), the landing chunk on a page of posts at `pathname` and, with a kept session, the
 * sign-in code, in a task of its own before the start-up's (called before main.tsx asks for its
 * own). The router's start asked for them in a task of 40-50 ms, which they waited for.
 */
export function requestFirstChunks(pathname: string): void {
  const ignore = () => undefined
  void import('../i18n/bundles/en').catch(ignore)
  afterShellPaint(() => {
    if (hasKeptSession()) void import('../features/auth/session').catch(ignore)
    if (SHOWS_POSTS.test(pathname)) void import('../state/timelines/landing').catch(ignore)
  })
}
