/**
 * List calls (s2 §7 "Lists"; PLEROMA-API §9): the viewer's lists, their titles and members, and
 * the account search of the add-members box (DECISIONS.md "Calls": `resolve=true`, and
 * `following=true` when "following only" is ticked).
 */
import * as z from 'zod/mini'
import { normalizeUsers } from '../../entities/normalize/user'
import type { List, NormalizedBatch, User } from '../../entities/types'
import { encodePart } from '../../lib/urlPart'
import { ApiError, request } from '../http'
import { accountSchema } from '../schemas/account'
import { items } from '../schemas/items'
import { toList, toLists } from '../../entities/normalize/list'
import { listSchema, listsSchema } from '../schemas/list'

/** Users of an answer, with the batch for the entity store. */
export interface ListUsers {
  users: User[]
  batch: NormalizedBatch
}

const path = (id: string) => `/api/v1/lists/${encodePart(id)}`

/** A single-list answer as a List. @throws ApiError when it carries no id. */
function oneList(raw: z.output<typeof listSchema>, url: string): List {
  const list = toList(raw)
  if (!list) throw new ApiError(200, 'Unusable list in the answer', { method: 'GET', url })
  return list
}

/**
 * GET /api/v1/lists: the viewer's lists (newest first, no paging).
 * @throws ApiError, NetworkError
 */
export async function fetchLists(signal?: AbortSignal): Promise<List[]> {
  const { data } = await request('/api/v1/lists', { schema: listsSchema, signal })
  return toLists(data)
}

/** POST /api/v1/lists with `title`. @throws ApiError (422 "can't be blank"), NetworkError */
export async function createList(title: string): Promise<List> {
  const url = '/api/v1/lists'
  const { data } = await request(url, { method: 'POST', form: { title }, schema: listSchema })
  return oneList(data, url)
}

/** PUT /api/v1/lists/:id with `title`. @throws ApiError (404 "List not found"), NetworkError */
export async function renameList(id: string, title: string): Promise<List> {
  const { data } = await request(path(id), { method: 'PUT', form: { title }, schema: listSchema })
  return oneList(data, path(id))
}

/** DELETE /api/v1/lists/:id. @throws ApiError (404), NetworkError */
export async function deleteList(id: string): Promise<void> {
  await request(path(id), { method: 'DELETE', schema: z.unknown() })
}

/** GET /api/v1/lists/:id/accounts: the members (no paging). @throws ApiError (404), NetworkError */
export async function fetchListMembers(id: string, signal?: AbortSignal): Promise<ListUsers> {
  const { data } = await request(`${path(id)}/accounts`, {
    schema: items(accountSchema, 'account'),
    signal,
  })
  return normalizeUsers(data)
}

/**
 * POST (`add`) or DELETE (`remove`) /api/v1/lists/:id/accounts with `account_ids[]`. Does
 * nothing for no ids. @throws ApiError (404), NetworkError
 */
export async function changeListMembers(
  id: string,
  change: 'add' | 'remove',
  accountIds: readonly string[],
): Promise<void> {
  if (accountIds.length === 0) return
  await request(`${path(id)}/accounts`, {
    method: change === 'add' ? 'POST' : 'DELETE',
    form: { account_ids: [...accountIds] },
    schema: z.unknown(),
  })
}

/**
 * GET /api/v2/search?type=accounts&resolve=true (with `following=true` when `followingOnly`):
 * people to add to a list. @throws ApiError, NetworkError, AbortError
 */
export async function searchListCandidates(
  q: string,
  followingOnly: boolean,
  signal?: AbortSignal,
): Promise<ListUsers> {
  const { data } = await request('/api/v2/search', {
    schema: z.object({ accounts: items(accountSchema, 'account') }),
    query: { q, type: 'accounts', resolve: true, following: followingOnly || undefined },
    signal,
  })
  return normalizeUsers(data.accounts)
}
