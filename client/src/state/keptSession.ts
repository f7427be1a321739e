/**
 * What local storage says of a kept session, read before anything else loads (state/server.ts
 * and state/accounts.ts re-export it; src/early.ts, the page's first script, reads it too, so
 * this module imports nothing). Keys: `starling:accounts` (the kept accounts, state/accounts.ts
 * writes them), `starling:active-account` (the active account's key `{server} {userId}`) and
 * `starling:server` (a stand-alone visitor's server).
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

/**
 * The origin to start with: the active kept account's server, else the stand-alone visitor's
 * chosen server, else the page's origin. An unreadable stored value counts as absent.
 */
export function bootOrigin(): string {
  const kept = activeAccountKey()?.split(' ')[0] || stored(CHOSEN_SERVER_KEY)
  return kept && URL.canParse(kept) ? kept : window.location.origin
}

/** Local-storage key of the kept accounts. */
export const ACCOUNTS_KEY = 'starling:accounts'

/** One kept account. */
export interface KeptAccount {
  /** The instance origin, e.g. `https://example.social`. */
  server: string
  userId: string
  /** The screen name on its instance (`alice`). */
  acct: string
  avatar: string | null
  token: string
}

/** Where stored values are read from (`window.localStorage`; lib/storage's SafeStorage too). */
export interface StorageReader {
  getItem: (key: string) => string | null
}

const localStorageReader: StorageReader = { getItem: stored }

/**
 * The key of one account wherever something is kept per account (preferences, drafts, the
 * kept accounts): `{server origin} {user id}`, since ids repeat across servers (issue 13).
 */
export function accountKey(server: string, userId: string): string {
  return `${server} ${userId}`
}

function isKept(value: unknown): value is KeptAccount {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return (
    typeof v.server === 'string' &&
    URL.canParse(v.server) &&
    typeof v.userId === 'string' &&
    typeof v.acct === 'string' &&
    typeof v.token === 'string' &&
    v.token !== '' &&
    (v.avatar === null || typeof v.avatar === 'string')
  )
}

/** The kept accounts in the order they were added; unreadable entries are left out. */
export function readKeptAccounts(from: StorageReader = localStorageReader): KeptAccount[] {
  try {
    const parsed: unknown = JSON.parse(from.getItem(ACCOUNTS_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isKept) : []
  } catch {
    return []
  }
}

/** The active kept account, or null (none, or its entry is gone). */
export function activeKeptAccount(from: StorageReader = localStorageReader): KeptAccount | null {
  const active = from.getItem(ACTIVE_ACCOUNT_KEY)
  return (
    readKeptAccounts(from).find(
      (account) => accountKey(account.server, account.userId) === active,
    ) ?? null
  )
}
