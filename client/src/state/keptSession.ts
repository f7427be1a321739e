/**
 * What local storage says of a kept session, read before anything else loads (state/server.ts
 * re-exports it; src/early.ts, the page's first script, reads it too, so this module imports
 * nothing). Keys: `starling:active-account` (the active account's key `{server} {userId}`,
 * state/accounts.ts keeps the list) and `starling:server` (a stand-alone visitor's server).
 */

/** Local-storage key of the active account's key (`{server} {userId}`). */
export const ACTIVE_ACCOUNT_KEY = 'starling:active-account'
/** Local-storage key of the server a stand-alone visitor chose (an origin). */
export const CHOSEN_SERVER_KEY = 'starling:server'
/**
 * Prefix of the one token per origin that builds before issue 13 kept
 * (`starling:user-token:{origin}`; features/auth/credentials.ts migrates it).
 */
export const LEGACY_TOKEN_PREFIX = 'starling:user-token:'

/** The stored value of `key`, or null (also when local storage is unusable). */
export function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** The kept active account's key, or null. */
export function activeAccountKey(): string | null {
  return stored(ACTIVE_ACCOUNT_KEY)
}

/**
 * True when a session may be restored at start: an active kept account, or a token of the page's
 * origin kept by an older build. Lets visitors skip loading the sign-in code.
 */
export function hasKeptSession(): boolean {
  return (
    activeAccountKey() !== null || stored(LEGACY_TOKEN_PREFIX + window.location.origin) !== null
  )
}
