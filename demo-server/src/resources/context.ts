/**
 * What every resource module gets, and the request helpers they share: who is calling, a
 * status the caller may see (404 otherwise, PLEROMA-API §1.4), and rendering for the caller
 * with the store's clock.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AuthConfig } from '../auth/config'
import { authenticate, currentUser, resolveAuth } from '../auth/guard'
import type { AuthState } from '../auth/state'
import { ApiError, notFound } from '../lib/errors'
import { sendJson } from '../http/reply'
import type { AccountRecord, StatusRecord } from '../model/records'
import { canSee } from '../model/rules'
import type { Store } from '../model/store'
import { serializeStatus } from '../serialize/status'

/** The instance a resource serves: its store, sign-in state and switches (read per request). */
export interface ResourceContext {
  store: Store
  auth: AuthState
  config: AuthConfig
}

/** A resource module's entry: registers its routes on `app` (a Fastify plugin body). */
export type Resource = (app: FastifyInstance, ctx: ResourceContext) => void | Promise<void>

/** The signed-in account of an authenticated route. @throws AuthError 403 (§1.2) */
export function actorOf(request: FastifyRequest, scopes: readonly string[]): AccountRecord {
  const account = authenticate(request, scopes).account
  if (!account) throw new Error('authenticate returned an app token for a user route')
  return account
}

/** The viewer id of a public route (null for visitors or a token without `read`). */
export const viewerOf = (request: FastifyRequest): string | null =>
  currentUser(request, ['read:statuses'])?.id ?? null

/**
 * On a private instance (`STARLING_PRIVATE=1`, Pleroma's `instance.public: false`) a request
 * without a signed-in user is refused: `timeline` routes (public, tag) with 401 `authorization
 * required for timeline view` (§5), other public reads (search) with 403 `This resource requires
 * authentication.` (§1.2, §10). A public instance lets everyone through.
 * @throws ApiError 401 or 403 as above
 */
export function requirePublicOrUser(
  request: FastifyRequest,
  config: AuthConfig,
  kind: 'timeline' | 'read',
): void {
  if (!config.privateInstance || resolveAuth(request)?.account) return
  throw kind === 'timeline'
    ? new ApiError(401, { error: 'authorization required for timeline view' })
    : new ApiError(403, { error: 'This resource requires authentication.' })
}

/** A status the viewer may see. @throws ApiError 404 `Record not found` */
export function visibleStatus(store: Store, viewerId: string | null, id: string): StatusRecord {
  const s = store.statuses.get(id)
  if (!s || !canSee(store, viewerId, s)) throw notFound()
  return s
}

/** Renders statuses for the viewer at the store's clock. */
export function renderStatuses(
  store: Store,
  statuses: readonly StatusRecord[],
  viewer: string | null,
): Record<string, unknown>[] {
  const now = store.clock()
  return statuses.map((s) => serializeStatus(store, s, { now, viewer }))
}

/** Sends one status rendered for the viewer. */
export function sendStatus(
  reply: FastifyReply,
  request: FastifyRequest,
  store: Store,
  s: StatusRecord,
  viewerId: string | null,
): FastifyReply {
  return sendJson(
    reply,
    request,
    serializeStatus(store, s, { now: store.clock(), viewer: viewerId }),
  )
}
