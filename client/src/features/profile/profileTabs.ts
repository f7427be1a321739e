/**
 * The tabs of a user profile that host a timeline (s1 §2 "User profile", DECISIONS.md "Routes"):
 * statuses (default, pinned first), media, and favorites on the viewer's own profile only.
 * Followees and followers come with the full profile.
 */

/** A profile tab, as written in `?tab=`. */
export type ProfileTab = 'statuses' | 'media' | 'favorites'

/** The tabs shown: favorites only when the viewer looks at their own profile. */
export function profileTabs(isViewer: boolean): ProfileTab[] {
  return isViewer ? ['statuses', 'media', 'favorites'] : ['statuses', 'media']
}

/**
 * The tab a `?tab=` value selects: one of the shown tabs, else statuses (so another user's
 * `tab=favorites` shows their statuses, DECISIONS.md).
 */
export function selectedTab(param: string | null, isViewer: boolean): ProfileTab {
  const tabs: readonly string[] = profileTabs(isViewer)
  return param !== null && tabs.includes(param) ? (param as ProfileTab) : 'statuses'
}
