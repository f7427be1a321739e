/**
 * The auth strategy state machine (s1 §4 "Auth strategy", s2 §4 "Login and session"), pure.
 *
 * Strategies: `password` (username + password grant), `token` (redirect to the instance's
 * authorize page), `totp` (two-factor code) and `recovery` (recovery code).
 * - The initial strategy is `token` when the instance's loginMethod is `token`, or when the server
 *   software is known to have no password grant (GoToSocial; {@link loginMethodFor}), else
 *   `password`.
 * - A password grant answered with `mfa_required` switches to `totp`, keeping the `mfa_token`.
 * - `totp` and `recovery` switch to each other.
 * - Cancel and success reset to the initial strategy.
 * - A server that refuses the password grant (loginErrors.ts) falls back to `token` at once and
 *   flags `passwordGrantRefused`, so the form says why.
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
  /** True once the server refused the password grant: the token form says so. */
  passwordGrantRefused: boolean
}

export type AuthEvent =
  | { type: 'mfa_required'; mfaToken: string }
  | { type: 'use_recovery' }
  | { type: 'use_totp' }
  | { type: 'cancel' }
  | { type: 'success' }
  | { type: 'password_grant_refused' }
  | { type: 'password_reset_required' }

/**
 * Server software (nodeinfo name, lower case) that signs in only by its own authorize page:
 * GoToSocial refuses the password grant (peers/README.md).
 */
const NO_PASSWORD_GRANT: ReadonlySet<string> = new Set(['gotosocial'])

/**
 * The login method of an instance: its configured `loginMethod` (Pleroma's frontend
 * configuration; 'password' when it names none) unless the software is known to lack the
 * password grant, which makes it 'token'.
 */
export function loginMethodFor(config: {
  loginMethod: string
  software: { name: string } | null
}): string {
  return config.software && NO_PASSWORD_GRANT.has(config.software.name)
    ? 'token'
    : config.loginMethod
}

/** The initial strategy for the instance's `loginMethod` ('password' unless it is 'token'). */
export function initialStrategy(loginMethod: string | undefined): InitialStrategy {
  return loginMethod === 'token' ? 'token' : 'password'
}

/** The starting state for an instance's `loginMethod`. */
export function initialAuthState(loginMethod: string | undefined): AuthState {
  const initial = initialStrategy(loginMethod)
  return {
    strategy: initial,
    initial,
    mfaToken: null,
    passwordResetRequired: false,
    passwordGrantRefused: false,
  }
}

function reset(state: AuthState): AuthState {
  return {
    strategy: state.initial,
    initial: state.initial,
    mfaToken: null,
    passwordResetRequired: false,
    passwordGrantRefused: state.passwordGrantRefused,
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
      return {
        strategy: 'token',
        initial: 'token',
        mfaToken: null,
        passwordResetRequired: false,
        passwordGrantRefused: true,
      }
    case 'password_reset_required':
      return { ...reset(state), passwordResetRequired: true }
  }
}
