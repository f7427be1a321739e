/**
 * The session (s1 §4 "Login sequence" comes in the sign-in issue): who is signed in.
 * Everything that depends on being signed in reads this store; until sign-in exists it stays
 * signed out.
 */
import { create } from 'zustand'

/** Session state: the current user's id and their OAuth bearer token, or null when signed out. */
export interface SessionState {
  user: string | null
  token: string | null
}

/** The session store (Zustand). `sessionStore.setState({ user, token })` signs in or out. */
export const sessionStore = create<SessionState>(() => ({ user: null, token: null }))

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
