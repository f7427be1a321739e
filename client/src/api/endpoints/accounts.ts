/** Account calls (s2 §7 "Accounts"; PLEROMA-API §4), answers normalized. */
import { normalizeRelationship } from '../../entities/normalize/relationship'
import { collectUsers, normalizeUser } from '../../entities/normalize/user'
import type { NormalizedBatch, Relationship, User } from '../../entities/types'
import { isUsableId } from '../../lib/pageIds'
import { ApiError, request } from '../http'
import { accountSchema, type RawAccount } from '../schemas/account'
import { list } from '../schemas/lenient'
import { relationshipSchema } from '../schemas/relationship'
import { encodePart } from '../../lib/urlPart'

export interface AccountResult {
  user: User
  /** The user and the account it moved to, for the entity store. */
  batch: NormalizedBatch
}

/**
 * The one account of an answer; one without a usable id is taken as the account `asked` for
 * when that is an id (the obvious repair, issue 22). @throws ApiError when still unusable.
 */
function toResult(raw: RawAccount, url: string, asked?: string): AccountResult {
  const user = normalizeUser(isUsableId(raw.id) || !isUsableId(asked) ? raw : { ...raw, id: asked })
  if (!user) throw new ApiError(200, 'Unusable account in the answer', { method: 'GET', url })
  const users: User[] = []
  collectUsers(user, users)
  return { user, batch: { statuses: [], users } }
}

/**
 * GET /api/v1/accounts/:id (`:id` may also be a nickname or nick@host).
 * @throws ApiError (404 "Can't find user"), NetworkError
 */
export async function fetchAccount(id: string, signal?: AbortSignal): Promise<AccountResult> {
  const path = `/api/v1/accounts/${encodePart(id)}`
  const { data } = await request(path, { schema: accountSchema, signal })
  return toResult(data, path, id)
}

/**
 * GET /api/v1/accounts/lookup?acct=; a 404 falls back to using the name as the id (s2 §7),
 * which older Pleroma answers.
 * @throws ApiError, NetworkError
 */
export async function lookupAccount(acct: string, signal?: AbortSignal): Promise<AccountResult> {
  const name = acct.replace(/^@/, '')
  try {
    const path = '/api/v1/accounts/lookup'
    const { data } = await request(path, { schema: accountSchema, query: { acct: name }, signal })
    return toResult(data, path)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return fetchAccount(name, signal)
    throw error
  }
}

/** GET /api/v1/accounts/verify_credentials: the signed-in user. @throws ApiError, NetworkError */
export async function verifyCredentials(signal?: AbortSignal): Promise<AccountResult> {
  const path = '/api/v1/accounts/verify_credentials'
  const { data } = await request(path, { schema: accountSchema, signal })
  return toResult(data, path)
}

/** GET /api/v1/accounts/relationships?id[]=... (unknown ids skipped). @throws ApiError, NetworkError */
export async function fetchRelationships(
  ids: string[],
  signal?: AbortSignal,
): Promise<Relationship[]> {
  if (ids.length === 0) return []
  const { data } = await request('/api/v1/accounts/relationships', {
    schema: list(relationshipSchema),
    query: { id: ids },
    signal,
  })
  return data.flatMap((r) => normalizeRelationship(r) ?? [])
}

async function relationshipCall(id: string, action: 'follow' | 'unfollow'): Promise<Relationship> {
  const path = `/api/v1/accounts/${encodePart(id)}/${action}`
  const { data } = await request(path, { method: 'POST', schema: relationshipSchema })
  const relationship = normalizeRelationship(data)
  if (!relationship)
    throw new ApiError(200, 'Unusable relationship in the answer', { method: 'POST', url: path })
  return relationship
}

/**
 * POST /api/v1/accounts/:id/follow (s2 §7 "Accounts"): follows, or asks to follow a locked
 * account (the answer then has `requested`). @throws ApiError, NetworkError
 */
export function followAccount(id: string): Promise<Relationship> {
  return relationshipCall(id, 'follow')
}

/**
 * POST /api/v1/accounts/:id/unfollow: stops following, or withdraws a pending request.
 * @throws ApiError, NetworkError
 */
export function unfollowAccount(id: string): Promise<Relationship> {
  return relationshipCall(id, 'unfollow')
}
