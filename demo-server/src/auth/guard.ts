/**
 * Token checks other routes use (PLEROMA-API §1.2, §1.3). A token is looked up from the
 * `access_token` parameter (query or body), then `Authorization: Bearer <t>` (also `Bearer:`,
 * any case). An unknown token is not an error by itself: the route class decides.
 *
 * Authenticated routes answer 403 `{"error":"Invalid credentials."}` without a usable user token
 * and 403 `{"error":"Insufficient permissions: <a> | <b>."}` when the token lacks every one of
 * the listed scopes. (Pleroma answers 403 here, not Mastodon's 401; §1.2.)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { one, queryParams, requestParams } from '../http/params'
import { ApiError } from '../lib/errors'
import { privilegesOf } from '../model/privileges'
import type { AccountRecord } from '../model/records'
import { insufficientMessage, satisfies } from './scopes'
import type { AuthState, Credentials, TokenRecord } from './state'
import { findToken } from './tokens'

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-in state, decorated on the root instance by `authRoutes`. */
    starlingAuth: AuthState
  }
}

/** Who is calling: the token, and for user tokens the account and its credentials. */
export interface AuthContext {
  token: TokenRecord
  /** Null for app tokens (client_credentials). */
  account: AccountRecord | null
  creds: Credentials | null
}

/**
 * A refusal with its HTTP status and Pleroma's JSON body `{"error": …}`. An ApiError, so a
 * handler may simply let it propagate to app.ts's error handler.
 */
export class AuthError extends ApiError {
  /** @param statusCode 403 in every case Pleroma has (§1.2) */
  constructor(statusCode: number, error: string) {
    super(statusCode, { error })
  }
}

/** The auth state of the server a request arrived on. Throws when `authRoutes` is not registered. */
export function authStateOf(request: FastifyRequest): AuthState {
  const state = (request.server as FastifyInstance & { starlingAuth?: AuthState }).starlingAuth
  if (!state) throw new Error('authRoutes is not registered on this server')
  return state
}

/** The raw token string a request carries, or undefined. */
export function tokenString(request: FastifyRequest): string | undefined {
  const param =
    one(queryParams(request), 'access_token') || one(requestParams(request), 'access_token')
  if (param) return param
  const header = request.headers.authorization
  const match = header ? /^Bearer:?\s+(\S+)/i.exec(header) : null
  return match?.[1]
}

/** Resolves the request's token to a context; undefined for none, unknown, revoked, or a disabled user. */
export function resolveAuth(request: FastifyRequest): AuthContext | undefined {
  const state = authStateOf(request)
  const raw = tokenString(request)
  const token = raw ? findToken(state, raw) : undefined
  if (!token) return undefined
  if (token.accountId === null) return { token, account: null, creds: null }
  const account = state.store.accounts.get(token.accountId)
  const creds = state.credentials.get(token.accountId)
  if (!account || !creds || creds.deactivated) return undefined
  return { token, account, creds }
}

/**
 * Requires a user token holding one of `anyOf` scopes (empty: any token).
 * @param options.allowAppToken also accept app tokens (app-level routes: apps, registration)
 * @throws AuthError 403 "Invalid credentials." / "Insufficient permissions: ..."
 */
export function authenticate(
  request: FastifyRequest,
  anyOf: readonly string[] = [],
  options: { allowAppToken?: boolean } = {},
): AuthContext {
  const auth = resolveAuth(request)
  if (!auth || (auth.account === null && !options.allowAppToken)) {
    throw new AuthError(403, 'Invalid credentials.')
  }
  if (!satisfies(auth.token.scopes, anyOf)) throw new AuthError(403, insufficientMessage(anyOf))
  return auth
}

/**
 * The signed-in account for public routes that personalise (relationships, favourited flags),
 * or null when anonymous, the token is unusable, or it lacks every one of `anyOf` (Pleroma's
 * `proceed_unauthenticated` fallback: the request is then served anonymously).
 */
export function currentUser(
  request: FastifyRequest,
  anyOf: readonly string[] = [],
): AccountRecord | null {
  const auth = resolveAuth(request)
  if (!auth?.account || !satisfies(auth.token.scopes, anyOf)) return null
  return auth.account
}

/**
 * A preHandler for authenticated routes: replies 403 with Pleroma's body when `authenticate`
 * refuses. Usage: `app.post(path, { preHandler: requireScopes('write:statuses') }, handler)`;
 * the handler then calls `authenticate(request, [...])` again or `currentUser(request)`.
 */
export function requireScopes(...anyOf: string[]) {
  return async function checkScopes(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      authenticate(request, anyOf)
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      await reply.code(error.statusCode).send(error.body)
    }
  }
}

/**
 * A preHandler of the admin API (PLEROMA-API §1.2, §14) in Pleroma's order: no user token 403
 * `Invalid credentials.`, not staff 403 `User is not a staff member.`, then `refusal(account)`
 * (a 403 text, or null to pass), then the token's scopes (403 `Insufficient permissions: …`).
 */
function staffGuard(refusal: (account: AccountRecord) => string | null, anyOf: string[]) {
  return async function checkStaff(request: FastifyRequest, reply: FastifyReply) {
    try {
      const auth = resolveAuth(request)
      const account = auth?.account
      if (!auth || !account) throw new AuthError(403, 'Invalid credentials.')
      if (!account.is_admin && !account.is_moderator)
        throw new AuthError(403, 'User is not a staff member.')
      const refused = refusal(account)
      if (refused) throw new AuthError(403, refused)
      if (!satisfies(auth.token.scopes, anyOf)) throw new AuthError(403, insufficientMessage(anyOf))
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      await reply.code(error.statusCode).send(error.body)
    }
  }
}

/** Admin API routes guarded by `privilege` (403 `User isn't privileged.` without it). */
export const requirePrivilege = (privilege: string, ...anyOf: string[]) =>
  staffGuard(
    (account) => (privilegesOf(account).includes(privilege) ? null : "User isn't privileged."),
    anyOf,
  )

/** Admin-only routes of the admin API (403 `User is not an admin.` for moderators). */
export const requireAdmin = (...anyOf: string[]) =>
  staffGuard((account) => (account.is_admin ? null : 'User is not an admin.'), anyOf)
