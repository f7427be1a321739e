/**
 * The early script's request of a member's first page of posts (issue 20; api/firstPage.ts): on
 * /main/friends with an active kept account, the home timeline's first page as the page asks for
 * it when nothing is set otherwise (20 posts, muted ones included: `with_muted`, s2 §3). A page
 * whose query differs (a reply filter, an instance that hides muted posts) asks for its own, and
 * this answer is left unused. The token goes to its own account's server only.
 */
import { requestAhead } from '../api/http'
import { activeKeptAccount } from './keptSession'

/** The home timeline's first page, as state/timelines/landing.ts asks for it by default. */
export const HOME_FIRST_PAGE = '/api/v1/timelines/home?limit=20&with_muted=true'

/** Asks for the first page of the home timeline when the page at `pathname` shows it. */
export function requestFirstPage(pathname: string): void {
  if (pathname.replace(/(.)\/$/, '$1') !== '/main/friends') return
  const account = activeKeptAccount()
  if (!account) return
  const url = new URL(HOME_FIRST_PAGE, account.server).toString()
  requestAhead(url, `Bearer ${account.token}`)
}
