/**
 * Rules of the search page (s1 §2 "Search", s1 §4 "Search", s1 §5 "Search only with a
 * non-empty query"), as pure functions over a search answer.
 */
import type { Hashtag, HashtagDay, SearchResult } from '../../api/endpoints/search'
import { userRoute } from '../../lib/userLink'
import { encodePart } from '../../lib/urlPart'

/** The result tabs, in their order on the page. */
export const SEARCH_TABS = ['statuses', 'people', 'hashtags'] as const
export type SearchTab = (typeof SEARCH_TABS)[number]

/** How many results each tab holds. */
export type TabCounts = Record<SearchTab, number>

/** The tab shown first: the first one with results, else statuses (s1 §2). */
export function firstNonEmptyTab(counts: TabCounts): SearchTab {
  return SEARCH_TABS.find((tab) => counts[tab] > 0) ?? 'statuses'
}

/** The latest day of a hashtag's history (the server sends newest first), or null. */
export function latestHistory(tag: Hashtag): HashtagDay | null {
  return tag.history[0] ?? null
}

const HANDLE = /^@?([^@\s/]+)@([^@\s/]+)$/
const URL_QUERY = /^https?:\/\/\S+$/i

/**
 * Where a query that names one thing leads (s1 §2; resolve=true asked the server to fetch it):
 * a handle (`@user@host` or `user@host`) opens the profile of the account with that address,
 * a URL the post (uri or external URL) or the profile (profile URL) at that address. Null when
 * the query is neither or the answer does not hold exactly that.
 */
export function resolvedTarget(
  query: string,
  result: Pick<SearchResult, 'users' | 'batch'>,
  restrictedNicknames: readonly string[] = [],
): string | null {
  const q = query.trim()
  const handle = HANDLE.exec(q)
  if (handle) {
    const acct = `${handle[1]}@${handle[2]}`.toLowerCase()
    const user = result.users.find(
      (u) => u.fqn.toLowerCase() === acct || u.screen_name.toLowerCase() === acct,
    )
    return user ? userRoute(user.id, user.screen_name, restrictedNicknames) : null
  }
  if (!URL_QUERY.test(q)) return null
  const status = result.batch.statuses.find((s) => s.uri === q || s.external_url === q)
  if (status) return `/notice/${encodePart(status.id)}`
  const user = result.users.find((u) => u.statusnet_profile_url === q)
  return user ? userRoute(user.id, user.screen_name, restrictedNicknames) : null
}
