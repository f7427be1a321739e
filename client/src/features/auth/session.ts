/**
 * Sign-in, session restore and logout (s1 §4 "Login sequence", s2 §4 "Login and session",
 * PLEROMA-API §3). Framework-free: pages call these and navigate afterwards.
 *
 * - The OAuth app is registered once per instance and kept in local storage (credentials.ts).
 * - Every way in (password, two-factor code, authorization code, registration token) ends in
 *   {@link completeLogin}: verify credentials, keep the account with its token among the kept
 *   accounts (state/accounts.ts) as the active one, sign in (state/session.ts), which gives the
 *   account a new scope (state/scope.ts); the live side starts for that scope.
 * - A kept account is resumed without a new sign-in ({@link resumeAccount}: at start-up and on
 *   a switch, switching.ts); logout is in switching.ts.
 * Sign-in failures are thrown as {@link LoginFailureError} (loginErrors.ts).
 */
import { ApiError, instanceOrigin } from '../../api/http'
import { normalizeUser } from '../../entities/normalize/user'
import type { User } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'
import {
  activeKeptAccount,
  forgetAccount,
  keepAccount,
  keyOf,
  migrateAccountKeys,
} from '../../state/accounts'
import { pushNotice } from '../../state/notices'
import { switchServer } from '../../state/switchServer'
import { signIn, signOut, setVerificationToken } from '../../state/session'
import {
  createApp,
  mfaChallenge,
  obtainToken,
  OAUTH_SCOPES,
  verifyCredentials,
  type OAuthApp,
  type TokenAnswer,
  redirectUri,
} from './api'
import { forgetToken, loadApp, loadToken, saveApp } from './credentials'
import { classifyLoginError, LoginFailureError } from './loginErrors'
import { askNotificationPermission } from '../../lib/notificationPermission'

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

/**
 * Keeps the verified account (active) with its token, moves its keys of earlier builds, and
 * signs it in. The older per-origin token key of this instance is obsolete from then on.
 */
function establish(user: User, token: string): void {
  const server = instanceOrigin()
  const avatar = isWebUrl(user.profile_image_url) ? user.profile_image_url : null
  keepAccount({ server, userId: user.id, acct: user.screen_name, avatar, token })
  migrateAccountKeys(server, user.id)
  forgetToken(server)
  signIn(user, token)
}

/**
 * The login sequence after a token is obtained (s1 §4): verify credentials with it, set the
 * current user (a new account scope holding it; sessionStore.user = id), keep the account and
 * its token as the active kept account, ask for notification permission (not asked when a kept
 * session is restored: lib/notificationPermission.ts). Returns the user.
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
  void askNotificationPermission()
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

/** sessionStorage key: the server whose authorize page was opened (an origin), for the callback. */
const PENDING_SERVER_KEY = 'starling:pending-login'

/** Reads and forgets (`value` undefined) or keeps the pending server; storage failures ignored. */
function pendingServer(value?: string): string | null {
  try {
    const pending = window.sessionStorage.getItem(PENDING_SERVER_KEY)
    if (value === undefined) window.sessionStorage.removeItem(PENDING_SERVER_KEY)
    else window.sessionStorage.setItem(PENDING_SERVER_KEY, value)
    return pending
  } catch {
    return null
  }
}

/**
 * Sign-in at any server by its authorize page (stand-alone mode, issue 13): talks to `server`
 * from now on (state/server.ts switchServer), registers this client there when needed, keeps
 * `server` in sessionStorage for the callback, and returns the authorize page's URL (the caller
 * opens it). @throws ApiError / NetworkError from the app registration.
 */
export async function authorizeAt(server: string): Promise<string> {
  if (server !== instanceOrigin()) await switchServer(server)
  const url = authorizeUrl(await ensureApp())
  pendingServer(instanceOrigin())
  return url
}

/**
 * Exchanges the authorize page's `code` (grant authorization_code) at the server whose
 * authorize page was opened (kept by {@link authorizeAt}; else the current one), then logs in.
 * @throws LoginFailureError.
 */
export async function loginWithCode(code: string): Promise<User> {
  const pending = pendingServer()
  if (pending && URL.canParse(pending) && pending !== instanceOrigin()) await switchServer(pending)
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
 * Signs in with the kept token of `account`, verified first (a switch or the start needs no new
 * sign-in). An invalid or revoked token (401/403) forgets only that account, leaves a visitor
 * and says so (auth.session_expired, naming nothing raw). Other failures (offline, 5xx) keep it
 * for another try and are logged. Resolves with the user, or null when signed out. Never rejects.
 * `account.userId` null: a token of an earlier build, whose account is not known yet.
 */
export async function resumeAccount(account: {
  server: string
  userId: string | null
  token: string
}): Promise<User | null> {
  setVerificationToken(account.token)
  try {
    const user = normalizeUser(await verifyCredentials())
    if (!user) throw new Error('verify_credentials answered without an account id')
    establish(user, account.token)
    return user
  } catch (error) {
    signOut()
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      if (account.userId) forgetAccount(keyOf({ server: account.server, userId: account.userId }))
      else forgetToken(account.server)
      pushNotice({ messageKey: 'auth.session_expired', level: 'warning' })
    } else {
      console.warn('Could not restore the session', error)
    }
    return null
  }
}

/**
 * Restores the session at boot: the active kept account when it is of the current server, else
 * the token an earlier build kept for this instance (`starling:user-token:{origin}`, moved to the
 * kept accounts once verified). See {@link resumeAccount}. Never rejects.
 */
export async function restoreSession(): Promise<User | null> {
  const server = instanceOrigin()
  const active = activeKeptAccount()
  if (active?.server === server) return resumeAccount(active)
  const token = loadToken(server)
  return token ? resumeAccount({ server, userId: null, token }) : null
}
