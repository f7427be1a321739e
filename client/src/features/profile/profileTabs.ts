/**
 * The tabs of a user profile (s1 §2 "User profile", DECISIONS.md "Routes"): statuses (default,
 * pinned first), followees (`friends`, Pleroma-FE's name) and followers, media, and favorites.
 * Followees and followers are hidden when the user hides them (hide_follows, hide_followers)
 * and the viewer is someone else; favorites show on the viewer's own profile only.
 */
import type { User } from '../../entities/types'

/** A profile tab, as written in `?tab=`. */
export type ProfileTab = 'statuses' | 'friends' | 'followers' | 'media' | 'favorites'

/** The tabs shown for `user`, in order, when the viewer is (`isViewer`) or is not that user. */
export function profileTabs(
  user: Pick<User, 'hide_follows' | 'hide_followers'>,
  isViewer: boolean,
): ProfileTab[] {
  const tabs: ProfileTab[] = ['statuses']
  if (isViewer || !user.hide_follows) tabs.push('friends')
  if (isViewer || !user.hide_followers) tabs.push('followers')
  tabs.push('media')
  if (isViewer) tabs.push('favorites')
  return tabs
}

/**
 * The tab a `?tab=` value selects: one of the shown `tabs`, else statuses (so another user's
 * `tab=favorites` shows their statuses, DECISIONS.md).
 */
export function selectedTab(param: string | null, tabs: readonly ProfileTab[]): ProfileTab {
  return tabs.find((tab) => tab === param) ?? 'statuses'
}
