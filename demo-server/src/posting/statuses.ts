/**
 * POST /api/v1/statuses (create or preview), PUT /api/v1/statuses/:id (edit) and
 * GET /api/v1/statuses/:id/source (PLEROMA-API §6, §1.7). Creating and editing tell the social
 * side (social/events.ts) so timelines, streams, notifications and the edit history follow.
 *
 * Idempotency-Key: a successful create is remembered for one hour per user and key; a repeat
 * answers the same status with `idempotent-replayed: true` (Pleroma keeps 6 h and one global
 * key space; the issue asks for an hour, and per user keeps one member's key from another's).
 * Previews are never remembered.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createFlakeMinter } from '../ids'
import { ApiError, fillOrigin, notFound } from '../http/reply'
import { authenticate, currentUser } from '../auth/guard'
import { addStatus } from '../store'
import type { AccountRecord, Store } from '../store'
import { serializeStatus } from '../serialize/status'
import { canSee } from '../social/rules'
import { statusCreated, statusUpdated } from '../social/events'
import { paramBool, readBody } from './body'
import { applyEdit, composeStatus } from './compose'

/** How long an Idempotency-Key answer is replayed (ms). */
export const IDEMPOTENCY_TTL_MS = 60 * 60 * 1000

/** FlakeId worker of statuses posted through the API (the seed uses others). */
const POSTING_WORKER = 0x5747

type IdParams = { Params: { id: string } }

/** Sends a JSON text with status and content type. */
const sendText = (reply: FastifyReply, status: number, body: string): FastifyReply =>
  reply.code(status).type('application/json; charset=utf-8').send(body)

/** The signed-in author of a write, or a 403 (§1.2). */
function writer(request: FastifyRequest): AccountRecord {
  const auth = authenticate(request, ['write:statuses'])
  if (!auth.account) throw new ApiError(403, { error: 'Invalid credentials.' })
  return auth.account
}

/**
 * Registers the status writing routes.
 * @param now the instance clock (fixed in tests)
 */
export function registerStatusWriteRoutes(
  app: FastifyInstance,
  store: Store,
  now: () => Date,
): void {
  const mint = createFlakeMinter(POSTING_WORKER)
  const render = (request: FastifyRequest, data: unknown) =>
    fillOrigin(JSON.stringify(data), request)

  app.post('/api/v1/statuses', async (request, reply) => {
    const author = writer(request)
    const { params } = await readBody(request)
    const preview = paramBool(params, 'preview', false)
    const key = request.headers['idempotency-key']
    const cacheKey = typeof key === 'string' && key !== '' && !preview ? `${author.id}\n${key}` : ''
    const clock = now()
    if (cacheKey) {
      const cached = store.posting.idempotency.get(cacheKey)
      if (cached && cached.expires > clock.getTime()) {
        reply.header('idempotency-key', key).header('idempotent-replayed', 'true')
        return sendText(reply, cached.statusCode, cached.body)
      }
    }
    const { status, source } = composeStatus(store, author, params, clock, mint)
    if (preview) {
      const json = serializeStatus(store, status, { now: clock, viewer: author.id })
      const fake = { ...json, id: 'pleroma:fakeid', uri: 'pleroma:fake_object_id' }
      return sendText(reply, 200, render(request, fake))
    }
    addStatus(store, status)
    store.posting.sources.set(status.id, source)
    statusCreated(store, status)
    const body = render(request, serializeStatus(store, status, { now: clock, viewer: author.id }))
    if (cacheKey) {
      store.posting.idempotency.set(cacheKey, {
        expires: clock.getTime() + IDEMPOTENCY_TTL_MS,
        statusCode: 200,
        body,
      })
      reply.header('idempotency-key', key)
    }
    return sendText(reply, 200, body)
  })

  app.put<IdParams>('/api/v1/statuses/:id', async (request, reply) => {
    const author = writer(request)
    const status = store.statuses.get(request.params.id)
    if (!status || status.reblog_of_id || !canSee(store, author.id, status)) throw notFound()
    if (status.account_id !== author.id) throw new ApiError(403, { error: 'Access denied' })
    const { params } = await readBody(request)
    const previous = { ...status }
    const oldSource = store.posting.sources.get(status.id) ?? {
      text: status.text,
      content_type: 'text/plain',
    }
    const source = applyEdit(store, author, status, params, oldSource)
    store.posting.sources.set(status.id, source)
    statusUpdated(store, status, previous)
    const json = serializeStatus(store, status, { now: now(), viewer: author.id })
    return sendText(reply, 200, render(request, json))
  })

  app.get<IdParams>('/api/v1/statuses/:id/source', (request, reply) => {
    const viewer = currentUser(request, ['read:statuses'])
    const status = store.statuses.get(request.params.id)
    if (!status || status.reblog_of_id || !canSee(store, viewer?.id ?? null, status))
      throw notFound()
    const source = store.posting.sources.get(status.id)
    const json = {
      id: status.id,
      text: source?.text ?? status.text,
      spoiler_text: status.spoiler_text,
      content_type: source?.content_type ?? 'text/plain',
    }
    return sendText(reply, 200, render(request, json))
  })
}
