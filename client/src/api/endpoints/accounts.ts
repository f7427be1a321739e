/** Account calls (s2 §7 "Accounts"; PLEROMA-API §4), answers normalized. */
import { normalizeRelationship } from '../../entities/normalize/relationship'
import type { List, Relationship } from '../../entities/types'
import { ApiError, request } from '../http'
import { accountSchema } from '../schemas/account'
import { toAccountResult, type AccountResult } from './accountResult'
import * as z from 'zod/mini'
import { id as idField, list } from '../schemas/lenient'
import { items } from '../schemas/items'
import { toUsers, type UsersResult } from './statuses'
import { relationshipSchema } from '../schemas/relationship'
import { listsSchema } from '../schemas/list'
import { toLists } from '../../entities/normalize/list'
import { encodePart } from '../../lib/urlPart'

const reportSchema = z.object({ id: idField })

/**
 * GET /api/v1/accounts/:id (`:id` may also be a nickname or nick@host).
 * @throws ApiError (404 "Can't find user"), NetworkError
 */
export async function fetchAccount(id: string, signal?: AbortSignal): Promise<AccountResult> {
  const path = `/api/v1/accounts/${encodePart(id)}`
  const { data } = await request(path, { schema: accountSchema, signal })
  return toAccountResult(data, { method: 'GET', url: path }, id)
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
    return toAccountResult(data, { method: 'GET', url: path })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return fetchAccount(name, signal)
    throw error
  }
}

/** GET /api/v1/accounts/verify_credentials: the signed-in user. @throws ApiError, NetworkError */
export async function verifyCredentials(signal?: AbortSignal): Promise<AccountResult> {
  const path = '/api/v1/accounts/verify_credentials'
  const { data } = await request(path, { schema: accountSchema, signal })
  return toAccountResult(data, { method: 'GET', url: path })
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

/** The relation calls of s2 §7 "Accounts" that answer a Relationship (PLEROMA-API §4). */
export type RelationAction =
  | 'follow'
  | 'unfollow'
  | 'block'
  | 'unblock'
  | 'mute'
  | 'unmute'
  | 'remove_from_followers'
  | 'subscribe'
  | 'unsubscribe'
  | 'note'

/** subscribe and unsubscribe live under /api/v1/pleroma/accounts (PLEROMA-API §4). */
function relationPath(id: string, action: RelationAction): string {
  const prefix = action === 'subscribe' || action === 'unsubscribe' ? '/api/v1/pleroma' : '/api/v1'
  return `${prefix}/accounts/${encodePart(id)}/${action}`
}

/**
 * POST one relation call on account `id` with an optional form body; answers the new
 * Relationship, normalized. @throws ApiError (403 blocked, 404, 429), NetworkError
 */
export async function relationCall(
  id: string,
  action: RelationAction,
  form?: Record<string, string | boolean>,
): Promise<Relationship> {
  const path = relationPath(id, action)
  const { data } = await request(path, { method: 'POST', form, schema: relationshipSchema })
  const relationship = normalizeRelationship(data)
  if (!relationship)
    throw new ApiError(200, 'Unusable relationship in the answer', { method: 'POST', url: path })
  return relationship
}

/**
 * POST /api/v1/accounts/:id/follow (s2 §7 "Accounts"): follows, or asks to follow a locked
 * account (the answer then has `requested`). `reblogs` false hides their repeats from home
 * (also how an existing follow changes "hide or show repeats"). @throws ApiError, NetworkError
 */
export function followAccount(id: string, reblogs?: boolean): Promise<Relationship> {
  return relationCall(id, 'follow', reblogs === undefined ? undefined : { reblogs })
}

/**
 * POST /api/v1/accounts/:id/unfollow: stops following, or withdraws a pending request.
 * @throws ApiError, NetworkError
 */
export function unfollowAccount(id: string): Promise<Relationship> {
  return relationCall(id, 'unfollow')
}

/** POST /api/v1/accounts/:id/note with `comment`: the viewer's private note. @throws ApiError, NetworkError */
export function saveNote(id: string, comment: string): Promise<Relationship> {
  return relationCall(id, 'note', { comment })
}

/** GET /api/v1/accounts/:id/lists: the viewer's lists holding that account. @throws ApiError, NetworkError */
export async function fetchAccountLists(id: string, signal?: AbortSignal): Promise<List[]> {
  const { data } = await request(`/api/v1/accounts/${encodePart(id)}/lists`, {
    schema: listsSchema,
    signal,
  })
  return toLists(data)
}

function hasError(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'error' in value
}

/**
 * GET /api/v1/suggestions (who-to-follow, s1 §2): the suggested accounts in the server's
 * order; an entry with an `error` field is ignored (s2 §8). @throws ApiError, NetworkError
 */
export async function fetchSuggestions(signal?: AbortSignal): Promise<UsersResult> {
  const { data } = await request('/api/v1/suggestions', { schema: list(z.unknown()), signal })
  return toUsers(
    z.parse(
      items(accountSchema, 'account'),
      data.filter((v) => !hasError(v)),
    ),
  )
}

/** s1 §3 "Report request": userId, comment, forward, statusIds. */
export interface ReportRequest {
  userId: string
  comment: string
  forward: boolean
  statusIds: string[]
}

/**
 * POST /api/v1/reports (s2 §7 "Domains, reports"; PLEROMA-API §12.2): account_id, status_ids,
 * comment, forward. Answers the report's id. @throws ApiError (400 "Account not found",
 * comment too long), NetworkError
 */
export async function sendReport(report: ReportRequest): Promise<string> {
  const { data } = await request('/api/v1/reports', {
    method: 'POST',
    json: {
      account_id: report.userId,
      status_ids: report.statusIds,
      comment: report.comment,
      forward: report.forward,
    },
    schema: reportSchema,
  })
  return data.id ?? ''
}
