/**
 * A member's security settings (PLEROMA-API §13, TwitterAPI-style: most refusals are HTTP 200
 * `{"error": …}`): change_password (every token of the account revoked, as Pleroma's
 * `User.reset_password`), change_email, delete_account (deactivated, statuses gone, tokens
 * revoked), move_account, aliases, the MFA settings (TOTP set-up, confirmation, removal and
 * backup codes) and the OAuth token list. Each route answers under `/api/pleroma` and
 * `/api/v1/pleroma` as Pleroma's router does; the token list under `/api/oauth_tokens[.json]`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authenticate } from '../../auth/guard'
import { confirmTotp, disableTotp, mfaSettings, newBackupCodes, setupTotp } from '../../auth/mfa'
import { hashPassword, verifyPassword } from '../../auth/secrets'
import type { AuthState, Credentials } from '../../auth/state'
import { appById, revokeAllTokens, revokeTokenById, tokensOf } from '../../auth/tokens'
import { one, readParams, requireFields, type Params } from '../../http/params'
import { sendJson } from '../../http/reply'
import { ApiError } from '../../lib/errors'
import { HOST } from '../../lib/origin'
import {
  addAlias,
  deleteOwnAccount,
  knowsAlias,
  moveAccount,
  removeAlias,
} from '../../model/operations/account-settings'
import type { AccountRecord } from '../../model/records'
import { accountUrl, findAccount } from '../../model/store'
import type { ResourceContext } from '../context'
import { TITLE } from '../instance/documents'

/** Where Pleroma's router has these routes (the old prefix and the v1 one). */
const PREFIXES = ['/api/pleroma', '/api/v1/pleroma'] as const

/** Pleroma's answer to a wrong current password. */
const INVALID_PASSWORD = 'Invalid password.'

/** Pleroma's e-mail format (User.email_regex). */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** The signed-in member of a request. */
interface Member {
  account: AccountRecord
  creds: Credentials
}

/** The signed-in member: account and credentials. @throws AuthError 403 (§1.2) */
function member(request: FastifyRequest, scopes: readonly string[]): Member {
  const { account, creds } = authenticate(request, scopes)
  if (!account || !creds) throw new Error('authenticate returned an app token')
  return { account, creds }
}

/** Whether the `password` parameter is the member's current password. */
const passwordOk = (params: Params, creds: Credentials): boolean =>
  verifyPassword(one(params, 'password') ?? '', creds.passwordHash)

/** `nick@host` of an account, local ones with this instance's host (Pleroma's full_nickname). */
const fullNickname = (a: AccountRecord): string => `${a.username}@${a.host ?? HOST}`

/**
 * The new-password check of Pleroma's password changeset, as the controller words it.
 * @returns the refusal sentence, or null when the new password may be set
 */
function newPasswordError(password: string, confirmation: string): string | null {
  if (password === '') return "New password can't be blank."
  if (confirmation !== password) return 'New password does not match confirmation.'
  return null
}

/** The e-mail changeset's first refusal, or null. */
function emailError(state: AuthState, creds: Credentials, email: string): string | null {
  if (email.trim() === '') return "Email can't be blank."
  if (!EMAIL_FORMAT.test(email)) return 'Email has invalid format.'
  for (const other of state.credentials.values()) {
    if (other !== creds && other.email?.toLowerCase() === email.toLowerCase())
      return 'Email has already been taken.'
  }
  return null
}

