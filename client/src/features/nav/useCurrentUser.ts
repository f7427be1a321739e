import { useSession } from '../../state/session'
import type { User } from '../../entities/types'
import { useUser } from '../../state/entities'

/**
 * The signed-in user's entity (session user id looked up in the entity store), or undefined
 * for a visitor. Re-renders when the entity changes (counts, badges, role).
 */
export function useCurrentUser(): User | undefined {
  return useUser(useSession((state) => state.user))
}
