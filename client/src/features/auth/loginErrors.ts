/**
 * What a failed sign-in means (s1 §5 "Login", s2 §8 "Login", PLEROMA-API §3.3, §3.4).
 *
 * - NetworkError: 'Failed to connect to server, try again' (auth.network_error).
 * - Token call: `mfa_required` with `mfa_token` opens the code form; identifier
 *   `password_reset_required` goes to password reset; an answer meaning "no password grant
 *   here" (`unsupported_grant_type`, `unauthorized_client`, or `invalid_request` whose
 *   description is about the grant; RFC 6749 §5.2, GoToSocial's and Mastodon's answers) falls
 *   back to the token strategy; 401, or 400 `Invalid credentials` / `invalid_grant`, is
 *   'Wrong username or password'; any other server text is shown as it is; none: generic.
 * - Verify credentials: 401 or 403 (Pleroma answers 403 for a bad token) is 'Wrong username
 *   or password'; anything else 'An error occurred, please try again' (auth.generic_error).
 */
import { ApiError, NetworkError } from '../../api/http'

export type LoginFailure =
  | { kind: 'mfa_required'; mfaToken: string }
  | { kind: 'password_reset_required' }
  | { kind: 'password_grant_refused' }
  /** An i18n key of the auth group. */
  | { kind: 'message'; key: 'auth.wrong_credentials' | 'auth.generic_error' | 'auth.network_error' }
  /** The server's own error text, shown as it is. */
  | { kind: 'server_text'; text: string }

/** Which call failed: the token or challenge call, or verify_credentials. */
export type LoginStage = 'token' | 'verify'

function field(body: unknown, name: string): string | undefined {
  if (!body || typeof body !== 'object' || !(name in body)) return undefined
  const value: unknown = (body as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : undefined
}

/** RFC 6749 §5.2 codes that mean this client may not use the password grant here. */
const GRANT_REFUSED = new Set(['unsupported_grant_type', 'unauthorized_client'])

/** True when the token call's answer says the password grant is not available here. */
function refusesPasswordGrant(text: string | undefined, description: string | undefined): boolean {
  if (text !== undefined && GRANT_REFUSED.has(text)) return true
  return text === 'invalid_request' && description !== undefined && /grant/i.test(description)
}

const WRONG_CREDENTIALS = /^(invalid credentials\.?|invalid_grant|invalid_client)$/i

/** Classifies an error thrown while signing in; see the module comment for the rules. */
export function classifyLoginError(error: unknown, stage: LoginStage): LoginFailure {
  if (error instanceof NetworkError) return { kind: 'message', key: 'auth.network_error' }
  if (!(error instanceof ApiError)) return { kind: 'message', key: 'auth.generic_error' }
  if (stage === 'verify') {
    return error.status === 401 || error.status === 403
      ? { kind: 'message', key: 'auth.wrong_credentials' }
      : { kind: 'message', key: 'auth.generic_error' }
  }
  const text = field(error.body, 'error')
  const mfaToken = field(error.body, 'mfa_token')
  if (text === 'mfa_required' && mfaToken) return { kind: 'mfa_required', mfaToken }
  if (field(error.body, 'identifier') === 'password_reset_required') {
    return { kind: 'password_reset_required' }
  }
  const description = field(error.body, 'error_description')
  if (refusesPasswordGrant(text, description)) return { kind: 'password_grant_refused' }
  if (error.status === 401 || (text !== undefined && WRONG_CREDENTIALS.test(text))) {
    return { kind: 'message', key: 'auth.wrong_credentials' }
  }
  const described = description ?? text
  if (described) return { kind: 'server_text', text: described }
  return { kind: 'message', key: 'auth.generic_error' }
}

/** A sign-in step failed; `failure` says what to show or where to go. */
export class LoginFailureError extends Error {
  readonly failure: LoginFailure

  constructor(failure: LoginFailure, options?: { cause?: unknown }) {
    super(`Login failed: ${failure.kind}`, options)
    this.name = 'LoginFailureError'
    this.failure = failure
  }
}
