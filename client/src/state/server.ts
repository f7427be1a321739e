/**
 * Which server Starling talks to (issue 13; s2 §7 "Start-up"). Installed on an instance, the
 * page's own origin; stand-alone (the page's origin is no instance), the server of the active
 * kept account or the one a visitor chose, or none yet: then the routes ask "which server?".
 *
 * Local storage: `starling:active-account` (the active account's key `{server} {userId}`,
 * state/accounts.ts keeps the list) and `starling:server` (a stand-alone visitor's server).
 * This module is in the initial load and small: switching is in state/switchServer.ts (lazy).
 */
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { instanceOrigin } from '../api/http'

/** Local-storage key of the active account's key (`{server} {userId}`). */
export const ACTIVE_ACCOUNT_KEY = 'starling:active-account'
/** Local-storage key of the server a stand-alone visitor chose (an origin). */
export const CHOSEN_SERVER_KEY = 'starling:server'
/**
 * Prefix of the one token per origin that builds before issue 13 kept
 * (`starling:user-token:{origin}`; features/auth/credentials.ts migrates it).
 */
export const LEGACY_TOKEN_PREFIX = 'starling:user-token:'

/** Stand-alone: the page is not served by the instance it talks to. `noServer`: none chosen yet. */
export interface ServerState {
  standalone: boolean
  noServer: boolean
}

/** The server state (vanilla store; React reads it with {@link useServer}). */
export const serverStore = createStore<ServerState>()(() => ({
  standalone: false,
  noServer: false,
}))

/** The stored value of `key`, or null (also when local storage is unusable). */
function stored(key: string): string | null {
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

/**
 * Reads the boot's answer (`isInstance`: state/instance.ts): talking to another origin than the
 * page's is stand-alone; the page's own origin answering as no instance is stand-alone with no
 * server.
 */
export function settleServer(isInstance: boolean): void {
  const own = instanceOrigin() === window.location.origin
  const none = own && !isInstance
  serverStore.setState({ standalone: !own || none, noServer: none })
}

/** One value of the server state; re-renders when it changes. */
export function useServer<T>(selector: (state: ServerState) => T): T {
  return useStore(serverStore, selector)
}
