/**
 * Issuing, looking up and revoking OAuth tokens, and the token answer of `POST /oauth/token`
 * (PLEROMA-API §3.3). Tokens live 100 years, as Pleroma's default `token_expires_in`.
 */
import { ORIGIN } from '../lib/origin'
import { accountUrl } from '../model/store'
import { unsubscribe } from './push'
import { randomCredential } from './secrets'
import type { AuthState, Credentials, OAuthApp, TokenRecord } from './state'

/** Token lifetime: 100 years in ms (365.25-day years). */
export const TOKEN_LIFETIME_MS = 100 * 365.25 * 24 * 3600 * 1000

/** The JSON answer of a successful token grant. `me` only for user tokens. */
export interface TokenAnswer {
  id: number
  token_type: 'Bearer'
  access_token: string
  refresh_token: string
  /** Seconds until the token expires. */
  expires_in: number
  scope: string
  /** Unix seconds. */
  created_at: number
  me?: string
}

/** Issues a token for `accountId` (null: an app token) with the given scopes. */
export function issueToken(
  state: AuthState,
  app: OAuthApp,
  accountId: string | null,
  scopes: string[],
): TokenRecord {
  const now = state.now()
  const record: TokenRecord = {
    id: state.nextTokenId++,
    token: randomCredential(),
    refreshToken: randomCredential(),
    appId: app.id,
    accountId,
    scopes,
    createdAt: now,
    validUntil: now + TOKEN_LIFETIME_MS,
  }
  state.tokens.set(record.token, record)
  state.refreshTokens.set(record.refreshToken, record.token)
  return record
}

/**
 * Renders a token as Pleroma's token answer.
 * @param origin `scheme://host[:port]` of the request, for `me`
 */
export function tokenAnswer(state: AuthState, record: TokenRecord, origin: string): TokenAnswer {
  const answer: TokenAnswer = {
    id: record.id,
    token_type: 'Bearer',
    access_token: record.token,
    refresh_token: record.refreshToken,
    expires_in: Math.floor((record.validUntil - state.now()) / 1000),
    scope: record.scopes.join(' '),
    created_at: Math.floor(record.createdAt / 1000),
  }
  const account = record.accountId ? state.store.accounts.get(record.accountId) : undefined
  if (account) answer.me = accountUrl(account).replace(ORIGIN, origin)
  return answer
}

/** The live token record for a token string, or undefined (unknown, revoked or expired). */
export function findToken(state: AuthState, token: string): TokenRecord | undefined {
  const record = state.tokens.get(token)
  if (!record || record.validUntil <= state.now()) return undefined
  return record
}

/**
 * Revokes an access token (and its refresh token and push subscription). Unknown tokens are
 * ignored.
 */
export function revokeToken(state: AuthState, token: string): void {
  const record = state.tokens.get(token)
  if (!record) return
  state.tokens.delete(token)
  unsubscribe(state.push, token)
  state.refreshTokens.delete(record.refreshToken)
}

/** Finds an app by its client id and secret; undefined when either is wrong. */
export function findApp(
  state: AuthState,
  clientId: string | undefined,
  clientSecret: string | undefined,
): OAuthApp | undefined {
  if (!clientId) return undefined
  const app = state.apps.get(clientId)
  return app && app.clientSecret === clientSecret ? app : undefined
}

/** The app of a token (by the app's integer id). */
export function appById(state: AuthState, id: string): OAuthApp | undefined {
  for (const app of state.apps.values()) if (app.id === id) return app
  return undefined
}

/** An account state that blocks sign-in (§3.3), in Pleroma's precedence. */
export interface AccountStateError {
  /** 403 body of `/oauth/token`. */
  body: { error: string; identifier: string }
  /** Flash text and status of the authorize page (§3.2). */
  flash: string
  pageStatus: number
}

/**
 * Checks deactivated → password reset pending → awaiting approval → unconfirmed e-mail.
 * @returns the first blocking state, or null when the account may sign in
 */
export function accountStateError(creds: Credentials): AccountStateError | null {
  if (creds.deactivated) {
    const error = 'Your account is currently disabled'
    return { body: { error, identifier: 'account_is_disabled' }, flash: error, pageStatus: 403 }
  }
  if (creds.passwordResetRequired) {
    const error = 'Password reset is required'
    return { body: { error, identifier: 'password_reset_required' }, flash: error, pageStatus: 403 }
  }
  if (!creds.approved) {
    return {
      body: { error: 'Your account is awaiting approval.', identifier: 'awaiting_approval' },
      flash: 'Invalid Username/Password',
      pageStatus: 401,
    }
  }
  if (!creds.confirmed) {
    const error = 'Your login is missing a confirmed e-mail address'
    return { body: { error, identifier: 'missing_confirmed_email' }, flash: error, pageStatus: 403 }
  }
  return null
}

/** The live user tokens of `accountId`, oldest first (`GET /api/oauth_tokens`, §13). */
export function tokensOf(state: AuthState, accountId: string): TokenRecord[] {
  const now = state.now()
  return [...state.tokens.values()].filter((t) => t.accountId === accountId && t.validUntil > now)
}

/** Revokes the token `id` of `accountId`; another's or an unknown id is ignored (§13). */
export function revokeTokenById(state: AuthState, accountId: string, id: number): void {
  const record = tokensOf(state, accountId).find((t) => t.id === id)
  if (record) revokeToken(state, record.token)
}

/** Revokes every token of `accountId` (a password change, an account deletion). */
export function revokeAllTokens(state: AuthState, accountId: string): void {
  for (const record of tokensOf(state, accountId)) revokeToken(state, record.token)
}
