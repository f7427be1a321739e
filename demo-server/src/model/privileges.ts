/**
 * Staff privileges as Pleroma grants them by default (PLEROMA-API §2.7 nodeinfo `roles`, §14):
 * admins hold every privilege, moderators `messages_delete` and `reports_manage_reports`.
 */
import type { AccountRecord } from './records'

/** Admin privileges Pleroma grants by default (nodeinfo `roles.admin`, §2.7). */
export const ADMIN_PRIVILEGES = [
  'users_read',
  'users_manage_invites',
  'users_manage_activation_state',
  'users_manage_tags',
  'users_manage_credentials',
  'users_delete',
  'messages_read',
  'messages_delete',
  'instances_delete',
  'reports_manage_reports',
  'moderation_log_read',
  'announcements_manage_announcements',
  'emoji_manage_emoji',
  'statistics_read',
]
/** Moderator privileges Pleroma grants by default. */
export const MODERATOR_PRIVILEGES = ['messages_delete', 'reports_manage_reports']

/** The privileges of a local account (none for remote accounts and members). */
export function privilegesOf(account: AccountRecord): readonly string[] {
  if (account.host !== null) return []
  if (account.is_admin) return ADMIN_PRIVILEGES
  return account.is_moderator ? MODERATOR_PRIVILEGES : []
}
