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
export { bootOrigin, LEGACY_TOKEN_PREFIX, hasKeptSession } from './keptSession'

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
