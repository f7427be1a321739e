/**
 * Registration, `POST /api/v1/accounts` (PLEROMA-API §4.1, s2 §7 "Accounts"): needs an app token
 * (client_credentials); checks the required fields, the e-mail switch, the native captcha, then
 * Pleroma's changeset rules; answers the token JSON, or the awaiting-approval /
 * missing-confirmed-email message when the instance requires either.
 */
import type { FastifyInstance } from 'fastify'
import { verifyCaptcha } from '../../auth/captcha'
import type { AuthConfig } from '../../auth/config'
import { resolveAuth } from '../../auth/guard'
import { hashPassword } from '../../auth/secrets'
import { newCredentials, type AuthState } from '../../auth/state'
import { appById, issueToken, tokenAnswer } from '../../auth/tokens'
import { one, readParams, requireFields, type Params } from '../../http/params'
import { originOf } from '../../http/reply'
import { RESERVED_NICKNAMES } from '../../model/nicknames'
import { addLocalAccount } from '../../model/operations/accounts'
import { findAccount } from '../../model/store'

/** Length limits in characters (Pleroma defaults). */
const LIMITS = { nickname: 100, name: 100, bio: 5000, registration_reason: 500 }
const TOO_LONG = 'should be at most %{count} character(s)'
const BLANK = "can't be blank"

/** Pleroma's registration answer when a moderator must approve the account first. */
export const AWAITING_APPROVAL = {
  message: "You have been registered. You'll be able to log in once your account is approved.",
  identifier: 'awaiting_approval',
} as const

/** Pleroma's registration answer when the e-mail address must be confirmed first. */
export const MISSING_CONFIRMED_EMAIL = {
  message: 'You have been registered. Please check your email for further instructions.',
  identifier: 'missing_confirmed_email',
} as const

/**
 * Pleroma's changeset checks, as `field → [messages]` (uninterpolated Ecto texts).
 * @returns an empty object when the registration may go ahead
 */
export function registrationErrors(
  state: AuthState,
  config: AuthConfig,
  params: Params,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string): void => {
    errors[field] = [...(errors[field] ?? []), message]
  }
  const nickname = one(params, 'username') ?? ''
  const email = (one(params, 'email') ?? '').trim()
  const name = one(params, 'fullname') ?? nickname
  const bio = one(params, 'bio') ?? ''
  const reason = one(params, 'reason') ?? ''

  if (nickname === '') add('nickname', BLANK)
  else if (!/^[a-zA-Z\d_-]+$/.test(nickname)) add('nickname', 'has invalid format')
  else if (RESERVED_NICKNAMES.includes(nickname.toLowerCase())) add('nickname', 'Invalid nickname')
  else if (nickname.length > LIMITS.nickname) add('nickname', TOO_LONG)
  else if (findAccount(state.store, nickname)) add('nickname', 'has already been taken')

  if (email === '') {
    if (config.activationRequired) add('email', BLANK)
  } else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    add('email', 'has invalid format')
  } else if (
    [...state.credentials.values()].some((c) => c.email?.toLowerCase() === email.toLowerCase())
  ) {
    add('email', 'has already been taken')
  }

  if ((one(params, 'password') ?? '') === '') add('password', BLANK)
  if (name.length > LIMITS.name) add('name', TOO_LONG)
  if (bio.length > LIMITS.bio) add('bio', TOO_LONG)
  if (config.approvalRequired && reason.trim() === '') add('registration_reason', BLANK)
  if (reason.length > LIMITS.registration_reason) add('registration_reason', TOO_LONG)
  return errors
}

/** Registers `POST /api/v1/accounts` on `app`. */
export function registerRegistrationRoute(
  app: FastifyInstance,
  state: AuthState,
  config: AuthConfig,
): void {
  app.post('/api/v1/accounts', async (request, reply) => {
    const auth = resolveAuth(request)
    if (!auth || auth.account !== null)
      return reply.code(403).send({ error: 'Invalid credentials' })
    const client = appById(state, auth.token.appId)
    if (!client) return reply.code(403).send({ error: 'Invalid credentials' })
    const { params } = await readParams(request)
    requireFields(params, ['username', 'password', 'agreement'])
    if (!config.registrationsOpen) {
      return reply
        .code(400)
        .send({ error: params.token === undefined ? 'Expired token' : 'Invalid token' })
    }
    if (config.activationRequired && params.email === undefined) {
      return reply.code(400).send({ error: 'Missing parameter: email' })
    }
    if (config.captchaEnabled) {
      const problem = verifyCaptcha(state, params)
      if (problem) return reply.code(400).send({ error: JSON.stringify({ captcha: [problem] }) })
    }
    const errors = registrationErrors(state, config, params)
    if (Object.keys(errors).length > 0)
      return reply.code(400).send({ error: JSON.stringify(errors) })

    const username = one(params, 'username') ?? ''
    const account = addLocalAccount(state.store, {
      username,
      displayName: (one(params, 'fullname') ?? '').trim() || username,
      bio: one(params, 'bio') ?? '',
    })
    const email = (one(params, 'email') ?? '').trim()
    const passwordHash = hashPassword(one(params, 'password') ?? '')
    const creds = newCredentials(account.id, email === '' ? null : email, passwordHash)
    creds.approved = !config.approvalRequired
    creds.confirmed = !config.activationRequired
    creds.registrationReason = one(params, 'reason') ?? null
    state.credentials.set(account.id, creds)

    if (!creds.approved) return AWAITING_APPROVAL
    if (!creds.confirmed) return MISSING_CONFIRMED_EMAIL
    const token = issueToken(state, client, account.id, client.scopes)
    return tokenAnswer(state, token, originOf(request))
  })
}
