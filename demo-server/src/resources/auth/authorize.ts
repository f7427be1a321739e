/**
 * The HTML authorization flow (PLEROMA-API §3.2): `GET /oauth/authorize` shows the sign-in form,
 * `POST /oauth/authorize` checks it and redirects to `redirect_uri?code=…&state=…`, a two-factor
 * user gets the TOTP form (`POST /oauth/mfa/verify`, `GET /oauth/mfa` for recovery codes).
 * Failures re-render the form with Pleroma's flash texts and statuses.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { checkSecondFactor, findMfaToken, startMfa } from '../../auth/mfa'
import { isSubset, parseScopes } from '../../auth/scopes'
import { randomCredential, verifyPassword } from '../../auth/secrets'
import { findLogin, type AuthState } from '../../auth/state'
import { accountStateError, appById } from '../../auth/tokens'
import { createLimiter, THROTTLED } from '../../http/limiter'
import { list, one, readParams } from '../../http/params'
import { scopesParam } from './oauth'
import {
  authorizePage,
  mfaPage,
  oobPage,
  PAGE_CSS,
  PAGE_CSS_PATH,
  type AuthorizeForm,
} from './pages'

/** The out-of-band redirect URI: the code is shown instead of redirected. */
export const OOB_URI = 'urn:ietf:wg:oauth:2.0:oob'

/** `POST /oauth/authorize` limit (Pleroma's `authentication` limiter): 15 per 60 s per address. */
const LOGIN_LIMIT = { max: 15, windowMs: 60_000 }

/** Sends an HTML page with a strict policy (no script at all, styles from this origin). */
function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    .send(html)
}

/** `redirectUri` with `code` and (when given) `state` added to its query. */
export function redirectWithCode(
  redirectUri: string,
  code: string,
  state: string | undefined,
): string {
  const url = new URL(redirectUri)
  url.searchParams.set('code', code)
  if (state !== undefined && state !== '') url.searchParams.set('state', state)
  return url.toString()
}

/** Issues a single-use code and finishes the flow: 302 to the app, or the oob page. */
function finish(
  state: AuthState,
  reply: FastifyReply,
  grant: { appId: string; accountId: string; scopes: string[] },
  redirectUri: string,
  oauthState: string | undefined,
): FastifyReply {
  const code = randomCredential()
  state.codes.set(code, { code, ...grant })
  if (redirectUri === OOB_URI) return sendPage(reply, 200, oobPage(code))
  return reply.redirect(redirectWithCode(redirectUri, code, oauthState), 302)
}

/** Registers the authorize and two-factor pages and their stylesheet on `app`. */
export function registerAuthorizeRoutes(app: FastifyInstance, state: AuthState): void {
  const limiter = createLimiter(LOGIN_LIMIT.max, LOGIN_LIMIT.windowMs, state.now)

  app.get(PAGE_CSS_PATH, async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').send(PAGE_CSS),
  )

  app.get('/oauth/authorize', async (request, reply) => {
    const { params } = await readParams(request)
    const clientId = one(params, 'client_id') ?? ''
    const client = state.apps.get(clientId)
    const requested = scopesParam(params)
    const form: AuthorizeForm = {
      clientId,
      redirectUri: one(params, 'redirect_uri') ?? '',
      responseType: one(params, 'response_type') ?? 'code',
      state: one(params, 'state'),
      offered: client?.scopes ?? requested,
      checked: requested.length > 0 ? requested : (client?.scopes ?? []),
      appName: client?.name,
    }
    return sendPage(reply, 200, authorizePage(form))
  })

  app.post('/oauth/authorize', async (request, reply) => {
    if (!limiter.hit(request.ip)) return reply.code(429).send(THROTTLED)
    const { params } = await readParams(request)
    const field = (name: string): string | undefined => one(params, `authorization[${name}]`)
    const clientId = field('client_id') ?? ''
    const client = state.apps.get(clientId)
    const redirectUri = field('redirect_uri') ?? ''
    const scopes = parseScopes(list(params, 'authorization[scope]'))
    const username = field('name') ?? ''
    const form: AuthorizeForm = {
      clientId,
      redirectUri,
      responseType: field('response_type') ?? 'code',
      state: field('state'),
      offered: client?.scopes ?? scopes,
      checked: scopes,
      appName: client?.name,
      username,
    }
    const login = findLogin(state, username)
    const passwordOk = login
      ? verifyPassword(field('password') ?? '', login.creds.passwordHash)
      : false
    if (!login || !passwordOk || !client || !client.redirectUris.includes(redirectUri)) {
      return sendPage(reply, 401, authorizePage(form, 'Invalid Username/Password'))
    }
    if (scopes.length === 0 || !isSubset(scopes, client.scopes)) {
      return sendPage(
        reply,
        401,
        authorizePage(form, 'This action is outside the authorized scopes'),
      )
    }
    const blocked = accountStateError(login.creds)
    if (blocked) return sendPage(reply, blocked.pageStatus, authorizePage(form, blocked.flash))
    if (login.creds.totpSecret) {
      const mfa = startMfa(state, login.account.id, client, scopes)
      const page = mfaPage({
        mfaToken: mfa.token,
        challengeType: 'totp',
        redirectUri,
        state: form.state,
      })
      return sendPage(reply, 200, page)
    }
    return finish(
      state,
      reply,
      { appId: client.id, accountId: login.account.id, scopes },
      redirectUri,
      form.state,
    )
  })

  app.get('/oauth/mfa', async (request, reply) => {
    const { params } = await readParams(request)
    const type: 'totp' | 'recovery' =
      one(params, 'challenge_type') === 'recovery' ? 'recovery' : 'totp'
    const page = mfaPage({
      mfaToken: one(params, 'mfa_token') ?? '',
      challengeType: type,
      redirectUri: one(params, 'redirect_uri') ?? '',
      state: one(params, 'state'),
    })
    return sendPage(reply, 200, page)
  })

  app.post('/oauth/mfa/verify', async (request, reply) => {
    const { params } = await readParams(request)
    const field = (name: string): string | undefined => one(params, `mfa[${name}]`)
    const type: 'totp' | 'recovery' = field('challenge_type') === 'recovery' ? 'recovery' : 'totp'
    const redirectUri = field('redirect_uri') ?? ''
    const mfa = findMfaToken(state, field('mfa_token'))
    const creds = mfa ? state.credentials.get(mfa.accountId) : undefined
    const client = mfa ? appById(state, mfa.appId) : undefined
    const valid =
      mfa !== undefined &&
      creds !== undefined &&
      client?.redirectUris.includes(redirectUri) === true &&
      checkSecondFactor(creds, type, field('code'), state.now())
    if (!valid || !mfa) {
      const form = {
        mfaToken: field('mfa_token') ?? '',
        challengeType: type,
        redirectUri,
        state: field('state'),
      }
      return sendPage(reply, 401, mfaPage(form, 'Two-factor authentication failed.'))
    }
    state.mfaTokens.delete(mfa.token)
    const grant = { appId: mfa.appId, accountId: mfa.accountId, scopes: mfa.scopes }
    return finish(state, reply, grant, redirectUri, field('state'))
  })
}
