// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { GuardContext } from '../../state/routing/guards'
import { isCurrentEntry } from './NavEntryLink'
import {
  adminUrl,
  badgeCount,
  drawerItemId,
  memberDrawerItems,
  listEntries,
  memberPanelEntries,
  pinnedEntries,
  type Member,
} from './memberNav'

const ctx: GuardContext = {
  signedIn: true,
  federating: true,
  isPrivate: false,
  chatAvailable: true,
  redirectRootLogin: '/main/friends',
  redirectRootNoLogin: '/main/all',
}
const alice: Member = { screen_name: 'alice', locked: false, role: 'member' }
const ids = (entries: { id: string }[]) => entries.map((e) => e.id)
const drawerIds = (member: Member, c = ctx, suggestionsEnabled = true, shoutbox = false) =>
  memberDrawerItems(c, member, {
    suggestionsEnabled,
    server: 'https://social.example/',
    shoutbox,
  }).map(drawerItemId)

describe('navigation panel for members (s1 §2 "Navigation panel")', () => {
  it('lists the timelines group and the entries below it, with the member’s own routes', () => {
    const panel = memberPanelEntries(ctx, alice)
    expect(ids(panel.timelines)).toEqual([
      'home',
      'public',
      'twkn',
      'bookmarks',
      'favorites',
      'dms',
    ])
    expect(ids(panel.root)).toEqual(['interactions', 'chats', 'about', 'announcements'])
    const to = Object.fromEntries(
      [...panel.timelines, ...panel.root].map((entry) => [entry.id, entry.to]),
    )
    expect(to).toMatchObject({
      home: '/main/friends',
      favorites: '/users/alice?tab=favorites',
      dms: '/users/alice/dms',
      interactions: '/users/alice/interactions',
      chats: '/users/alice/chats',
    })
  })

  it('shows follow requests only to locked accounts', () => {
    const root = memberPanelEntries(ctx, { ...alice, locked: true }).root
    expect(ids(root)).toEqual(['interactions', 'chats', 'friendRequests', 'about', 'announcements'])
    expect(root.find((entry) => entry.id === 'friendRequests')?.to).toBe('/friend-requests')
  })

  it('shows chats only when the instance advertises chat messages', () => {
    expect(ids(memberPanelEntries({ ...ctx, chatAvailable: false }, alice).root)).not.toContain(
      'chats',
    )
  })

  it('shows the whole known network only when federating, also on a private instance', () => {
    const timelines = (c: GuardContext) => ids(memberPanelEntries(c, alice).timelines)
    expect(timelines({ ...ctx, federating: false })).not.toContain('twkn')
    expect(timelines({ ...ctx, isPrivate: true })).toContain('public')
  })
})

describe('list entries (s1 §2: one per list, title as label, first letter as icon)', () => {
  const lists = [
    { id: '12', title: 'cats & dogs' },
    { id: '3', title: '' },
  ]

  it('gives each list an entry to its timeline, in the order of the lists', () => {
    const panel = memberPanelEntries(ctx, alice, lists)
    expect(panel.lists.map(({ id, label, to, route }) => ({ id, label, to, route }))).toEqual([
      { id: 'list-12', label: 'cats & dogs', to: '/lists/12', route: 'lists-timeline' },
      { id: 'list-3', label: '', to: '/lists/3', route: 'lists-timeline' },
    ])
  })

  it('shares one letter icon between lists of the same first letter', () => {
    const [cats, other] = listEntries([
      ...lists,
      { id: '4', title: 'Cooking' },
      { id: '5', title: 'x' },
    ]).filter((entry) => entry.id === 'list-12' || entry.id === 'list-4')
    expect(cats?.icon).toBe(other?.icon)
  })

  it('pins lists like any entry, at most 6 in the compact bar (s1 §9)', () => {
    const panel = memberPanelEntries(ctx, alice, lists)
    expect(ids(pinnedEntries(['list-12', 'home', 'list-99'], panel))).toEqual(['list-12', 'home'])
    const many = ['list-12', 'list-3', 'home', 'public', 'twkn', 'bookmarks', 'dms']
    expect(ids(pinnedEntries(many, panel))).toEqual(many.slice(0, 6))
  })
})

