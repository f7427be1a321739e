/**
 * Test helper: signs a member in (session store + entity store) without any server call, and
 * resets the preferences the navigation reads.
 */
import { sessionStore } from '../../../state/session'
import type { User } from '../../../entities/types'
import { preferencesStore } from '../../../state/preferences/preferences'
import { makeUser } from '../../status/testing/factories'
import { entities } from '../../../state/entities'
import { resetScope } from '../../../state/testing'

/** Puts `alice` (id 9, overridable) in the entity store and the session; returns her. */
export function signInAs(overrides: Partial<User> = {}): User {
  const user = makeUser({ id: '9', screen_name: 'alice', name: 'Alice', ...overrides })
  entities().setState((state) => ({ users: { ...state.users, [user.id]: user } }))
  sessionStore.setState({ user: user.id, token: 'tok' })
  return user
}

/** Signs out and forgets every user-set preference. */
export function resetMemberWorld(): void {
  sessionStore.setState({ user: null, token: null })
  resetScope()
  preferencesStore.setState({ user: {}, journal: [], _timestamp: 0 })
}
