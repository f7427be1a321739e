/**
 * The auth strategy state machine (s1 §4 "Auth strategy", s2 §4 "Login and session"), pure.
 *
 * Strategies: `password` (username + password grant), `token` (redirect to the instance's
 * authorize page), `totp` (two-factor code) and `recovery` (recovery code).
 * - The initial strategy is `token` when the instance's loginMethod is `token`, else `password`.
 * - A password grant answered with `mfa_required` switches to `totp`, keeping the `mfa_token`.
 * - `totp` and `recovery` switch to each other.
 * - Cancel and success reset to the initial strategy.
 * - A server that refuses the password grant (`unsupported_grant_type`) falls back to `token`.
 * - `password_reset_required` resets and asks the caller to go to the password-reset route.
 */

export type Strategy = 'password' | 'token' | 'totp' | 'recovery'
export type InitialStrategy = 'password' | 'token'

export interface AuthState {
  strategy: Strategy
  /** Where cancel and success go back to. */
  initial: InitialStrategy
  /** The `mfa_token` of the pending two-factor challenge; null outside totp/recovery. */
  mfaToken: string | null
  /** True once the server said the password must be reset: the caller navigates away. */
  passwordResetRequired: boolean
}

export type AuthEvent =
  | { type: 'mfa_required'; mfaToken: string }
  | { type: 'use_recovery' }
  | { type: 'use_totp' }
  | { type: 'cancel' }
  | { type: 'success' }
  | { type: 'password_grant_refused' }
  | { type: 'password_reset_required' }

/** The initial strategy for the instance's `loginMethod` ('password' unless it is 'token'). */
export function initialStrategy(loginMethod: string | undefined): InitialStrategy {
  return loginMethod === 'token' ? 'token' : 'password'
}

/** The starting state for an instance's `loginMethod`. */
export function initialAuthState(loginMethod: string | undefined): AuthState {
  const initial = initialStrategy(loginMethod)
  return { strategy: initial, initial, mfaToken: null, passwordResetRequired: false }
}

function reset(state: AuthState): AuthState {
  return {
    strategy: state.initial,
    initial: state.initial,
    mfaToken: null,
    passwordResetRequired: false,
  }
}

/**
 * The next state after `event`. Events that do not apply to the current strategy leave the
 * state unchanged (the same object is returned, so React skips the render).
 */
export function authTransition(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'mfa_required':
      if (state.strategy !== 'password') return state
      return { ...state, strategy: 'totp', mfaToken: event.mfaToken }
    case 'use_recovery':
      return state.strategy === 'totp' ? { ...state, strategy: 'recovery' } : state
    case 'use_totp':
      return state.strategy === 'recovery' ? { ...state, strategy: 'totp' } : state
    case 'cancel':
    case 'success':
      return reset(state)
    case 'password_grant_refused':
      if (state.strategy !== 'password') return state
      return { strategy: 'token', initial: 'token', mfaToken: null, passwordResetRequired: false }
    case 'password_reset_required':
      return { ...reset(state), passwordResetRequired: true }
  }
}
