/**
 * Security settings calls (s2 §7 "Account settings"; PLEROMA-API §13): password, e-mail,
 * account deletion and move, aliases, two-factor (TOTP) and OAuth tokens. These are
 * TwitterAPI-style: a refusal often comes with HTTP 200 and `{"error": "…"}`; such an answer is
 * thrown as an ApiError of status 200 whose `serverMessage` is the server's sentence, so callers
 * handle every refusal one way.
 */
import * as z from 'zod/mini'
import { ApiError, request, type Params } from '../http'
import { id, list, opt, str, strings } from '../schemas/lenient'

const actionSchema = z.object({ status: str, error: str })

/**
 * One account-settings action: POST (or another method) with a form; success is an answer
 * without `error`.
 * @throws ApiError (status 200 with the server's `error`, 400 missing field, 403, 404), NetworkError
 */
async function settingsAction(
  path: string,
  form: Params,
  method: 'POST' | 'PUT' | 'DELETE' = 'POST',
): Promise<void> {
  const { data, status } = await request(path, { method, form, schema: actionSchema })
  if (data.error !== undefined) throw new ApiError(status, data, { method, url: path })
}

/**
 * POST /api/pleroma/change_password. On success the server revokes every token of the
 * account (Pleroma's `User.reset_password`): the member must sign in again.
 * @throws ApiError ("Invalid password.", "New password does not match confirmation.", …)
 */
export function changePassword(password: string, newPassword: string, confirmation: string) {
  return settingsAction('/api/pleroma/change_password', {
    password,
    new_password: newPassword,
    new_password_confirmation: confirmation,
  })
}

/** POST /api/pleroma/change_email. @throws ApiError ("Invalid password.", "Email has invalid format.", …) */
export function changeEmail(email: string, password: string) {
  return settingsAction('/api/pleroma/change_email', { email, password })
}

/** POST /api/pleroma/delete_account: the account goes and its tokens with it. @throws ApiError */
export function deleteAccount(password: string) {
  return settingsAction('/api/pleroma/delete_account', { password })
}

/**
 * POST /api/pleroma/move_account; `target` is `nick@host`.
 * @throws ApiError ("Invalid password.", 404 "Target account not found.", the alias rule)
 */
export function moveAccount(target: string, password: string) {
  return settingsAction('/api/pleroma/move_account', { target_account: target, password })
}

/** GET /api/pleroma/aliases: the aliases as `nick@host`. @throws ApiError, NetworkError */
export async function fetchAliases(signal?: AbortSignal): Promise<string[]> {
  const schema = z.object({ aliases: strings })
  const { data } = await request('/api/pleroma/aliases', { schema, signal })
  return data.aliases
}

/** PUT /api/pleroma/aliases. @throws ApiError (200 "not_found" for an unknown account) */
export function addAlias(alias: string) {
  return settingsAction('/api/pleroma/aliases', { alias }, 'PUT')
}

/** DELETE /api/pleroma/aliases. @throws ApiError (404 "Account has no such alias.") */
export function removeAlias(alias: string) {
  return settingsAction('/api/pleroma/aliases', { alias }, 'DELETE')
}

/** Two-factor state: on at all, and TOTP on. */
export interface MfaSettings {
  enabled: boolean
  totp: boolean
}

/** GET /api/pleroma/accounts/mfa. @throws ApiError, NetworkError */
export async function fetchMfaSettings(signal?: AbortSignal): Promise<MfaSettings> {
  const schema = z.object({
    settings: opt(z.object({ enabled: opt(z.boolean()), totp: opt(z.boolean()) })),
  })
  const { data } = await request('/api/pleroma/accounts/mfa', { schema, signal })
  return { enabled: data.settings?.enabled === true, totp: data.settings?.totp === true }
}

/** A TOTP set-up: the base32 key and its `otpauth://` URI (for the QR code). */
export interface TotpSetup {
  key: string
  provisioningUri: string
}

/** GET /api/pleroma/accounts/mfa/setup/totp: a new, not yet confirmed key. @throws ApiError */
export async function setupTotp(): Promise<TotpSetup> {
  const schema = z.object({ key: z.string(), provisioning_uri: z.string() })
  const { data } = await request('/api/pleroma/accounts/mfa/setup/totp', { schema })
  return { key: data.key, provisioningUri: data.provisioning_uri }
}

/** POST /api/pleroma/accounts/mfa/confirm/totp. @throws ApiError 422 ("Invalid password.", "invalid_token") */
export async function confirmTotp(password: string, code: string): Promise<void> {
  const path = '/api/pleroma/accounts/mfa/confirm/totp'
  await request(path, { method: 'POST', form: { password, code }, schema: z.unknown() })
}

/** DELETE /api/pleroma/accounts/mfa/totp. @throws ApiError 422 "Invalid password." */
export async function disableTotp(password: string): Promise<void> {
  const path = '/api/pleroma/accounts/mfa/totp'
  await request(path, { method: 'DELETE', form: { password }, schema: z.unknown() })
}

/** GET /api/pleroma/accounts/mfa/backup_codes: new codes, replacing the old ones. @throws ApiError */
export async function fetchBackupCodes(): Promise<string[]> {
  const schema = z.object({ codes: strings })
  const { data } = await request('/api/pleroma/accounts/mfa/backup_codes', { schema })
  return data.codes
}

/** An OAuth token of the member (s1 §3 "OAuth token"): id, app name, valid until (ISO text). */
export interface OAuthToken {
  id: string
  appName: string
  validUntil: string
}

const tokenSchema = z.object({ id, app_name: str, valid_until: str })

/** GET /api/oauth_tokens.json (s2 §7). @throws ApiError, NetworkError */
export async function fetchOAuthTokens(signal?: AbortSignal): Promise<OAuthToken[]> {
  const { data } = await request('/api/oauth_tokens.json', { schema: list(tokenSchema), signal })
  return data.flatMap((t) =>
    t.id === undefined
      ? []
      : [{ id: t.id, appName: t.app_name ?? '', validUntil: t.valid_until ?? '' }],
  )
}

/** DELETE /api/oauth_tokens/:id: success is 201, 200 or 204 (DECISIONS.md). @throws ApiError */
export async function revokeOAuthToken(tokenId: string): Promise<void> {
  await request(`/api/oauth_tokens/${encodeURIComponent(tokenId)}`, {
    method: 'DELETE',
    schema: z.unknown(),
  })
}