/** Registers the account routes (change_password … aliases) under one prefix. */
function registerAccountRoutes(app: FastifyInstance, ctx: ResourceContext, prefix: string): void {
  const { store, auth: state } = ctx

  app.post(`${prefix}/change_password`, async (request, reply) => {
    const me = member(request, ['write:accounts'])
    const { params } = await readParams(request)
    requireFields(params, ['password', 'new_password', 'new_password_confirmation'])
    if (!passwordOk(params, me.creds)) return sendJson(reply, request, { error: INVALID_PASSWORD })
    const next = one(params, 'new_password') ?? ''
    const error = newPasswordError(next, one(params, 'new_password_confirmation') ?? '')
    if (error) return sendJson(reply, request, { error })
    me.creds.passwordHash = hashPassword(next)
    me.creds.passwordResetRequired = false
    revokeAllTokens(state, me.account.id)
    return sendJson(reply, request, { status: 'success' })
  })

  app.post(`${prefix}/change_email`, async (request, reply) => {
    const me = member(request, ['write:accounts'])
    const { params } = await readParams(request)
    requireFields(params, ['email', 'password'])
    if (!passwordOk(params, me.creds)) return sendJson(reply, request, { error: INVALID_PASSWORD })
    const email = one(params, 'email') ?? ''
    const error = emailError(state, me.creds, email)
    if (error) return sendJson(reply, request, { error })
    me.creds.email = email
    return sendJson(reply, request, { status: 'success' })
  })

  app.post(`${prefix}/delete_account`, async (request, reply) => {
    const me = member(request, ['write:accounts'])
    const { params } = await readParams(request)
    if (!passwordOk(params, me.creds)) return sendJson(reply, request, { error: INVALID_PASSWORD })
    me.creds.deactivated = true
    revokeAllTokens(state, me.account.id)
    deleteOwnAccount(store, me.account)
    return sendJson(reply, request, { status: 'success' })
  })

  app.post(`${prefix}/move_account`, async (request, reply) => {
    const me = member(request, ['write:accounts'])
    const { params } = await readParams(request)
    requireFields(params, ['password', 'target_account'])
    if (!passwordOk(params, me.creds)) return sendJson(reply, request, { error: INVALID_PASSWORD })
    const target = findAccount(store, one(params, 'target_account') ?? '')
    if (!target || target.deactivated || target.id === me.account.id)
      throw new ApiError(404, { error: 'Target account not found.' })
    if (!knowsAlias(target, me.account)) {
      return sendJson(reply, request, {
        error: 'Target account must have the origin in `alsoKnownAs`',
      })
    }
    moveAccount(store, me.account, target)
    return sendJson(reply, request, { status: 'success' })
  })

  app.get(`${prefix}/aliases`, async (request, reply) => {
    const me = member(request, ['read:accounts'])
    const aliases = me.account.also_known_as
      .map((id) => [...store.accounts.values()].find((a) => accountUrl(a) === id))
      .filter((a): a is AccountRecord => a !== undefined)
      .map(fullNickname)
    return sendJson(reply, request, { aliases })
  })

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: `${prefix}/aliases`,
      handler: async (request, reply) => {
        const me = member(request, ['write:accounts'])
        const { params } = await readParams(request)
        requireFields(params, ['alias'])
        const alias = findAccount(store, one(params, 'alias') ?? '')
        if (!alias) return sendJson(reply, request, { error: 'not_found' })
        if (method === 'PUT') addAlias(me.account, alias)
        else if (!removeAlias(me.account, alias))
          throw new ApiError(404, { error: 'Account has no such alias.' })
        return sendJson(reply, request, { status: 'success' })
      },
    })
  }
}

/** Registers the MFA settings routes under one prefix. */
function registerMfaRoutes(app: FastifyInstance, ctx: ResourceContext, prefix: string): void {
  const base = `${prefix}/accounts/mfa`
  app.get(base, async (request, reply) => {
    const me = member(request, ['read:security'])
    return sendJson(reply, request, { settings: mfaSettings(me.creds) })
  })
  app.get(`${base}/setup/totp`, async (request, reply) => {
    const me = member(request, ['write:security'])
    const label = me.creds.email ?? me.account.username
    return sendJson(reply, request, setupTotp(me.creds, label, TITLE))
  })
  app.post(`${base}/confirm/totp`, async (request, reply) => {
    const me = member(request, ['write:security'])
    const { params } = await readParams(request)
    if (one(params, 'password') === undefined || one(params, 'code') === undefined)
      throw new ApiError(400, { error: 'undefined mfa method' })
    if (!passwordOk(params, me.creds)) throw new ApiError(422, { error: INVALID_PASSWORD })
    if (!confirmTotp(me.creds, one(params, 'code'), ctx.auth.now()))
      throw new ApiError(422, { error: 'invalid_token' })
    return sendJson(reply, request, {})
  })
  app.delete(`${base}/totp`, async (request, reply) => {
    const me = member(request, ['write:security'])
    const { params } = await readParams(request)
    if (!passwordOk(params, me.creds)) throw new ApiError(422, { error: INVALID_PASSWORD })
    disableTotp(me.creds)
    return sendJson(reply, request, {})
  })
  app.get(`${base}/backup_codes`, async (request, reply) => {
    const me = member(request, ['write:security'])
    return sendJson(reply, request, { codes: newBackupCodes(me.creds) })
  })
}

/** `valid_until` as Pleroma renders a NaiveDateTime: no zone, microseconds. */
const naiveDate = (ms: number): string => `${new Date(ms).toISOString().slice(0, -1)}000`

/** Registers `GET /api/oauth_tokens` and `DELETE /api/oauth_tokens/:id` (any user token). */
function registerTokenRoutes(app: FastifyInstance, state: AuthState): void {
  const list = async (request: FastifyRequest, reply: FastifyReply) => {
    const me = member(request, [])
    const tokens = tokensOf(state, me.account.id).map((t) => ({
      id: t.id,
      valid_until: naiveDate(t.validUntil),
      app_name: appById(state, t.appId)?.name ?? null,
    }))
    return sendJson(reply, request, tokens)
  }
  app.get('/api/oauth_tokens', list)
  app.get('/api/oauth_tokens.json', list)
  app.delete<{ Params: { id: string } }>('/api/oauth_tokens/:id', async (request, reply) => {
    const me = member(request, [])
    const id = Number(request.params.id.replace(/\.json$/, ''))
    if (Number.isInteger(id)) revokeTokenById(state, me.account.id, id)
    return reply.code(201).send()
  })
}

/** Registers every security settings route (a resource of resources/index.ts). */
export function registerSecurity(app: FastifyInstance, ctx: ResourceContext): void {
  for (const prefix of PREFIXES) {
    registerAccountRoutes(app, ctx, prefix)
    registerMfaRoutes(app, ctx, prefix)
  }
  registerTokenRoutes(app, ctx.auth)
}
