/**
 * Password reset request, `POST /auth/password` (PLEROMA-API §3.7): `email` (an address or a
 * nickname) or `nickname`, from query or form. Always 204 with an empty body, also for unknown
 * accounts, so nobody can probe which addresses exist. This instance configures Pleroma's
 * `request` limiter: 3 requests per minute per client address, then 429 `{"error":"Throttled"}`.
 * No mail is sent (the demo has no mailer).
 */
import type { FastifyInstance } from 'fastify'
import type { AuthState } from '../../auth/state'
import { createLimiter, THROTTLED } from '../../http/limiter'
import { readParams } from '../../http/params'

/** Requests allowed per window and the window in ms. */
export const PASSWORD_RESET_LIMIT = { max: 3, windowMs: 60_000 } as const

/** Registers `POST /auth/password` on `app`. */
export function registerPasswordResetRoute(app: FastifyInstance, state: AuthState): void {
  const limiter = createLimiter(PASSWORD_RESET_LIMIT.max, PASSWORD_RESET_LIMIT.windowMs, state.now)
  app.post('/auth/password', async (request, reply) => {
    if (!limiter.hit(request.ip)) return reply.code(429).send(THROTTLED)
    await readParams(request)
    return reply.code(204).send()
  })
}
