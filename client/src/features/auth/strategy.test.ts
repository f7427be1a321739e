// @vitest-environment node
import { authTransition, initialAuthState, loginMethodFor, type AuthState } from './strategy'

describe('auth strategy (s1 §4)', () => {
  it('starts with password, or token when the instance says loginMethod token', () => {
    expect(initialAuthState(undefined).strategy).toBe('password')
    expect(initialAuthState('password').strategy).toBe('password')
    expect(initialAuthState('token').strategy).toBe('token')
  })

  it('signs in on the authorize page where the software has no password grant', () => {
    const gotosocial = { name: 'gotosocial', version: '0.19.2' }
    expect(loginMethodFor({ loginMethod: 'password', software: gotosocial })).toBe('token')
    const pleroma = { name: 'pleroma', version: '2.7.0' }
    expect(loginMethodFor({ loginMethod: 'password', software: pleroma })).toBe('password')
    expect(loginMethodFor({ loginMethod: 'token', software: pleroma })).toBe('token')
    expect(loginMethodFor({ loginMethod: 'password', software: null })).toBe('password')
  })

  it('switches password to totp on mfa_required, keeping the mfa token', () => {
    const next = authTransition(initialAuthState('password'), {
      type: 'mfa_required',
      mfaToken: 'm1',
    })
    expect(next).toMatchObject({ strategy: 'totp', mfaToken: 'm1' })
  })

  it('switches totp and recovery to each other', () => {
    const totp = authTransition(initialAuthState('password'), {
      type: 'mfa_required',
      mfaToken: 'm',
    })
    const recovery = authTransition(totp, { type: 'use_recovery' })
    expect(recovery.strategy).toBe('recovery')
    expect(recovery.mfaToken).toBe('m')
    expect(authTransition(recovery, { type: 'use_totp' }).strategy).toBe('totp')
  })

  it('cancel returns to the initial strategy and forgets the mfa token', () => {
    const totp = authTransition(initialAuthState('password'), {
      type: 'mfa_required',
      mfaToken: 'm',
    })
    expect(authTransition(totp, { type: 'cancel' })).toEqual(initialAuthState('password'))
    const tokenStart: AuthState = {
      ...initialAuthState('token'),
      strategy: 'recovery',
      mfaToken: 'x',
    }
    expect(authTransition(tokenStart, { type: 'cancel' }).strategy).toBe('token')
  })

  it('success resets to the initial strategy', () => {
    const recovery: AuthState = {
      ...initialAuthState('password'),
      strategy: 'recovery',
      mfaToken: 'm',
    }
    expect(authTransition(recovery, { type: 'success' })).toEqual(initialAuthState('password'))
  })

  it('falls back to the token strategy when the password grant is refused', () => {
    const next = authTransition(initialAuthState('password'), { type: 'password_grant_refused' })
    expect(next).toMatchObject({ strategy: 'token', passwordGrantRefused: true })
    expect(authTransition(next, { type: 'cancel' })).toMatchObject({
      strategy: 'token',
      passwordGrantRefused: true,
    })
  })

  it('password_reset_required resets and flags the move to password reset', () => {
    const next = authTransition(initialAuthState('password'), { type: 'password_reset_required' })
    expect(next).toMatchObject({ strategy: 'password', passwordResetRequired: true })
  })

  it('ignores events that do not apply', () => {
    const start = initialAuthState('password')
    expect(authTransition(start, { type: 'use_recovery' })).toBe(start)
    expect(authTransition(start, { type: 'use_totp' })).toBe(start)
    const token = initialAuthState('token')
    expect(authTransition(token, { type: 'mfa_required', mfaToken: 'm' })).toBe(token)
  })
})
