/**
 * The session (s1 §4 "Login sequence"; s2 §4 "Login and session"): who is signed in and their
 * OAuth bearer token. This store is the only holder of the token: the api layer reads it through
 * `setTokenSource` (api/http.ts) and sends it to the instance origin only. Signing in or out
 * goes through {@link signIn} / {@link signOut}, which also replace the account scope
 * (state/scope.ts), so nothing of one account outlives its session.
 */
import { create } from 'zustand'
import { dropAhead } from '../api/aheadRequests'
import { instanceOrigin, setTokenSource } from '../api/http'
import type { User } from '../entities/types'
import { activateScope, createAccountScope } from './scope'
import { accountKey } from './keptSession'

export { accountKey } from './keptSession'

/**
 * Session state: the current user's id, the origin of their instance and their bearer token,
 * or null when signed out. `token` alone (user null) while a new token is being verified.
 */
export interface SessionState {
  user: string | null
  server: string | null
  token: string | null
}

/** The session store (Zustand). Change it only through the functions below. */
export const sessionStore = create<SessionState>(() => ({ user: null, server: null, token: null }))

/**
 * The key of the signed-in account ({@link accountKey}), or null for the visitor. A session
 * set without its server (tests) counts as one of the current instance.
 */
export function sessionAccountKey(state: SessionState = sessionStore.getState()): string | null {
  return state.user ? accountKey(state.server ?? instanceOrigin(), state.user) : null
}

setTokenSource(() => sessionStore.getState().token)

/** Uses `token` for the next calls while it is verified (no user yet, no new scope). */
export function setVerificationToken(token: string | null): void {
  sessionStore.setState({ user: null, server: null, token })
}

/**
 * Signs `user` in with `token`: a new account scope holding the user replaces the previous one
 * (whose fetchers, socket and stores are dropped), then the session names the user.
 */
export function signIn(user: User, token: string): void {
  const server = instanceOrigin()
  const scope = createAccountScope({ userId: user.id, server })
  scope.entities.getState().importBatch({ statuses: [], users: [user] })
  sessionStore.setState({ user: user.id, server, token })
  activateScope(scope)
}

/**
 * Signs out: the token is forgotten, the account's scope is replaced by an empty visitor's, and
 * the early script's answers the app did not take are dropped (api/aheadRequests.ts).
 */
export function signOut(): void {
  sessionStore.setState({ user: null, server: null, token: null })
  activateScope(createAccountScope(null))
  dropAhead()
}

/** The session, or one value picked from it; re-renders only when that value changes. */
export function useSession(): SessionState
export function useSession<T>(selector: (state: SessionState) => T): T
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  const pick: (state: SessionState) => T | SessionState = selector ?? ((state) => state)
  return sessionStore(pick)
}

/** True when someone is signed in. */
export function useSignedIn(): boolean {
  return sessionStore((state) => state.user !== null)
}
