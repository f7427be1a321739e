/**
 * Request helpers of the social routes: who is calling, a status the caller may see (404
 * otherwise, PLEROMA-API §1.4), and rendering for the caller.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { authenticate, currentUser } from '../auth/guard'
import { notFound, sendJson } from '../http/reply'
import { serializeStatus } from '../serialize/status'
import type { AccountRecord, StatusRecord, Store } from '../store'
import { canSee } from './rules'

/** The clock the routes render with (the server's fixed `now` in tests). */
export type Clock = () => Date

/** The signed-in account of an authenticated route. @throws AuthError 403 (§1.2) */
export function actorOf(request: FastifyRequest, scopes: readonly string[]): AccountRecord {
  const account = authenticate(request, scopes).account
  if (!account) throw new Error('authenticate returned an app token for a user route')
  return account
}

/** The viewer id of a public route (null for visitors or a token without `read`). */
export const viewerOf = (request: FastifyRequest): string | null =>
  currentUser(request, ['read:statuses'])?.id ?? null

/** A status the viewer may see. @throws ApiError 404 `Record not found` */
export function visibleStatus(store: Store, viewerId: string | null, id: string): StatusRecord {
  const s = store.statuses.get(id)
  if (!s || !canSee(store, viewerId, s)) throw notFound()
  return s
}

/** Sends one status rendered for the viewer. */
export function sendStatus(
  reply: FastifyReply,
  request: FastifyRequest,
  store: Store,
  s: StatusRecord,
  viewerId: string | null,
  now: Date,
): FastifyReply {
  return sendJson(reply, request, serializeStatus(store, s, { now, viewer: viewerId }))
}
