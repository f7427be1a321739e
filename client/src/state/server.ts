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
import { activeAccountKey, CHOSEN_SERVER_KEY, stored } from './keptSession'

export { LEGACY_TOKEN_PREFIX, hasKeptSession } from './keptSession'

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
