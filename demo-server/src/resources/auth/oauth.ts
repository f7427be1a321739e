/**
 * OAuth JSON endpoints (PLEROMA-API §3.1, §3.3–§3.5): app registration, token grants (password,
 * authorization_code, client_credentials, refresh_token), the MFA challenge and revocation.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AuthConfig } from '../../auth/config'
import { authenticate, AuthError } from '../../auth/guard'
import { checkSecondFactor, findMfaToken, startMfa, supportedChallengeTypes } from '../../auth/mfa'
import { vapidPublicKey } from '../../auth/push'
import { isSubset, parseScopes } from '../../auth/scopes'
import { randomCredential, verifyPassword } from '../../auth/secrets'
import { findLogin, type AuthState, type OAuthApp } from '../../auth/state'
import {
  accountStateError,
  appById,
  findApp,
  issueToken,
  revokeToken,
  tokenAnswer,
} from '../../auth/tokens'
import { list, one, readParams, requireFields, type Params } from '../../http/params'
import { originOf } from '../../http/reply'

const INVALID_CREDENTIALS = { error: 'Invalid credentials' } as const
const INVALID_CODE = { error: 'Invalid code' } as const
const BAD_REQUEST = { error: 'Bad request' } as const

/** The scopes asked for: `scope`, else `scopes` (space or comma separated, or lists). */
export function scopesParam(params: Params): string[] {
  const scope = list(params, 'scope')
  return parseScopes(scope.length > 0 ? scope : list(params, 'scopes'))
}

/**
 * Renders an app as the `POST /api/v1/apps` answer; `vapid_key` only while web push is on
 * (PLEROMA-API §3.1, "VAPID key locations").
 */
function appAnswer(app: OAuthApp, vapidKey: string | null): Record<string, unknown> {
  return {
    id: app.id,
    name: app.name,
    client_id: app.clientId,
    client_secret: app.clientSecret,
    redirect_uri: app.redirectUris.join('\n'),
    website: app.website,
    ...(vapidKey ? { vapid_key: vapidKey } : {}),
  }
}

