import { fetchAccount, lookupAccount } from '../../api/endpoints/accounts'
import { ApiError } from '../../api/http'
import type { User } from '../../entities/types'
import { useUser } from '../../state/entities'
import { useLoad, type LoadState } from '../../state/load'
import { errorText } from '../../state/errorText'

/** Where loading a profile's user stands. */
export type ProfileUserState =
  | { status: 'loading' }
  | { status: 'ready'; user: User }
  /** The server knows no such user (404, or "No user with such user_id", s2 §8). */
  | { status: 'missing' }
  | { status: 'error'; message: string }

function isMissing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.status === 404 || error.serverMessage === 'No user with such user_id'
}

/**
 * Loads the user of a profile route (s2 §7 "Accounts"): `{ id }` for external-user-profile
 * (`GET /api/v1/accounts/:id`), `{ name }` for user-profile (`GET /api/v1/accounts/lookup`,
 * falling back to the name as id). The answer goes into the entity store and the page follows
 * the stored user from then on. Aborted when the route changes.
 */
export function useProfileUser(target: { id: string } | { name: string }): ProfileUserState {
  const key = 'id' in target ? `$${target.id}` : target.name
  const loaded = useLoad(key, (signal) =>
    key.startsWith('$') ? fetchAccount(key.slice(1), signal) : lookupAccount(key, signal),
  )
  const current = profileState(loaded)
  const userId = current.status === 'ready' ? current.user.id : null
  const stored = useUser(userId)

  if (current.status === 'ready' && stored) return { status: 'ready', user: stored }
  return current
}

function profileState(loaded: LoadState<{ user: User }>): ProfileUserState {
  switch (loaded.status) {
    case 'ready':
      return { status: 'ready', user: loaded.value.user }
    case 'error':
      return isMissing(loaded.error)
        ? { status: 'missing' }
        : {
            status: 'error',
            message: errorText(loaded.error),
          }
    default:
      return { status: 'loading' }
  }
}
