// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SPEC_ROUTES, matchSpecRoute } from './routeTable'

/** s1 §2 "Route table" and DECISIONS.md "Routes", name: path, in the spec's order. */
const SPEC: [string, string][] = [
  ['root', '/'],
  ['public-external-timeline', '/main/all'],
  ['public-timeline', '/main/public'],
  ['friends', '/main/friends'],
  ['tag-timeline', '/tag/:tag'],
  ['bookmarks', '/bookmarks'],
  ['conversation', '/notice/:id'],
  ['remote-user-profile-acct', '/remote-users/@:username@:hostname'],
  ['remote-user-profile', '/remote-users/:hostname/:username'],
  ['external-user-profile', '/users/$:id'],
  ['interactions', '/users/:username/interactions'],
  ['dms', '/users/:username/dms'],
  ['registration', '/registration'],
  ['registration-token', '/registration/:token'],
  ['password-reset', '/password-reset'],
  ['friend-requests', '/friend-requests'],
  ['notifications', '/:username/notifications'],
  ['login', '/login'],
  ['shout-panel', '/shout-panel'],
  ['oauth-callback', '/oauth-callback'],
  ['search', '/search'],
  ['who-to-follow', '/who-to-follow'],
  ['about', '/about'],
  ['announcements', '/announcements'],
  ['user-profile', '/users/:name'],
  ['legacy-user-profile', '/:name'],
  ['lists', '/lists'],
  ['lists-timeline', '/lists/:id'],
  ['lists-edit', '/lists/:id/edit'],
  ['lists-new', '/lists/new'],
  ['edit-navigation', '/nav-edit'],
  ['chats', '/users/:username/chats'],
  ['chat', '/users/:username/chats/:recipient_id'],
]

describe('route table (s1 §2)', () => {
  it('has every route of the spec by name and path, and no other', () => {
    expect(SPEC_ROUTES.map((r) => [r.name, r.path])).toEqual(SPEC)
  })

  it.each<[string, string, Record<string, string>]>([
    ['/', 'root', {}],
    ['/main/all', 'public-external-timeline', {}],
    ['/main/public', 'public-timeline', {}],
    ['/main/friends', 'friends', {}],
    ['/tag/cats', 'tag-timeline', { tag: 'cats' }],
    ['/bookmarks', 'bookmarks', {}],
    ['/notice/9x', 'conversation', { id: '9x' }],
    [
      '/remote-users/@lain@lain.com',
      'remote-user-profile-acct',
      { username: 'lain', hostname: 'lain.com' },
    ],
    [
      '/remote-users/lain.com/lain',
      'remote-user-profile',
      { hostname: 'lain.com', username: 'lain' },
    ],
    ['/users/$9v5bmRalQvjOy0ECcC', 'external-user-profile', { id: '9v5bmRalQvjOy0ECcC' }],
    ['/users/lain/interactions', 'interactions', { username: 'lain' }],
    ['/users/lain/dms', 'dms', { username: 'lain' }],
    ['/registration', 'registration', {}],
    ['/registration/tok', 'registration-token', { token: 'tok' }],
    ['/password-reset', 'password-reset', {}],
    ['/friend-requests', 'friend-requests', {}],
    ['/lain/notifications', 'notifications', { username: 'lain' }],
    ['/login', 'login', {}],
    ['/shout-panel', 'shout-panel', {}],
    ['/oauth-callback', 'oauth-callback', {}],
    ['/search', 'search', {}],
    ['/who-to-follow', 'who-to-follow', {}],
    ['/about', 'about', {}],
    ['/announcements', 'announcements', {}],
    ['/users/lain', 'user-profile', { name: 'lain' }],
    ['/lain', 'legacy-user-profile', { name: 'lain' }],
    ['/lists', 'lists', {}],
    ['/lists/7', 'lists-timeline', { id: '7' }],
    ['/lists/7/edit', 'lists-edit', { id: '7' }],
    ['/lists/new', 'lists-new', {}],
    ['/nav-edit', 'edit-navigation', {}],
    ['/users/lain/chats', 'chats', { username: 'lain' }],
    ['/users/lain/chats/9abc', 'chat', { username: 'lain', recipient_id: '9abc' }],
  ])('%s is %s', (pathname, name, params) => {
    expect(matchSpecRoute(pathname)).toEqual({ name, params })
  })

  it('matches static paths before parameters (DECISIONS.md "Routes")', () => {
    expect(matchSpecRoute('/lists/new')?.name).toBe('lists-new')
    expect(matchSpecRoute('/about')?.name).toBe('about')
    expect(matchSpecRoute('/nav-edit')?.name).toBe('edit-navigation')
  })

  it('knows no other paths', () => {
    expect(matchSpecRoute('/a/b/c/d')).toBeNull()
    expect(matchSpecRoute('/remote-users/lain')).toBeNull()
    expect(matchSpecRoute('/users/$')).toBeNull()
  })

  it('answers a pathname asked again from its memory, and others afresh', () => {
    const first = matchSpecRoute('/users/alice')
    expect(matchSpecRoute('/users/alice')).toBe(first)
    for (let i = 0; i < 60; i++) expect(matchSpecRoute(`/users/u${i}`)?.params.name).toBe(`u${i}`)
    expect(matchSpecRoute('/users/alice')).toEqual({
      name: 'user-profile',
      params: { name: 'alice' },
    })
    expect(matchSpecRoute('/a/b/c/d')).toBeNull()
  })
})