/** `{user, password}` of an `Authorization: Basic` header, or undefined. */
export function basicCredentials(
  request: FastifyRequest,
): { user: string; password: string } | undefined {
  const header = request.headers.authorization
  const match = header ? /^Basic\s+(.+)$/i.exec(header) : null
  if (!match?.[1]) return undefined
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return undefined
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

/** The app named by HTTP Basic (preferred) or `client_id`/`client_secret` parameters. */
function clientOf(state: AuthState, request: FastifyRequest, params: Params): OAuthApp | undefined {
  const basic = basicCredentials(request)
  if (basic) return findApp(state, basic.user, basic.password)
  return findApp(state, one(params, 'client_id'), one(params, 'client_secret'))
}

/** Requested scopes (`scope` or `scopes`), defaulting to all of the app's. Null when not a subset. */
function grantedScopes(params: Params, app: OAuthApp): string[] | null {
  const requested = scopesParam(params)
  if (requested.length === 0) return app.scopes
  return isSubset(requested, app.scopes) ? requested : null
}

/** Registers the OAuth JSON routes on `app`. */
export function registerOAuthRoutes(
  app: FastifyInstance,
  state: AuthState,
  config: AuthConfig,
): void {
  app.post('/api/v1/apps', async (request) => {
    const { params } = await readParams(request)
    requireFields(params, ['client_name', 'redirect_uris'])
    const scopes = parseScopes(list(params, 'scopes'))
    const record: OAuthApp = {
      id: String(state.nextAppId++),
      name: one(params, 'client_name') ?? '',
      clientId: randomCredential(),
      clientSecret: randomCredential(),
      redirectUris: (one(params, 'redirect_uris') ?? '').split(/\s+/).filter((u) => u !== ''),
      scopes: scopes.length > 0 ? scopes : ['read'],
      website: one(params, 'website') || null,
    }
    state.apps.set(record.clientId, record)
    return appAnswer(record, vapidPublicKey(state.push, config))
  })

  app.get('/api/v1/apps/verify_credentials', async (request, reply) => {
    try {
      const auth = authenticate(request, [], { allowAppToken: true })
      const owner = appById(state, auth.token.appId)
      return { name: owner?.name ?? '', website: owner?.website ?? null }
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      return reply.code(error.statusCode).send(error.body)
    }
  })

  app.post('/oauth/token', async (request, reply) => {
    const { params } = await readParams(request)
    const origin = originOf(request)
    const grant = one(params, 'grant_type')
    const client = (): OAuthApp | undefined => clientOf(state, request, params)

    if (grant === 'password') {
      const login = findLogin(state, one(params, 'username') ?? '')
      if (!login || !verifyPassword(one(params, 'password') ?? '', login.creds.passwordHash)) {
        return reply.code(400).send(INVALID_CREDENTIALS)
      }
      const owner = client()
      if (!owner) return reply.code(400).send(INVALID_CREDENTIALS)
      const blocked = accountStateError(login.creds)
      if (blocked) return reply.code(403).send(blocked.body)
      const scopes = grantedScopes(params, owner)
      if (!scopes) return reply.code(400).send(INVALID_CREDENTIALS)
      if (login.creds.totpSecret) {
        const mfa = startMfa(state, login.account.id, owner, scopes)
        return reply.code(403).send({
          error: 'mfa_required',
          mfa_token: mfa.token,
          supported_challenge_types: supportedChallengeTypes(login.creds),
        })
      }
      return tokenAnswer(state, issueToken(state, owner, login.account.id, scopes), origin)
    }

    if (grant === 'authorization_code') {
      const owner = client()
      const code = state.codes.get(one(params, 'code') ?? '')
      if (!owner || !code || code.appId !== owner.id)
        return reply.code(400).send(INVALID_CREDENTIALS)
      state.codes.delete(code.code)
      return tokenAnswer(state, issueToken(state, owner, code.accountId, code.scopes), origin)
    }

    if (grant === 'client_credentials') {
      const owner = client()
      const scopes = owner ? grantedScopes(params, owner) : null
      if (!owner || !scopes) return reply.code(400).send(INVALID_CREDENTIALS)
      return tokenAnswer(state, issueToken(state, owner, null, scopes), origin)
    }

    if (grant === 'refresh_token') {
      const owner = client()
      const access = state.refreshTokens.get(one(params, 'refresh_token') ?? '')
      const old = access ? state.tokens.get(access) : undefined
      if (!owner || !old || old.appId !== owner.id) return reply.code(400).send(INVALID_CREDENTIALS)
      revokeToken(state, old.token)
      return tokenAnswer(state, issueToken(state, owner, old.accountId, old.scopes), origin)
    }

    return reply.code(500).send(BAD_REQUEST)
  })

  app.post('/oauth/mfa/challenge', async (request, reply) => {
    const { params } = await readParams(request)
    const owner = clientOf(state, request, params)
    const mfa = findMfaToken(state, one(params, 'mfa_token'))
    const creds = mfa ? state.credentials.get(mfa.accountId) : undefined
    if (!owner || !mfa || !creds || mfa.appId !== owner.id)
      return reply.code(400).send(INVALID_CODE)
    const type = one(params, 'challenge_type')
    if (!checkSecondFactor(creds, type, one(params, 'code'), state.now())) {
      return reply.code(400).send(INVALID_CODE)
    }
    state.mfaTokens.delete(mfa.token)
    const token = issueToken(state, owner, mfa.accountId, mfa.scopes)
    return tokenAnswer(state, token, originOf(request))
  })

  app.post('/oauth/revoke', async (request, reply) => {
    const { params } = await readParams(request)
    const token = one(params, 'token')
    if (!token) return reply.code(500).send(BAD_REQUEST)
    revokeToken(state, token)
    return {}
  })
}
