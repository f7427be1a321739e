/**
 * Second factor (PLEROMA-API §3.3, §3.4, §13 "MFA settings"): MFA tokens that live 300 s, TOTP
 * codes (RFC 6238: SHA-1, 6 digits, 30 s, one step of clock drift either way), single-use
 * recovery (backup) codes, and a member's own set-up, confirmation and removal of TOTP.
 */
import { randomBytes } from 'node:crypto'
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
    return totpMatches(creds.totpSecret, clean, now)
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

/** Whether `code` is the TOTP of `secret` (base32) at `now` (Unix ms), one step either way. */
function totpMatches(secret: string, code: string, now: number): boolean {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  })
  return totp.validate({ token: code, timestamp: now, window: 1 }) !== null
}

/** `GET /api/pleroma/accounts/mfa`: `{"enabled": …, "totp": …}` (TOTP is the only method). */
export function mfaSettings(creds: Credentials): { enabled: boolean; totp: boolean } {
  const on = creds.totpSecret !== null
  return { enabled: on, totp: on }
}

/**
 * Starts a TOTP set-up: a fresh 16-character base32 secret (10 random bytes, as Pleroma's) kept
 * pending until confirmed; two-factor stays as it was.
 * @param issuer the instance name
 * @returns Pleroma's answer: the key and its `otpauth://` provisioning URI
 */
export function setupTotp(
  creds: Credentials,
  label: string,
  issuer: string,
): { key: string; provisioning_uri: string } {
  const key = new Secret({ buffer: new Uint8Array(randomBytes(10)).buffer }).base32
  creds.pendingTotpSecret = key
  const query = `digits=6&issuer=${encodeURIComponent(issuer)}&period=30&secret=${key}`
  return { key, provisioning_uri: `otpauth://totp/${encodeURIComponent(label)}?${query}` }
}

/**
 * Confirms the pending TOTP secret with a code of it: two-factor is on from then on.
 * @param now Unix ms
 * @returns false when there is no pending secret or the code does not match (`invalid_token`)
 */
export function confirmTotp(creds: Credentials, code: string | undefined, now: number): boolean {
  const pending = creds.pendingTotpSecret
  const clean = (code ?? '').replace(/\s+/g, '')
  if (!pending || clean === '' || !totpMatches(pending, clean, now)) return false
  creds.totpSecret = pending
  creds.pendingTotpSecret = null
  return true
}

/** Turns TOTP (and so two-factor) off; backup codes stay, unused while it is off (as Pleroma). */
export function disableTotp(creds: Credentials): void {
  creds.totpSecret = null
  creds.pendingTotpSecret = null
}

/** Number of backup codes Pleroma makes at a time. */
export const BACKUP_CODE_COUNT = 5

/** New backup codes (5 × 16 lowercase hex) replacing the earlier ones. */
export function newBackupCodes(creds: Credentials): string[] {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => randomBytes(8).toString('hex'))
  creds.recoveryCodes = new Set(codes)
  return codes
}
