/**
 * The follow, block and mute exports (s1 §2 "Data import/export"): one account address per
 * line, as Pleroma's imports read them (PLEROMA-API §13: the first CSV column of each line for
 * follows, white space between entries for blocks and mutes). A local account gets this
 * instance's host, so the file also works on another server.
 */
import type { User } from '../../../entities/types'

/** The address of a user for an export: `nick@host` (local: `nick@<instanceHost>`). */
export function accountAddress(user: Pick<User, 'screen_name' | 'is_local'>, instanceHost: string) {
  return user.is_local ? `${user.screen_name}@${instanceHost}` : user.screen_name
}

/** The export file's text: one address per line, ending with a line break (empty: ""). */
export function exportText(users: readonly Pick<User, 'screen_name' | 'is_local'>[], host: string) {
  return users.map((user) => `${accountAddress(user, host)}\n`).join('')
}
