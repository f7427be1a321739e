/**
 * Second factor (PLEROMA-API §3.3, §3.4): MFA tokens that live 300 s, TOTP codes (RFC 6238:
 * SHA-1, 6 digits, 30 s, one step of clock drift either way) and single-use recovery codes.
 */
import { Secret, TOTP } from 'otpauth'
import { randomCredential } from './secrets'
import type { AuthState, Credentials, MfaTokenRecord, OAuthApp } from './state'

/** MFA token lifetime in ms. */
export const MFA_TOKEN_LIFETIME_MS = 300_000

/** Starts a second-factor step after a correct password; returns the MFA token record. */
export function startMfa(
  state: AuthState,
  accountId: string,
  app: OAuthApp,
  scopes: string[],
): MfaTokenRecord {
  const record: MfaTokenRecord = {
    token: randomCredential(),
    accountId,
    appId: app.id,
    scopes,
    expiresAt: state.now() + MFA_TOKEN_LIFETIME_MS,
  }
  state.mfaTokens.set(record.token, record)
  return record
}

/** A live MFA token, or undefined when unknown or expired. */
export function findMfaToken(
  state: AuthState,
  token: string | undefined,
): MfaTokenRecord | undefined {
  const record = token ? state.mfaTokens.get(token) : undefined
  return record && record.expiresAt > state.now() ? record : undefined
}

/**
 * Checks a second-factor code. A matching recovery code is consumed.
 * @param now Unix ms, the TOTP clock
 */
export function checkSecondFactor(
  creds: Credentials,
  type: string | undefined,
  code: string | undefined,
  now: number,
): boolean {
  const clean = (code ?? '').replace(/\s+/g, '')
  if (clean === '') return false
  if (type === 'totp') {
    if (!creds.totpSecret) return false
    const totp = new TOTP({
      secret: Secret.fromBase32(creds.totpSecret),
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    })
    return totp.validate({ token: clean, timestamp: now, window: 1 }) !== null
  }
  if (type === 'recovery') {
    const lower = clean.toLowerCase()
    if (!creds.recoveryCodes.has(lower)) return false
    creds.recoveryCodes.delete(lower)
    return true
  }
  return false
}

/** The `supported_challenge_types` string of an `mfa_required` answer (comma-joined; §3.3). */
export function supportedChallengeTypes(creds: Credentials): string {
  return creds.totpSecret ? 'totp' : ''
}
