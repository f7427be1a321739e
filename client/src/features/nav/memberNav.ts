/**
 * Navigation rules for signed-in members (s1 §2 "Navigation panel", "Side drawer", "Desktop
 * navbar"; s1 §6 roles; s1 §9 "Nav pins shown 6"; DECISIONS.md admin link and follow requests).
 * Pure functions over the guard context and the signed-in user; only lazy chunks import this
 * module, so member code stays out of the initial bundle.
 */
import {
  Bell,
  Bookmark,
  Earth,
  House,
  Info,
  List,
  Mail,
  Megaphone,
  MessagesSquare,
  Newspaper,
  Pencil,
  Search,
  Speech,
  Star,
  UserPlus,
  UserRoundPlus,
  Users,
} from 'lucide-react'
import type { GuardContext } from '../../state/routing/guards'
import type { List as ListEntity, User } from '../../entities/types'
import { openEntries, type NavEntry, type NavEntryId } from './navEntries'
import { encodePart } from '../../lib/urlPart'
import { letterIcon } from './LetterIcon'

/** What the rules read from the signed-in User entity (s1 §3). */
export type Member = Pick<User, 'screen_name' | 'locked' | 'role'> &
  Partial<Pick<User, 'follow_request_count' | 'unread_chat_count'>>

/** Most pinned entries shown in the compact pinned bar (s1 §9). */
export const MAX_PINS = 6

/** The member's own path segment, `/users/{me}` (URL-encoded screen name). */
function me(member: Member): string {
  return `/users/${encodePart(member.screen_name)}`
}

/** The "timelines" group of the navigation panel, in Pleroma-FE's order. */
function timelineEntries(member: Member): NavEntry[] {
  return [
    {
      id: 'home',
      labelKey: 'nav.home_timeline',
      to: '/main/friends',
      route: 'friends',
      icon: House,
    },
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
    {
      id: 'bookmarks',
      labelKey: 'nav.bookmarks',
      to: '/bookmarks',
      route: 'bookmarks',
      icon: Bookmark,
    },
    {
      id: 'favorites',
      labelKey: 'nav.favorites',
      to: `${me(member)}?tab=favorites`,
      route: 'user-profile',
      icon: Star,
    },
    { id: 'dms', labelKey: 'nav.dms', to: `${me(member)}/dms`, route: 'dms', icon: Mail },
  ]
}

function interactions(member: Member): NavEntry {
  return {
    id: 'interactions',
    labelKey: 'nav.interactions',
    to: `${me(member)}/interactions`,
    route: 'interactions',
    icon: Bell,
  }
}

function chats(member: Member): NavEntry {
  return {
    id: 'chats',
    labelKey: 'nav.chats',
    to: `${me(member)}/chats`,
    route: 'chats',
    icon: MessagesSquare,
    badge: 'unreadChats',
  }
}

const SHOUTBOX: NavEntry = {
  id: 'shoutbox',
  labelKey: 'shoutbox.title',
  to: '/shout-panel',
  route: 'shout-panel',
  icon: Speech,
}

const FRIEND_REQUESTS: NavEntry = {
  id: 'friendRequests',
  labelKey: 'nav.friend_requests',
  to: '/friend-requests',
  route: 'friend-requests',
  icon: UserPlus,
  badge: 'followRequests',
}
const ABOUT: NavEntry = {
  id: 'about',
  labelKey: 'nav.about',
  to: '/about',
  route: 'about',
  icon: Info,
}
const ANNOUNCEMENTS: NavEntry = {
  id: 'announcements',
  labelKey: 'nav.announcements',
  to: '/announcements',
  route: 'announcements',
  icon: Megaphone,
  badge: 'unreadAnnouncements',
}

/** Follow requests only for locked accounts (s1 §6, DECISIONS.md). */
function lockedOnly(entries: NavEntry[], member: Member): NavEntry[] {
  return member.locked ? entries : entries.filter((entry) => entry.id !== 'friendRequests')
}

const asMember = (ctx: GuardContext): GuardContext => ({ ...ctx, signedIn: true })

/** The member's navigation panel: the collapsible timelines and lists groups, the rest. */
export interface MemberPanel {
  timelines: NavEntry[]
  lists: NavEntry[]
  root: NavEntry[]
}

/**
 * One navigation entry per list (s1 §2): the title as label, its first letter as icon, route
 * lists-timeline; id `list-{id}` (Pleroma-FE's name, so pins stay compatible).
 */
export function listEntries(lists: readonly ListEntity[]): NavEntry[] {
  return lists.map((list): NavEntry => ({
    id: `list-${list.id}`,
    labelKey: 'lists.list',
    label: list.title,
    to: `/lists/${encodePart(list.id)}`,
    route: 'lists-timeline',
    icon: letterIcon(list.title),
  }))
}

/**
 * The navigation panel for a member (s1 §2): timelines group home, public, whole known network
 * (only when federating), bookmarks, favorites, direct messages; then interactions, chats
 * (only when the instance advertises chat), follow requests (locked accounts only), about,
 * announcements; and the lists group, one entry per list of `lists` (newest first).
 */
