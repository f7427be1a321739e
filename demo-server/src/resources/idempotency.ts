/**
 * The Idempotency-Key cache of the API's creates (PLEROMA-API §1.7): statuses and chat messages.
 * A successful answer is remembered for one hour per user and key; a repeat within that hour
 * gets the same status and body with `idempotent-replayed: true`, and both carry the
 * `idempotency-key` header. (Pleroma keeps 6 h in one global key space; the issue asked for an
 * hour, and per user keeps one member's key from another's.) Errors are not remembered.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { rememberAnswer } from '../model/operations/statuses'
import type { Store } from '../model/store'

/** How long an Idempotency-Key answer is replayed (ms). */
export const IDEMPOTENCY_TTL_MS = 60 * 60 * 1000

/** Sends a JSON text with status and content type. */
export const sendText = (reply: FastifyReply, status: number, body: string): FastifyReply =>
  reply.code(status).type('application/json; charset=utf-8').send(body)

/** The request's Idempotency-Key header, or undefined when absent or empty. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key']
  return typeof key === 'string' && key !== '' ? key : undefined
}

/**
 * Answers a create once per key: replays the remembered answer of `accountId` and the request's
 * key, or runs `create` (which returns the JSON text of a 200 answer, origin filled in) and
 * remembers it. `remember: false` (a preview) neither replays nor remembers.
 */
export function answerOnce(
  store: Store,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  create: () => string,
  remember = true,
): FastifyReply {
  const key = remember ? idempotencyKeyOf(request) : undefined
  if (key === undefined) return sendText(reply, 200, create())
  const cacheKey = `${accountId}\n${key}`
  const cached = store.posting.idempotency.get(cacheKey)
  reply.header('idempotency-key', key)
  if (cached && cached.expires > store.clock().getTime()) {
    reply.header('idempotent-replayed', 'true')
    return sendText(reply, cached.statusCode, cached.body)
  }
  const body = create()
  const expires = store.clock().getTime() + IDEMPOTENCY_TTL_MS
  rememberAnswer(store, cacheKey, { expires, statusCode: 200, body })
  return sendText(reply, 200, body)
}
