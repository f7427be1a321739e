/**
 * Search (PLEROMA-API §10, §4): GET /api/v1/accounts/search and GET /api/v2/search over this
 * instance's data. Visitors may search unless the instance is private (403 `This resource
 * requires authentication.`, §1.2).
 *
 * - Accounts: the query (a leading `@` dropped) is a case-insensitive prefix of the `acct`, the
 *   nickname, or a word of the display name; exact matches first, then local before remote.
 *   `following` keeps accounts the caller follows; `with_relationships` embeds the relationship.
 * - Statuses: every query word occurs in the plain text or spoiler; only what the viewer may
 *   see; newest first; `account_id` keeps one author's.
 * - Hashtags: known tags starting with a query word (most used first), then Pleroma's
 *   suggestions (each word, and the CamelCase join of several). Each has `history` (7 days,
 *   newest first, Mastodon's shape), which Pleroma leaves out and the spec's answer names.
 * - `resolve=true`: a handle or a URL of a known account or status comes first (resolve.ts;
 *   nothing is fetched). `limit` (default 20, at most 40) and `offset` trim each kind.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { currentUser } from '../auth/guard'
import { ORIGIN } from '../lib/origin'
import { bool, integer, missingFields, one, oneOf, queryParams } from '../http/params'
import type { Params } from '../http/params'
import { originOf, sendJson } from '../http/reply'
import type { AccountRecord, StatusRecord } from '../model/records'
import { canSee } from '../model/rules'
import { acctOf } from '../model/store'
import type { Store } from '../model/store'
import { serializeAccount } from '../serialize/account'
import { renderStatuses, requirePublicOrUser } from './context'
import { resolveQuery } from './resolve'
import type { ResourceContext } from './context'

const DAY_MS = 86_400_000
const TYPES = ['accounts', 'statuses', 'hashtags']

/** Rank of an account for a query (lower is better), or null when it does not match. */
function accountRank(account: AccountRecord, q: string): number | null {
  const acct = acctOf(account).toLowerCase()
  const words = account.display_name.toLowerCase().split(/\s+/)
  const remote = account.host ? 1 : 0
  if (acct === q || account.username.toLowerCase() === q) return remote
  if (acct.startsWith(q)) return 2 + remote
  if (account.display_name.toLowerCase().startsWith(q) || words.some((w) => w.startsWith(q)))
    return 4 + remote
  return null
}

/**
 * Accounts matching `q`, best first, without deactivated ones; `followingOf` limits to accounts
 * that account follows.
 */
export function searchAccounts(
  store: Store,
  q: string,
  followingOf: string | null,
): AccountRecord[] {
  const query = q.trim().replace(/^@/, '').toLowerCase()
  if (query === '') return []
  const follows = followingOf ? (store.follows.get(followingOf) ?? new Set<string>()) : null
  const ranked: { account: AccountRecord; rank: number }[] = []
  for (const account of store.accounts.values()) {
    if (account.deactivated || (follows && !follows.has(account.id))) continue
    const rank = accountRank(account, query)
    if (rank !== null) ranked.push({ account, rank })
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.account.username.localeCompare(b.account.username))
    .map((r) => r.account)
}

/** Statuses containing every word of `q` that `viewer` may see, newest first. */
export function searchStatuses(
  store: Store,
  q: string,
  viewer: string | null,
  authorId: string | undefined,
): StatusRecord[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  return store.timeline.filter((s) => {
    if (s.reblog_of_id || (authorId && s.account_id !== authorId)) return false
    const haystack = `${s.text}\n${s.spoiler_text}`.toLowerCase()
    return words.every((w) => haystack.includes(w)) && canSee(store, viewer, s)
  })
}