describe('side drawer for members (s1 §2 "Side drawer")', () => {
  it('gives the spec’s order, without the admin link for a member', () => {
    expect(drawerIds(alice)).toEqual([
      'timelines',
      'lists',
      'chats',
      'interactions',
      'search',
      'whoToFollow',
      'settings',
      'about',
      'announcements',
      'editNavigation',
      'logout',
    ])
  })

  it('adds friend requests for locked accounts and administration for admins only', () => {
    const admin = drawerIds({ ...alice, role: 'admin', locked: true })
    expect(admin).toContain('friendRequests')
    expect(admin.indexOf('admin')).toBe(admin.indexOf('about') + 1)
    expect(drawerIds({ ...alice, role: 'moderator' })).not.toContain('admin')
    const item = memberDrawerItems(
      ctx,
      { ...alice, role: 'admin' },
      {
        suggestionsEnabled: false,
        server: 'https://social.example/',
        shoutbox: false,
      },
    ).find((entry) => entry.kind === 'admin')
    expect(item).toEqual({ kind: 'admin', href: 'https://social.example/pleroma/admin/' })
  })

  it('has the shoutbox after friend requests while it is joined and not hidden', () => {
    const shown = drawerIds({ ...alice, locked: true }, ctx, true, true)
    expect(shown.indexOf('shoutbox')).toBe(shown.indexOf('friendRequests') + 1)
    expect(shown.indexOf('search')).toBe(shown.indexOf('shoutbox') + 1)
  })

  it('leaves out chats without chat, and who-to-follow without suggestions', () => {
    const shown = drawerIds(alice, { ...ctx, chatAvailable: false }, false)
    expect(shown).not.toContain('chats')
    expect(shown).not.toContain('whoToFollow')
  })
})

describe('pins, badges and the admin link', () => {
  const panel = memberPanelEntries(ctx, alice)

  it('shows the pinned entries in the preference’s order, at most 6', () => {
    expect(ids(pinnedEntries(['dms', 'home', 'chats'], panel))).toEqual(['dms', 'home', 'chats'])
    const many = ['home', 'public', 'twkn', 'bookmarks', 'favorites', 'dms', 'interactions']
    expect(ids(pinnedEntries(many, panel))).toEqual(many.slice(0, 6))
  })

  it('skips pins the member cannot see and unknown ones', () => {
    const noChat = memberPanelEntries({ ...ctx, chatAvailable: false }, alice)
    expect(ids(pinnedEntries(['home', 'chats', 'list-3', 'dms'], noChat))).toEqual(['home', 'dms'])
  })

  it('shows the follow-request, unread-chat and unread-announcement counts on their badges', () => {
    const counts = { followRequests: 3, unreadChats: 120, unreadAnnouncements: 2 }
    expect(badgeCount({ badge: 'followRequests' }, counts)).toBe(3)
    expect(badgeCount({ badge: 'unreadChats' }, counts)).toBe(120)
    expect(badgeCount({ badge: 'unreadAnnouncements' }, counts)).toBe(2)
    expect(badgeCount({}, counts)).toBe(0)
  })

  it('opens the admin interface at {server}/pleroma/admin/', () => {
    expect(adminUrl('https://social.example')).toBe('https://social.example/pleroma/admin/')
  })
})

describe('the current navigation entry', () => {
  it('needs the same path and every query parameter of the entry', () => {
    expect(isCurrentEntry('/users/alice?tab=favorites', '/users/alice', '')).toBe(false)
    expect(isCurrentEntry('/users/alice?tab=favorites', '/users/alice', '?tab=favorites')).toBe(
      true,
    )
    expect(isCurrentEntry('/users/alice', '/users/alice/dms', '')).toBe(false)
    expect(isCurrentEntry('/main/friends', '/main/friends', '?x=1')).toBe(true)
  })
})
