/**
 * Whether a path is the profile page of a user (s1 §4 "User relations": after a user is
 * deleted the view goes back if on that profile): `/users/:name`, `/users/$:id` and
 * `/remote-users/@:user@:host`, as lib/userLink.ts builds them.
 */
import type { User } from '../../entities/types'
import { encodePart } from '../../lib/urlPart'
import { userRoute } from '../../lib/userLink'

/** True when `pathname` shows the profile of `user` (`restricted`: the instance's nicknames). */
export function isProfilePath(
  pathname: string,
  user: Pick<User, 'id' | 'screen_name'>,
  restricted: readonly string[],
): boolean {
  return [
    userRoute(user.id, user.screen_name, restricted),
    `/users/$${encodePart(user.id)}`,
    `/remote-users/@${user.screen_name}`,
  ].includes(pathname)
}
