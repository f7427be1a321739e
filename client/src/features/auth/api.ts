/**
 * The sign-in side's calls (s2 §7 "OAuth and session", "Accounts", "Account settings"), one
 * small function each over `request()` (PLEROMA-API §3, §4.1, §2.9). Every function throws
 * what `request` throws: ApiError for a non-2xx answer, NetworkError when the server is
 * unreachable.
 */
import * as z from 'zod/mini'
import { request } from '../../api/http'
import { accountSchema } from '../../api/schemas/account'
import { opt, str } from '../../api/schemas/lenient'

/** The scopes Starling asks for (s1 §6, s2 §6). */
export const OAUTH_SCOPES = 'read write follow push admin'
/** The app's name in `POST /api/v1/apps`. */
export const CLIENT_NAME = 'Starling'

/** An OAuth app of one instance (s1 §3 "OAuth app"). */
export interface OAuthApp {
  clientId: string
  clientSecret: string
}

const appSchema = z.object({ client_id: z.string(), client_secret: z.string() })

/** Token answer of `/oauth/token` and `/oauth/mfa/challenge` (PLEROMA-API §3.3). */
const tokenSchema = z.object({ access_token: z.string(), refresh_token: str, me: str })
export type TokenAnswer = z.output<typeof tokenSchema>

/**
 * Registers the app (PLEROMA-API §3.1): form client_name, redirect_uris, scopes.
 * `redirectUri` is `${origin}/oauth-callback`.
 */
export async function createApp(redirectUri: string): Promise<OAuthApp> {
  const { data } = await request('/api/v1/apps', {
    method: 'POST',
    form: { client_name: CLIENT_NAME, redirect_uris: redirectUri, scopes: OAUTH_SCOPES },
    schema: appSchema,
  })
  return { clientId: data.client_id, clientSecret: data.client_secret }
}

/**
 * This client's OAuth redirect URI: `{page origin}/oauth-callback`. Registered with the app and
 * sent with every token request: GoToSocial refuses a token request without it (`400
 * invalid_request`) before it even reads the grant (peers/README.md).
 */
export function redirectUri(): string {
  return `${window.location.origin}/oauth-callback`
}

/** The grants of `POST /oauth/token` Starling uses (PLEROMA-API §3.3). */
export type Grant =
  | { grant_type: 'password'; username: string; password: string }
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string }
  | { grant_type: 'client_credentials' }

/**
 * `POST /oauth/token` with the app's credentials and {@link redirectUri} in the form (every
 * grant). Errors (ApiError bodies): 400 `Invalid credentials`, 403 `mfa_required` +
 * `mfa_token`, 403 with `identifier`; servers without the password grant answer
 * `unsupported_grant_type` (loginErrors.ts).
 */
export async function obtainToken(app: OAuthApp, grant: Grant): Promise<TokenAnswer> {
  const { data } = await request('/oauth/token', {
    method: 'POST',
    form: {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      redirect_uri: redirectUri(),
      ...grant,
    },
    schema: tokenSchema,
  })
  return data
}

/**
 * `POST /oauth/mfa/challenge` (PLEROMA-API §3.4): a totp or recovery code for a pending
 * `mfa_token`. Any failure is 400 `{"error":"Invalid code"}`.
 */
export async function mfaChallenge(
  app: OAuthApp,
  mfaToken: string,
  challengeType: 'totp' | 'recovery',
  code: string,
): Promise<TokenAnswer> {
  const { data } = await request('/oauth/mfa/challenge', {
    method: 'POST',
    form: {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      mfa_token: mfaToken,
      challenge_type: challengeType,
      code,
    },
    schema: tokenSchema,
  })
  return data
}

/** `POST /oauth/revoke` (PLEROMA-API §3.5): always 200 `{}`. */
export async function revokeToken(app: OAuthApp | null, token: string): Promise<void> {
  await request('/oauth/revoke', {
    method: 'POST',
    form: { client_id: app?.clientId, client_secret: app?.clientSecret, token },
    schema: z.unknown(),
  })
}

/** `GET /api/v1/accounts/verify_credentials` with the session's token: the raw account. */
export async function verifyCredentials(): Promise<z.output<typeof accountSchema>> {
  const { data } = await request('/api/v1/accounts/verify_credentials', { schema: accountSchema })
  return data
}

/** `GET /api/pleroma/captcha` (PLEROMA-API §2.9). */
const captchaSchema = z.object({
  type: z.catch(z.enum(['none', 'native', 'kocaptcha']), 'none'),
  token: str,
  url: str,
  answer_data: str,
  seconds_valid: opt(z.number()),
})
export type Captcha = z.output<typeof captchaSchema>

/** Fetches a fresh captcha; unknown types read as `none`. */
export async function fetchCaptcha(): Promise<Captcha> {
  const { data } = await request('/api/pleroma/captcha', { schema: captchaSchema })
  return data
}

/** Registration answer (PLEROMA-API §4.1): a token, or a message with an identifier. */
const registrationAnswerSchema = z.object({
  access_token: str,
  message: str,
  identifier: str,
})
export type RegistrationAnswer = z.output<typeof registrationAnswerSchema>

/**
 * `POST /api/v1/accounts` with an app token (client_credentials) as bearer. `payload` is the
 * s1 §3 registration payload (see registration.ts). Errors: ApiError 400 whose `error` is a
 * JSON text `{field: [messages]}` or a plain text; 429 Throttled.
 */
export async function registerAccount(
  appToken: string,
  payload: Record<string, string | boolean | undefined>,
): Promise<RegistrationAnswer> {
  const { data } = await request('/api/v1/accounts', {
    method: 'POST',
    form: payload,
    headers: { Authorization: `Bearer ${appToken}` },
    schema: registrationAnswerSchema,
  })
  return data
}

/**
 * `POST /auth/password?email=` (PLEROMA-API §3.7): 204 on success; 429 when throttled. The
 * route sits in an HTML pipeline, so the Accept header must allow any type.
 */
export async function requestPasswordReset(emailOrNickname: string): Promise<void> {
  await request('/auth/password', {
    method: 'POST',
    query: { email: emailOrNickname },
    headers: { Accept: '*/*' },
    schema: z.unknown(),
  })
}
