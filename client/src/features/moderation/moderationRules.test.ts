// @vitest-environment node
import type { User } from '../../entities/types'
import { canModerate, moderationItems, tagPolicyAvailable } from './moderationRules'

type Viewer = Pick<User, 'role' | 'privileges'>
const ADMIN: Viewer = {
  role: 'admin',
  privileges: ['users_manage_activation_state', 'users_delete', 'users_manage_tags'],
}
const MODERATOR: Viewer = {
  role: 'moderator',
  privileges: ['messages_delete', 'reports_manage_reports'],
}
const target = (overrides: Partial<User> = {}) => ({
  is_local: true,
  deactivated: false,
  rights: { admin: false, moderator: false },
  tags: [] as string[],
  ...overrides,
})
const keys = (viewer: Viewer, user = target(), tagPolicy = true) =>
  moderationItems(viewer, user, tagPolicy).map((item) => item.key)

describe('moderation menu visibility (s1 §6)', () => {
  it('shows for admins and for staff with activation, delete or tag privileges only', () => {
    expect(canModerate({ role: 'admin', privileges: [] })).toBe(true)
    expect(canModerate(MODERATOR)).toBe(false)
    expect(canModerate({ role: 'member', privileges: [] })).toBe(false)
    for (const privilege of ['users_manage_activation_state', 'users_delete', 'users_manage_tags'])
      expect(canModerate({ role: 'moderator', privileges: [privilege] })).toBe(true)
  })
})

describe('moderation menu items (s1 §6 "Menu on a card")', () => {
  it('gives an admin every item for a local active user, in the card’s order', () => {
    expect(keys(ADMIN)).toEqual([
      'grant_admin',
      'grant_moderator',
      'deactivate_account',
      'delete_account',
      'force_nsfw',
      'strip_media',
      'force_unlisted',
      'sandbox',
      'disable_remote_subscription',
      'disable_any_subscription',
      'quarantine',
    ])
  })

  it('offers revoking held rights and shows tag states', () => {
    const items = moderationItems(
      ADMIN,
      target({ rights: { admin: false, moderator: true }, tags: ['mrf_tag:media-force-nsfw'] }),
      true,
    )
    expect(items.map((i) => i.key)).toContain('revoke_moderator')
    const nsfw = items.find((i) => i.key === 'force_nsfw')
    expect(nsfw).toMatchObject({ checked: true, action: { kind: 'tag', on: false } })
    expect(items.find((i) => i.key === 'sandbox')).toMatchObject({
      checked: false,
      action: { kind: 'tag', tag: 'mrf_tag:sandbox', on: true },
    })
  })

  it('grants rights only to local active users and local-only tags only to local users', () => {
    const remote = keys(ADMIN, target({ is_local: false }))
    expect(remote).not.toContain('grant_admin')
    expect(remote).not.toContain('quarantine')
    expect(remote).not.toContain('disable_remote_subscription')
    expect(remote).toContain('force_nsfw')
    const deactivated = keys(ADMIN, target({ deactivated: true }))
    expect(deactivated).not.toContain('grant_moderator')
    expect(deactivated).toContain('activate_account')
  })

  it('follows each privilege and the server’s tag policy support', () => {
    expect(keys(MODERATOR)).toEqual([])
    expect(keys({ role: 'moderator', privileges: ['users_delete'] })).toEqual(['delete_account'])
    expect(keys({ role: 'moderator', privileges: ['users_manage_tags'] }, target(), false)).toEqual(
      [],
    )
    expect(tagPolicyAvailable({ mrf_policies: ['SimplePolicy', 'TagPolicy'] })).toBe(true)
    expect(tagPolicyAvailable({ mrf_policies: ['SimplePolicy'] })).toBe(false)
    expect(tagPolicyAvailable(null)).toBe(false)
  })
})
