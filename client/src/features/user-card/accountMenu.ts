/**
 * The account-actions menu's items for a relationship (s1 §2 "Full user card", s1 §4 "User
 * relations", s1 §5 "mute ... disabled for deactivated users").
 */
import type { User } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'

/** Items of the account-actions menu, in order. */
export type AccountMenuItem =
  | 'block'
  | 'unblock'
  | 'mute'
  | 'unmute'
  | 'hide_repeats'
  | 'show_repeats'
  | 'remove_follower'
  | 'lists'
  | 'report'
  | 'copy_handle'
  | 'show_remote_profile'

/**
 * block or unblock; mute (not for a deactivated user) or unmute; hide or show repeats only while
 * following; remove follower only while they follow the viewer; add to or remove from lists
 * (s2 §7 `accounts/:id/lists`); report; copy handle; and the remote profile for users of other
 * servers with a web address.
 */
export function accountMenuItems(user: User): AccountMenuItem[] {
  const r = user.relationship
  const items: AccountMenuItem[] = [r?.blocking ? 'unblock' : 'block']
  if (r?.muting) items.push('unmute')
  else if (!user.deactivated) items.push('mute')
  if (r?.following) items.push(r.showing_reblogs ? 'hide_repeats' : 'show_repeats')
  if (r?.followed_by) items.push('remove_follower')
  items.push('lists', 'report', 'copy_handle')
  if (!user.is_local && isWebUrl(user.statusnet_profile_url)) items.push('show_remote_profile')
  return items
}
