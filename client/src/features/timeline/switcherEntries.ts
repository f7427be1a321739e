import { isRefused, type GuardContext } from '../../state/routing/guards'
import type { RouteName } from '../../state/routing/routeTable'
import { encodePart } from '../../lib/urlPart'

/** One entry of the timeline-switching menu: a catalogue key and where it goes. */
export interface SwitcherEntry {
  labelKey: string
  to: string
  route: RouteName
}

/**
 * The timelines of the timeline-switching menu (s1 §2 "Timelines and conversations"): for a
 * member home, direct messages and bookmarks, then the public ones; each only when its route is
 * open to the viewer (the whole known network only on a federating instance; nothing public for
 * visitors of a private instance). `screenName` is the member's own, for the dms route.
 */
export function switcherEntries(ctx: GuardContext, screenName: string | null): SwitcherEntry[] {
  const member: SwitcherEntry[] =
    ctx.signedIn && screenName
      ? [
          { labelKey: 'timeline.friends', to: '/main/friends', route: 'friends' },
          {
            labelKey: 'timeline.dms',
            to: `/users/${encodePart(screenName)}/dms`,
            route: 'dms',
          },
          { labelKey: 'timeline.bookmarks', to: '/bookmarks', route: 'bookmarks' },
        ]
      : []
  const open: SwitcherEntry[] = [
    ...member,
    { labelKey: 'timeline.public_tl', to: '/main/public', route: 'public-timeline' },
    { labelKey: 'timeline.twkn', to: '/main/all', route: 'public-external-timeline' },
  ]
  return open.filter((entry) => !isRefused(entry.route, ctx))
}
