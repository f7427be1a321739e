/**
 * Searches for the composer's autocomplete (s1 §9; DECISIONS.md "User autocomplete"; PLEROMA-API
 * §4 accounts/search, §10 v2 search).
 */
import * as z from 'zod/mini'
import { normalizeUsers } from '../../entities/normalize/user'
import type { NormalizedBatch, User } from '../../entities/types'
import { request } from '../http'
import { accountSchema } from '../schemas/account'
import { list, str } from '../schemas/lenient'
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
