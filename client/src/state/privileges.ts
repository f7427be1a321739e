/**
 * What the signed-in user may do as staff (s1 §6, s2 §6 "Roles and permissions"): the user's
 * privileges as the server sent them, or the defaults of the role when it sent none (derived
 * once in entities/normalize/user.ts). Every gated control asks {@link can}.
 */
import type { User } from '../entities/types'

/** A privilege name of Pleroma's admin API (s1 §6), e.g. `reports_manage_reports`. */
export type Privilege =
  | 'users_read'
  | 'users_manage_invites'
  | 'users_manage_activation_state'
  | 'users_manage_tags'
  | 'users_manage_credentials'
  | 'users_delete'
  | 'messages_read'
  | 'messages_delete'
  | 'instances_delete'
  | 'reports_manage_reports'
  | 'moderation_log_read'
  | 'announcements_manage_announcements'
  | 'emoji_manage_emoji'
  | 'statistics_read'

/** True when `user` (absent: nobody signed in) holds `privilege`. */
export function can(user: Pick<User, 'privileges'> | null | undefined, privilege: Privilege) {
  return user?.privileges.includes(privilege) ?? false
}
