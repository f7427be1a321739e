/**
 * The early script's requests of the first screen's calls (issue 20; api/aheadRequests.ts), as
 * the app makes them when nothing is set otherwise:
 * - on an instance's own page, its front-end options (`/static/config.json`, s2 §7, without a
 *   token), which every first screen waits for (the other start-up answers are in the page:
 *   PLEROMA-API §2.10);
 * - with an active kept account, its verification (`verify_credentials`, s2 §4), which the
 *   member's first screen waits for;
 * - on /main/friends with one, the home timeline's first page (20 posts, muted ones included:
 *   `with_muted`, s2 §3);
 * - on a conversation (/notice/:id), the status and its context (s2 §3), a visitor's or a
 *   member's.
 * A call whose URL or query differs (a reply filter, an instance that hides muted posts) is asked
 * for by the app again, and this answer is left unused. The token goes to its own account's
 * server only. Each request starts in a task of its own, after the one that reads the kept
 * account: on a phone's trace, the page's first read of local storage took 2-55 ms and each
 * first `fetch` 4-30 ms (four times slower CPU), together a task of 18-77 ms.
 */
import { requestAhead } from '../api/http'
import { activeKeptAccount, bootOrigin } from './keptSession'

/** The home timeline's first page, as state/timelines/landing.ts asks for it by default. */
export const HOME_FIRST_PAGE = '/api/v1/timelines/home?limit=20&with_muted=true'

/** The front-end options, as state/instance.ts asks for them. */
const STATIC_CONFIG = '/static/config.json'

/** The signed-in user, as features/auth/api.ts asks for it. */
const VERIFY_CREDENTIALS = '/api/v1/accounts/verify_credentials'

/** A conversation's address; ids of other characters are left to the app. */
const CONVERSATION = /^\/notice\/([\w-]+)\/?$/

/**
 * Asks for the calls the first screen at `pathname` makes (see the module's comment), each in a
 * task (a 0 ms timer) of its own.
 */
export function requestFirstCalls(pathname: string): void {
  const account = activeKeptAccount()
  // The active account's server when one is kept (bootOrigin reads the same key).
  const server = bootOrigin()
  const authorization = account ? `Bearer ${account.token}` : null
  const ask = (path: string, token = authorization) =>
    setTimeout(() => requestAhead(new URL(path, server).toString(), token), 0)
  if (server === window.location.origin) ask(STATIC_CONFIG, null)
  if (account) ask(VERIFY_CREDENTIALS)
  if (account && pathname.replace(/(.)\/$/, '$1') === '/main/friends') ask(HOME_FIRST_PAGE)
  const id = CONVERSATION.exec(pathname)?.[1]
  if (id) {
    ask(`/api/v1/statuses/${id}`)
    ask(`/api/v1/statuses/${id}/context`)
  }
}
