import { useEffect, useState } from 'react'
import { fetchAccount, lookupAccount } from '../../api/endpoints/accounts'
import { ApiError } from '../../api/http'
import { entityStore, useUser } from '../../entities/store'
import type { User } from '../../entities/types'

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
  const [state, setState] = useState<{ key: string; result: ProfileUserState }>({
    key,
    result: { status: 'loading' },
  })
  const current = state.key === key ? state.result : { status: 'loading' as const }
  const userId = current.status === 'ready' ? current.user.id : null
  const stored = useUser(userId)

  useEffect(() => {
    const controller = new AbortController()
    const load = key.startsWith('$')
      ? fetchAccount(key.slice(1), controller.signal)
      : lookupAccount(key, controller.signal)
    load.then(
      ({ user, batch }) => {
        if (controller.signal.aborted) return
        entityStore.getState().importBatch(batch)
        setState({ key, result: { status: 'ready', user } })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const result: ProfileUserState = isMissing(error)
          ? { status: 'missing' }
          : { status: 'error', message: error instanceof Error ? error.message : String(error) }
        setState({ key, result })
      },
    )
    return () => controller.abort()
  }, [key])

  if (current.status === 'ready' && stored) return { status: 'ready', user: stored }
  return current
}
