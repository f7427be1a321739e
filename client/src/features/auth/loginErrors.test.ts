// @vitest-environment node
import { ApiError, NetworkError } from '../../api/http'
import { classifyLoginError } from './loginErrors'

const req = { method: 'POST', url: 'http://localhost/oauth/token' }
const api = (status: number, body: unknown) => new ApiError(status, body, req)

describe('classifyLoginError (s1 §5, s2 §8 "Login")', () => {
  it('maps wrong credentials (400 Invalid credentials, 401) to the wrong-credentials text', () => {
    const wrong = { kind: 'message', key: 'auth.wrong_credentials' }
    expect(classifyLoginError(api(400, { error: 'Invalid credentials' }), 'token')).toEqual(wrong)
    expect(classifyLoginError(api(401, { error: 'Invalid credentials.' }), 'token')).toEqual(wrong)
    expect(classifyLoginError(api(400, { error: 'invalid_grant' }), 'token')).toEqual(wrong)
  })

  it('maps a network failure to the connect text', () => {
    expect(classifyLoginError(new NetworkError(new TypeError('x'), req), 'token')).toEqual({
      kind: 'message',
      key: 'auth.network_error',
    })
  })

  it('opens the code form on mfa_required and keeps the mfa token', () => {
    const body = { error: 'mfa_required', mfa_token: 'mt', supported_challenge_types: 'totp' }
    expect(classifyLoginError(api(403, body), 'token')).toEqual({
      kind: 'mfa_required',
      mfaToken: 'mt',
    })
  })

  it('sends password_reset_required to password reset', () => {
    const body = { error: 'Password reset is required', identifier: 'password_reset_required' }
    expect(classifyLoginError(api(403, body), 'token')).toEqual({ kind: 'password_reset_required' })
  })

  it('falls back to the token strategy when the server has no password grant', () => {
    const refused = { kind: 'password_grant_refused' }
    // GoToSocial 0.19.2, with redirect_uri sent (peers/README.md).
    const gotosocial = {
      error: 'unsupported_grant_type',
      error_description:
        'Bad Request: could not validate token request: unsupported_grant_type: ... Supported grant types are: authorization_code, client_credentials',
    }
    expect(classifyLoginError(api(400, gotosocial), 'token')).toEqual(refused)
    // Mastodon (Doorkeeper) with the grant turned off, and RFC 6749's other code for it.
    expect(classifyLoginError(api(400, { error: 'unsupported_grant_type' }), 'token')).toEqual(
      refused,
    )
    expect(classifyLoginError(api(400, { error: 'unauthorized_client' }), 'token')).toEqual(refused)
    const aboutGrant = { error: 'invalid_request', error_description: 'grant_type not allowed' }
    expect(classifyLoginError(api(400, aboutGrant), 'token')).toEqual(refused)
  })

  it('shows an invalid_request about something else as the server describes it', () => {
    const other = { error: 'invalid_request', error_description: 'Missing client_id' }
    expect(classifyLoginError(api(400, other), 'token')).toEqual({
      kind: 'server_text',
      text: 'Missing client_id',
    })
  })

  it('shows other server texts as they are, else the generic text', () => {
    const body = { error: 'Your account is awaiting approval.', identifier: 'awaiting_approval' }
    expect(classifyLoginError(api(403, body), 'token')).toEqual({
      kind: 'server_text',
      text: 'Your account is awaiting approval.',
    })
    expect(classifyLoginError(api(500, null), 'token')).toEqual({
      kind: 'message',
      key: 'auth.generic_error',
    })
  })

  it('verify_credentials: 401/403 wrong credentials, anything else the generic text', () => {
    expect(classifyLoginError(api(403, { error: 'Invalid credentials.' }), 'verify')).toEqual({
      kind: 'message',
      key: 'auth.wrong_credentials',
    })
    expect(classifyLoginError(api(500, { error: 'boom' }), 'verify')).toEqual({
      kind: 'message',
      key: 'auth.generic_error',
    })
  })
})
