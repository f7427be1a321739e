/**
 * Sign-in, session restore and logout (s1 §4 "Login sequence", s2 §4 "Login and session",
 * PLEROMA-API §3). Framework-free: pages call these and navigate afterwards.
 *
 * - The OAuth app is registered once per instance and kept in local storage (credentials.ts).
 * - Every way in (password, two-factor code, authorization code, registration token) ends in
 *   {@link completeLogin}: verify credentials, keep the token, sign in (state/session.ts), which
 *   gives the account a new scope (state/scope.ts); the live side starts for that scope.
 * - {@link logout} revokes the token, forgets it and signs out: the account's scope (entities,
 *   timelines, notifications, fetchers, socket) is dropped whole, and its drafts are deleted.
 * Sign-in failures are thrown as {@link LoginFailureError} (loginErrors.ts).
 */
import { ApiError, instanceOrigin } from '../../api/http'
import { normalizeUser } from '../../entities/normalize/user'
import type { User } from '../../entities/types'
import { forgetDrafts } from '../../state/drafts'
import { pushNotice } from '../../state/notices'
import { sessionStore, signIn, signOut, setVerificationToken } from '../../state/session'
import {
  createApp,
  mfaChallenge,
  obtainToken,
  OAUTH_SCOPES,
  revokeToken,
  verifyCredentials,
  type OAuthApp,
  type TokenAnswer,
} from './api'
import { forgetToken, loadApp, loadToken, saveApp, saveToken } from './credentials'
import { classifyLoginError, LoginFailureError } from './loginErrors'

/** The OAuth redirect URI of this client: `{page origin}/oauth-callback`. */
export function redirectUri(): string {
  return `${window.location.origin}/oauth-callback`
}

/**
 * The instance's OAuth app: the stored one, else registered now (POST /api/v1/apps) and kept.
 * @throws ApiError / NetworkError from the registration.
 */
export async function ensureApp(): Promise<OAuthApp> {
  const server = instanceOrigin()
  const stored = loadApp(server)
  if (stored) return stored
  const app = await createApp(redirectUri())
  saveApp(server, app)
  return app
}

let appToken: { server: string; token: string } | null = null

/**
 * An app token (grant client_credentials) for visitor calls that need one, such as
 * registration (PLEROMA-API §4.1). Kept in memory per instance for the life of the page.
 * @throws ApiError / NetworkError.
 */
export async function getAppToken(): Promise<string> {
  const server = instanceOrigin()
  if (appToken?.server === server) return appToken.token
  const app = await ensureApp()
  const answer = await obtainToken(app, { grant_type: 'client_credentials' })
  appToken = { server, token: answer.access_token }
  return answer.access_token
}

/**
 * The instance's authorize page for the token strategy (s2 §7):
 * `{server}/oauth/authorize?response_type=code&client_id=&redirect_uri=&scope=`.
 */
export function authorizeUrl(app: OAuthApp): string {
  const url = new URL('/oauth/authorize', instanceOrigin())
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', app.clientId)
  url.searchParams.set('redirect_uri', redirectUri())
  url.searchParams.set('scope', OAUTH_SCOPES)
  return url.toString()
}

async function tokenStep(step: () => Promise<TokenAnswer>): Promise<string> {
  try {
    return (await step()).access_token
  } catch (error) {
    throw new LoginFailureError(classifyLoginError(error, 'token'), { cause: error })
  }
}

function establish(user: User, token: string): void {
  saveToken(instanceOrigin(), token)
  signIn(user, token)
}

/**
 * The login sequence after a token is obtained (s1 §4): verify credentials with it, set the
 * current user (a new account scope holding it; sessionStore.user = id), keep the token for
 * this instance. Returns the user.
 * @throws LoginFailureError when verification fails (the token is then not kept).
 */
export async function completeLogin(token: string): Promise<User> {
  setVerificationToken(token)
  let user: User | null
  try {
    user = normalizeUser(await verifyCredentials())
  } catch (error) {
    setVerificationToken(null)
    throw new LoginFailureError(classifyLoginError(error, 'verify'), { cause: error })
  }
  if (!user) {
    setVerificationToken(null)
    throw new LoginFailureError({ kind: 'message', key: 'auth.generic_error' })
  }
  establish(user, token)
  return user
}

/** Password grant, then the login sequence. @throws LoginFailureError. */
export async function loginWithPassword(username: string, password: string): Promise<User> {
  const token = await tokenStep(async () =>
    obtainToken(await ensureApp(), { grant_type: 'password', username, password }),
  )
  return completeLogin(token)
}

/** Two-factor step (POST /oauth/mfa/challenge), then the login sequence. @throws LoginFailureError. */
export async function loginWithMfa(
  mfaToken: string,
  challengeType: 'totp' | 'recovery',
  code: string,
): Promise<User> {
  const token = await tokenStep(async () =>
    mfaChallenge(await ensureApp(), mfaToken, challengeType, code),
  )
  return completeLogin(token)
}

/** Exchanges the authorize page's `code` (grant authorization_code), then logs in. @throws LoginFailureError. */
export async function loginWithCode(code: string): Promise<User> {
  const token = await tokenStep(async () =>
    obtainToken(await ensureApp(), {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(),
    }),
  )
  return completeLogin(token)
}

/**
 * Restores the session at boot: the token kept for this instance is verified. An invalid or
 * revoked token (401/403) is forgotten, the session stays signed out and a notice says so
 * (auth.session_expired). Other failures (offline, 5xx) keep the token for the next start and
 * are logged. Resolves with the user, or null when signed out. Never rejects.
 */
export async function restoreSession(): Promise<User | null> {
  const server = instanceOrigin()
  const token = loadToken(server)
  if (!token) return null
  setVerificationToken(token)
  try {
    const user = normalizeUser(await verifyCredentials())
    if (!user) throw new Error('verify_credentials answered without an account id')
    establish(user, token)
    return user
  } catch (error) {
    setVerificationToken(null)
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      forgetToken(server)
      pushNotice({ messageKey: 'auth.session_expired', level: 'warning' })
    } else {
      console.warn('Could not restore the session', error)
    }
    return null
  }
}

/**
 * Logout (s1 §4, PLEROMA-API §3.8): revokes the token (POST /oauth/revoke; a failure is
 * logged and does not stop the logout), forgets it, deletes the account's drafts and signs out,
 * which drops the account's scope whole. The caller navigates to /main/public (see useLogout).
 */
export async function logout(): Promise<void> {
  const server = instanceOrigin()
  const token = sessionStore.getState().token ?? loadToken(server)
  if (token) {
    try {
      await revokeToken(loadApp(server), token)
    } catch (error) {
      console.warn('Token revocation failed', error)
    }
  }
  const userId = sessionStore.getState().user
  forgetToken(server)
  if (userId) forgetDrafts(userId)
  signOut()
}
