/**
 * The guard of admin-only routes of the admin API (PLEROMA-API §1.2, §14 `permission_group`), in
 * Pleroma's order: no user token 403 `Invalid credentials.`, not staff 403 `User is not a staff
 * member.`, a moderator 403 `User is not an admin.`, then the token's scopes (403
 * `Insufficient permissions: <scope>.`). Privileged routes use guard.ts `requirePrivilege`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AuthError, resolveAuth } from './guard'
import { insufficientMessage, satisfies } from './scopes'

/** A preHandler for admin-only routes holding one of the `anyOf` scopes. */
export function requireAdmin(...anyOf: string[]) {
  return async function checkAdmin(request: FastifyRequest, reply: FastifyReply) {
    try {
      const auth = resolveAuth(request)
      const account = auth?.account
      if (!auth || !account) throw new AuthError(403, 'Invalid credentials.')
      if (!account.is_admin && !account.is_moderator)
        throw new AuthError(403, 'User is not a staff member.')
      if (!account.is_admin) throw new AuthError(403, 'User is not an admin.')
      if (!satisfies(auth.token.scopes, anyOf)) throw new AuthError(403, insufficientMessage(anyOf))
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      await reply.code(error.statusCode).send(error.body)
    }
  }
}