/** Hashtag names for `q`: known tags by prefix (most used first), then Pleroma's suggestions. */
export function searchHashtags(store: Store, q: string): string[] {
  const hashWords = [...q.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((m) => m[1] ?? '')
  const words = hashWords.length > 0 ? hashWords : q.split(/\s+/).map((w) => w.replace(/^#/, ''))
  const clean = words.map((w) => w.replace(/[^\p{L}\p{N}_]/gu, '')).filter(Boolean)
  if (clean.length === 0) return []
  const uses = new Map<string, number>()
  for (const s of store.timeline) for (const t of s.tags) uses.set(t, (uses.get(t) ?? 0) + 1)
  const lower = clean.map((w) => w.toLowerCase())
  const known = [...uses.keys()]
    .filter((t) => lower.some((w) => t.startsWith(w)))
    .sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || a.localeCompare(b))
  const suggestions = [...clean]
  if (hashWords.length === 0 && clean.length > 1)
    suggestions.push(clean.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(''))
  const out: string[] = []
  for (const name of [...known, ...suggestions])
    if (!out.some((o) => o.toLowerCase() === name.toLowerCase())) out.push(name)
  return out
}

/** Mastodon's tag history: 7 days, newest first, `{day (Unix s), uses, accounts}` as strings. */
export function tagHistory(store: Store, tag: string, now: Date): Record<string, string>[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  const name = tag.toLowerCase()
  return Array.from({ length: 7 }, (_, i) => {
    const start = today - i * DAY_MS
    const posts = store.timeline.filter(
      (s) =>
        !s.reblog_of_id &&
        s.tags.includes(name) &&
        s.created_at.getTime() >= start &&
        s.created_at.getTime() < start + DAY_MS,
    )
    return {
      day: String(start / 1000),
      uses: String(posts.length),
      accounts: String(new Set(posts.map((s) => s.account_id)).size),
    }
  })
}

/** `found` (when given) first, then the other items. */
function first<T extends { id: string }>(found: T | undefined, items: T[]): T[] {
  return found ? [found, ...items.filter((item) => item.id !== found.id)] : items
}

/** The required `q`. @throws ApiError 400 "Missing field: q." (§1.5) */
function requiredQ(query: Params): string {
  const q = one(query, 'q')
  if (q === undefined) throw missingFields(['q'])
  return q
}

/** Reads limit (default, max 40) and offset (default 0). */
function window(query: Params, fallback: number): { limit: number; offset: number } {
  return {
    limit: Math.max(Math.min(integer(query, 'limit', fallback), 40), 0),
    offset: Math.max(integer(query, 'offset', 0), 0),
  }
}

/** Registers the search routes (the store's clock dates the tag history). */
export function registerSearch(app: FastifyInstance, { store, config }: ResourceContext): void {
  const viewerOf = (request: FastifyRequest) => currentUser(request, ['read:search', 'read'])

  app.get('/api/v1/accounts/search', (request, reply) => {
    requirePublicOrUser(request, config, 'read')
    const query = queryParams(request)
    const q = requiredQ(query)
    const viewer = viewerOf(request)
    const following = bool(query, 'following', false) && viewer ? viewer.id : null
    const { limit, offset } = window(query, 40)
    const found = searchAccounts(store, q, following).slice(offset, offset + limit)
    return sendJson(
      reply,
      request,
      found.map((a) => serializeAccount(store, a)),
    )
  })

  app.get('/api/v2/search', (request, reply) => {
    requirePublicOrUser(request, config, 'read')
    const query = queryParams(request)
    const q = requiredQ(query)
    const type = oneOf(query, 'type', TYPES, '')
    const wants = (t: string) => !type || type === t
    const viewer = viewerOf(request)?.id ?? null
    const following = bool(query, 'following', false) ? viewer : null
    const { limit, offset } = window(query, 20)
    const page = <T>(items: T[]): T[] => items.slice(offset, offset + limit)
    const resolved = bool(query, 'resolve', false)
      ? resolveQuery(store, q, originOf(request), viewer)
      : {}
    const accounts = wants('accounts')
      ? page(first(resolved.account, searchAccounts(store, q, following)))
      : []
    const statuses = wants('statuses')
      ? page(first(resolved.status, searchStatuses(store, q, viewer, one(query, 'account_id'))))
      : []
    const hashtags = wants('hashtags') ? page(searchHashtags(store, q)) : []
    const view = { viewer, withRelationship: bool(query, 'with_relationships', false) }
    const clock = store.clock()
    return sendJson(reply, request, {
      accounts: accounts.map((a) => serializeAccount(store, a, view)),
      statuses: renderStatuses(store, statuses, viewer),
      hashtags: hashtags.map((name) => ({
        name,
        url: `${ORIGIN}/tag/${encodeURIComponent(name.toLowerCase())}`,
        history: tagHistory(store, name, clock),
      })),
    })
  })
}