export function memberPanelEntries(
  ctx: GuardContext,
  member: Member,
  lists: readonly ListEntity[] = [],
): MemberPanel {
  const open = asMember(ctx)
  const root = [interactions(member), chats(member), FRIEND_REQUESTS, ABOUT, ANNOUNCEMENTS]
  return {
    timelines: openEntries(timelineEntries(member), open),
    lists: openEntries(listEntries(lists), open),
    root: lockedOnly(openEntries(root, open), member),
  }
}

/** A side drawer row: a route link, or one of the drawer's actions. */
export type DrawerItem =
  | { kind: 'link'; entry: NavEntry }
  | { kind: 'settings' }
  | { kind: 'admin'; href: string }
  | { kind: 'logout' }

/** The id of a drawer row (entry id or action kind), for keys and tests. */
export function drawerItemId(item: DrawerItem): NavEntryId | 'settings' | 'admin' | 'logout' {
  return item.kind === 'link' ? item.entry.id : item.kind
}

/** Options of {@link memberDrawerItems}. */
export interface DrawerOptions {
  /** The instance offers who-to-follow suggestions (instance config suggestionsEnabled). */
  suggestionsEnabled: boolean
  /** The instance's server URL, for the administration link. */
  server: string
  /** The shoutbox is joined and the hideShoutbox preference is off (s1 §6). */
  shoutbox: boolean
}

/**
 * The side drawer for a member, in the spec's order (s1 §2 "Side drawer"): timelines (home),
 * lists, chats (if available), interactions, friend requests (locked only), shoutbox (if
 * joined and not hidden), search, who-to-follow (if suggestions are enabled), settings, about,
 * administration (admins only), announcements, edit navigation, logout.
 */
export function memberDrawerItems(
  ctx: GuardContext,
  member: Member,
  { suggestionsEnabled, server, shoutbox }: DrawerOptions,
): DrawerItem[] {
  const link = (entry: NavEntry): DrawerItem => ({ kind: 'link', entry })
  const before: NavEntry[] = [
    {
      id: 'timelines',
      labelKey: 'nav.timelines',
      to: '/main/friends',
      route: 'friends',
      icon: Newspaper,
    },
    { id: 'lists', labelKey: 'nav.lists', to: '/lists', route: 'lists', icon: List },
    chats(member),
    interactions(member),
    FRIEND_REQUESTS,
    SHOUTBOX,
    { id: 'search', labelKey: 'nav.search', to: '/search', route: 'search', icon: Search },
    {
      id: 'whoToFollow',
      labelKey: 'nav.who_to_follow',
      to: '/who-to-follow',
      route: 'who-to-follow',
      icon: UserRoundPlus,
    },
  ]
  const open = asMember(ctx)
  const shown = lockedOnly(openEntries(before, open), member).filter(
    (entry) =>
      (entry.id !== 'whoToFollow' || suggestionsEnabled) && (entry.id !== 'shoutbox' || shoutbox),
  )
  const after: NavEntry[] = [
    ANNOUNCEMENTS,
    {
      id: 'editNavigation',
      labelKey: 'nav.edit_nav',
      to: '/nav-edit',
      route: 'edit-navigation',
      icon: Pencil,
    },
  ]
  return [
    ...shown.map(link),
    { kind: 'settings' },
    link(ABOUT),
    ...(isAdmin(member) ? [{ kind: 'admin', href: adminUrl(server) } as const] : []),
    ...openEntries(after, open).map(link),
    { kind: 'logout' },
  ]
}

/** True for admins (s1 §6: role admin when is_admin); they get the administration link. */
export function isAdmin(member: Pick<User, 'role'>): boolean {
  return member.role === 'admin'
}

/** The administration page, `{server}/pleroma/admin/`, opened in a new tab (DECISIONS.md). */
export function adminUrl(server: string): string {
  return `${server.replace(/\/+$/, '')}/pleroma/admin/`
}

/**
 * The pinned entries to show, in the order of the pinnedNavItems preference, limited to
 * {@link MAX_PINS} (s1 §2, §9). Pins of entries this member cannot see (chats on an instance
 * without chat, a deleted list, an unknown id) are skipped, not counted.
 */
export function pinnedEntries(
  pinned: readonly string[],
  panel: MemberPanel,
  limit: number = MAX_PINS,
): NavEntry[] {
  const byId = new Map(
    [...panel.timelines, ...panel.lists, ...panel.root].map((entry) => [entry.id, entry]),
  )
  const shown: NavEntry[] = []
  for (const id of pinned) {
    const entry = byId.get(id as NavEntryId)
    if (entry && !shown.includes(entry)) shown.push(entry)
    if (shown.length >= limit) break
  }
  return shown
}

/** The counts behind the navigation's badges (see `useBadgeCounts`). */
export interface BadgeCounts {
  followRequests: number
  unreadChats: number
  unreadAnnouncements: number
}

/** The count an entry's badge shows, or 0 for none (s1 §2 count badges). */
export function badgeCount(entry: Pick<NavEntry, 'badge'>, counts: BadgeCounts): number {
  if (entry.badge === 'followRequests') return counts.followRequests
  if (entry.badge === 'unreadChats') return counts.unreadChats
  if (entry.badge === 'unreadAnnouncements') return counts.unreadAnnouncements
  return 0
}
