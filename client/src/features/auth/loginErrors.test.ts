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

  it('falls back to the token strategy on unsupported_grant_type', () => {
    expect(classifyLoginError(api(400, { error: 'unsupported_grant_type' }), 'token')).toEqual({
      kind: 'password_grant_refused',
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
