/**
 * Runs a moderation action (s1 §6 "Moderation actions apply only when the response is ok"; s2 §7
 * "Admin"): the admin call first, then the user in the entity store changes to what the
 * server confirmed; a failure changes nothing and shows the notice
 * `user_card.admin_menu.error` with the error's sentence (errorText.ts). Shared by the moderation
 * menu (features/moderation) and the delete-user confirmation (features/user-card).
 */
import { deleteUser, setActivation, setPermissionGroup, setUserTag } from '../api/endpoints/admin'
import type { User } from '../entities/types'
import { roleOf } from '../entities/normalize/user'
import { errorText } from './errorText'
import { pushNotice } from './notices'
import { currentScope } from './scope'

/** What a moderation menu item does (features/moderation moderationRules.ts). */
export type ModerationAction =
  | { kind: 'group'; group: 'admin' | 'moderator'; grant: boolean }
  | { kind: 'activation'; active: boolean }
  | { kind: 'delete' }
  | { kind: 'tag'; tag: string; on: boolean }

/** The user's new fields after the server confirmed `action`. @throws what the call throws */
async function apply(user: User, action: ModerationAction): Promise<Partial<User>> {
  const nickname = user.screen_name
  switch (action.kind) {
    case 'group': {
      const value = await setPermissionGroup(nickname, action.group, action.grant)
      const rights = { ...user.rights, [action.group]: value }
      return { rights, role: roleOf(rights.admin, rights.moderator) }
    }
    case 'activation':
      return { deactivated: await setActivation(nickname, action.active) }
    case 'tag': {
      await setUserTag(nickname, action.tag, action.on)
      const others = user.tags.filter((tag) => tag !== action.tag)
      return { tags: action.on ? [...others, action.tag] : others }
    }
    case 'delete':
      await deleteUser(nickname)
      return { deactivated: true }
  }
}

/**
 * Runs `action` on `user`. A deleted user's statuses are marked deleted (s1 §4 "User
 * relations"). Resolves true when the server said ok; never rejects.
 */
export async function moderate(user: User, action: ModerationAction): Promise<boolean> {
  const scope = currentScope()
  try {
    const changes = await apply(user, action)
    if (scope.disposed) return false
    const store = scope.entities.getState()
    store.patchUser(user.id, changes)
    if (action.kind === 'delete') {
      for (const status of Object.values(store.statuses))
        if (status.user === user.id) store.patchStatus(status.id, { deleted: true })
    }
    return true
  } catch (error) {
    console.warn('A moderation action failed', error)
    if (!scope.disposed)
      pushNotice({
        messageKey: 'user_card.admin_menu.error',
        messageArgs: { error: errorText(error) },
      })
    return false
  }
}
