/**
 * Which navigation entries a visitor sees (s1 §2 "Navigation panel", "Side drawer"), as pure
 * rules over the route guards: an entry is shown only when its route is open to the viewer,
 * so no link leads to a page that redirects away. The members' entries live in memberNav.ts,
 * which only lazy chunks import (the initial bundle stays small).
 */
import type { ComponentType } from 'react'
import { Earth, Info, LogIn, Search, Users } from 'lucide-react'
import { isRefused, type GuardContext } from '../../state/routing/guards'
import type { RouteName } from '../../state/routing/routeTable'

/**
 * Entry ids. Members' ids are Pleroma-FE's navigation item names (a list's is `list-{id}`), so
 * the pinnedNavItems preference (s1 §3 "Server-side preferences") stays compatible with other
 * front ends.
 */
export type NavEntryId =
  | 'login'
  | 'home'
  | 'public'
  | 'twkn'
  | 'bookmarks'
  | 'favorites'
  | 'dms'
  | 'interactions'
  | 'chats'
  | 'friendRequests'
  | 'shoutbox'
  | 'about'
  | 'announcements'
  | 'timelines'
  | 'lists'
  | 'search'
  | 'whoToFollow'
  | 'editNavigation'
  | `list-${string}`

/** Where an entry's count badge comes from (the signed-in User entity, s1 §3). */
export type BadgeSource = 'followRequests' | 'unreadChats' | 'unreadAnnouncements'

/** An entry's icon: a lucide icon, or a list's first letter (memberNav.ts). */
export type NavIcon = ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>

/**
 * One navigation entry: a catalogue key for its label (or the `label` itself, a list's title),
 * a path, its spec route and an icon.
 */
export interface NavEntry {
  id: NavEntryId
  labelKey: string
  label?: string
  to: string
  route: RouteName
  icon: NavIcon
  badge?: BadgeSource
}

/**
 * Keeps the entries whose route this viewer may open (app/guards.ts `isRefused`): login-only,
 * chat-only, private-instance and non-federating rules all apply.
 */
export function openEntries(entries: readonly NavEntry[], ctx: GuardContext): NavEntry[] {
  return entries.filter((entry) => !isRefused(entry.route, ctx))
}

const PANEL: readonly NavEntry[] = [
  {
    id: 'public',
    labelKey: 'nav.public_tl',
    to: '/main/public',
    route: 'public-timeline',
    icon: Users,
  },
  {
    id: 'twkn',
    labelKey: 'nav.twkn',
    to: '/main/all',
    route: 'public-external-timeline',
    icon: Earth,
  },
  { id: 'about', labelKey: 'nav.about', to: '/about', route: 'about', icon: Info },
]

const DRAWER: readonly NavEntry[] = [
  { id: 'login', labelKey: 'nav.login', to: '/login', route: 'login', icon: LogIn },
  {
    id: 'timelines',
    labelKey: 'nav.timelines',
    to: '/main/public',
    route: 'public-timeline',
    icon: Users,
  },
  { id: 'search', labelKey: 'nav.search', to: '/search', route: 'search', icon: Search },
  { id: 'about', labelKey: 'nav.about', to: '/about', route: 'about', icon: Info },
]

/**
 * Navigation panel entries for a visitor: public, the whole known network (only when the
 * instance federates) and about; a private instance shows only about.
 */
export function visitorPanelEntries(ctx: GuardContext): NavEntry[] {
  return openEntries(PANEL, { ...ctx, signedIn: false })
}

/**
 * Side drawer entries for a visitor: login, timelines, search and about; on a private
 * instance timelines and search are left out.
 */
export function visitorDrawerEntries(ctx: GuardContext): NavEntry[] {
  return openEntries(DRAWER, { ...ctx, signedIn: false })
}
