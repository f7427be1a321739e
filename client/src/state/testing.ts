/**
 * Test helpers for the state layer: a fresh account scope and session, as a new page would have.
 */
import { configureServer } from '../api/http'
import { activateScope, createAccountScope } from './scope'
import { sessionStore } from './session'

/**
 * Starts over: the instance origin `server` (default: the page's), the session with `token`
 * (and `userId`, signed in when given), and a new empty account scope replacing the active one.
 */
export function resetSession(
  options: { server?: string; token?: string | null; userId?: string | null } = {},
): void {
  const server = options.server ?? window.location.origin
  configureServer(server)
  const userId = options.userId ?? null
  sessionStore.setState({ user: userId, token: options.token ?? null })
  activateScope(createAccountScope(userId ? { userId, server } : null))
}

/** A new empty account scope for whoever is signed in now (session and server unchanged). */
export function resetScope(): void {
  const { user } = sessionStore.getState()
  activateScope(createAccountScope(user ? { userId: user, server: window.location.origin } : null))
}
