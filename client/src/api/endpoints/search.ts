/**
 * Searches: the composer's autocomplete (s1 §9; DECISIONS.md "User autocomplete"; PLEROMA-API
 * §4 accounts/search) and the search page (s2 §7 "Search"; PLEROMA-API §10 v2 search).
 */
import * as z from 'zod/mini'
import { normalizeStatuses } from '../../entities/normalize/status'
import { normalizeUsers } from '../../entities/normalize/user'
import type { NormalizedBatch, User } from '../../entities/types'
import { request } from '../http'
import { accountSchema } from '../schemas/account'
import { list, str } from '../schemas/lenient'
import { statusSchema } from '../schemas/status'
import { items } from '../schemas/items'

/** s1 §9 "at most 20 local users". */
export const USER_SUGGESTION_LIMIT = 20

/**
 * GET /api/v1/accounts/search?q=&limit=20: users for `@` autocomplete, with the batch for the
 * entity store. @throws ApiError, NetworkError, AbortError
 */
export async function searchAccounts(
  q: string,
  signal?: AbortSignal,
): Promise<{ users: User[]; batch: NormalizedBatch }> {
  const { data } = await request('/api/v1/accounts/search', {
    schema: items(accountSchema, 'account'),
    query: { q, limit: USER_SUGGESTION_LIMIT },
    signal,
  })
  return normalizeUsers(data)
}

const hashtagSearchSchema = z.object({
  hashtags: list(z.union([z.string(), z.object({ name: str })])),
})

/**
 * GET /api/v2/search?type=hashtags: tag names (without '#') for `#` autocomplete.
 * @throws ApiError, NetworkError, AbortError
 */
export async function searchHashtags(q: string, signal?: AbortSignal): Promise<string[]> {
  const { data } = await request('/api/v2/search', {
    schema: hashtagSearchSchema,
    query: { q, type: 'hashtags', limit: 10 },
    signal,
  })
  return data.hashtags
    .map((tag) => (typeof tag === 'string' ? tag : (tag.name ?? '')))
    .filter((name) => name !== '')
}

/** One day of a hashtag's history (Mastodon's Tag history; numbers arrive as strings). */
export interface HashtagDay {
  day: string
  uses: number
  accounts: number
}

/** A hashtag of a search answer (s1 §3 "Search result": name, url, history, newest day first). */
export interface Hashtag {
  name: string
  url: string
  history: HashtagDay[]
}

/** What {@link search} asks for (s2 §7 "Search", DECISIONS.md "Calls", PLEROMA-API §10). */
export interface SearchParams {
  q: string
  /** Only this kind of result; sent under its own name `type` (not the old client's defect). */
  type?: 'accounts' | 'statuses' | 'hashtags'
  /** Page size, default 20. */
  limit?: number
  offset?: number
  /** Only accounts the user follows. */
  following?: boolean
}

/** A search answer: users and status ids in the server's order, hashtags, the batch. */
export interface SearchResult {
  users: User[]
  statusIds: string[]
  hashtags: Hashtag[]
  batch: NormalizedBatch
}

const count = z.catch(z.pipe(z.union([z.string(), z.number()]), z.transform(Number)), 0)
const searchSchema = z.object({
  accounts: items(accountSchema, 'account'),
  statuses: items(statusSchema, 'status'),
  hashtags: list(
    z.union([
      z.string(),
      z.object({
        name: str,
        url: str,
        history: list(z.object({ day: str, uses: count, accounts: count })),
      }),
    ]),
  ),
})

/** Default page size of a search (PLEROMA-API §10). */
export const SEARCH_LIMIT = 20

/**
 * GET /api/v2/search with q, resolve=true, limit, offset, with_relationships=true and, when
 * given, `type` and `following`. Each kind is trimmed to the limit (s2 §5 "Search results are
 * trimmed"); hashtags as plain strings (old servers) become names without history.
 * @throws ApiError, NetworkError, AbortError
 */
export async function search(params: SearchParams, signal?: AbortSignal): Promise<SearchResult> {
  const limit = params.limit ?? SEARCH_LIMIT
  const { data } = await request('/api/v2/search', {
    schema: searchSchema,
    query: {
      q: params.q,
      type: params.type,
      resolve: true,
      limit,
      offset: params.offset,
      following: params.following || undefined,
      with_relationships: true,
    },
    signal,
  })
  const people = normalizeUsers(data.accounts.slice(0, limit))
  const posts = normalizeStatuses(data.statuses.slice(0, limit))
  const hashtags = data.hashtags.slice(0, limit).flatMap((tag): Hashtag[] => {
    if (typeof tag === 'string') return tag ? [{ name: tag, url: '', history: [] }] : []
    return tag.name
      ? [
          {
            name: tag.name,
            url: tag.url ?? '',
            history: tag.history.map((d) => ({ ...d, day: d.day ?? '' })),
          },
        ]
      : []
  })
  return {
    users: people.users,
    statusIds: posts.ids,
    hashtags,
    batch: {
      statuses: posts.batch.statuses,
      users: [...people.batch.users, ...posts.batch.users],
    },
  }
}
