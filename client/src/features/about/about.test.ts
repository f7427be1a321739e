// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defaultInstanceConfig } from '../../entities/instanceConfig'
import { featureLines, toMiB } from './featureList'
import { groupStaff, staffLinks } from './staff'
import type { User } from '../../entities/types'

const base = defaultInstanceConfig('https://example.social')

describe('features panel lines (s1 §2 "Sidebar panels", s1 §3 flags)', () => {
  it('lists what the instance offers, with its limits', () => {
    const lines = featureLines({
      ...base,
      shoutAvailable: true,
      pleromaChatMessagesAvailable: true,
      federating: true,
      gopherAvailable: false,
      suggestionsEnabled: false,
      mediaProxyAvailable: true,
      minimalScopesMode: false,
      pollsAvailable: true,
      editingAvailable: false,
      textlimit: 5000,
      uploadlimit: { general: 16 * 1024 * 1024, avatar: null, background: null, banner: null },
      postFormats: ['text/plain', 'text/markdown'],
    })
    expect(lines).toEqual([
      { key: 'features_panel.shout' },
      { key: 'features_panel.pleroma_chat_messages' },
      { key: 'features_panel.federation' },
      { key: 'features_panel.media_proxy' },
      { key: 'features_panel.scope_options' },
      { key: 'features_panel.polls' },
      { key: 'features_panel.text_limit', args: { count: 5000 } },
      { key: 'features_panel.upload_limit', args: { size: '16' } },
      { key: 'features_panel.post_formats', args: { formats: 'text/plain, text/markdown' } },
    ])
  })

  it('leaves out scope options in minimal scopes mode and limits that are not set', () => {
    const keys = featureLines({
      ...base,
      minimalScopesMode: true,
      textlimit: 0,
      uploadlimit: { general: null, avatar: null, background: null, banner: null },
      postFormats: [],
    }).map((line) => line.key)
    expect(keys).not.toContain('features_panel.scope_options')
    expect(keys).not.toContain('features_panel.text_limit')
    expect(keys).not.toContain('features_panel.upload_limit')
    expect(keys).not.toContain('features_panel.post_formats')
  })

  it('shows bytes as MiB with one decimal at most', () => {
    expect(toMiB(16000000)).toBe('15.3')
    expect(toMiB(2 * 1024 * 1024)).toBe('2')
    expect(toMiB(16000000, 'de')).toBe('15,3')
  })
})

describe('staff links', () => {
  it('links each staff ActivityPub id to the profile of its nickname', () => {
    expect(
      staffLinks(['https://example.social/users/admin', 'https://example.social/users/mod', 'x']),
    ).toEqual([
      { nickname: 'admin', to: '/users/admin' },
      { nickname: 'mod', to: '/users/mod' },
    ])
  })
})

describe('staff grouping (s1 §2 "staff panel grouped by admin then moderator")', () => {
  it('lists admins first, then moderators, whatever nodeinfo order', () => {
    const links = staffLinks([
      'https://example.social/users/mod',
      'https://example.social/users/boss',
      'https://example.social/users/helper',
    ])
    const users = [
      { screen_name: 'mod', role: 'moderator' },
      { screen_name: 'boss', role: 'admin' },
    ] as User[]
    const groups = groupStaff(links, users)
    expect(groups.admin.map((link) => link.nickname)).toEqual(['boss'])
    expect(groups.moderator.map((link) => link.nickname)).toEqual(['mod', 'helper'])
  })
})
