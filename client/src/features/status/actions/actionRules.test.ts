// @vitest-environment node
import { makeStatus, makeUser } from '../testing/factories'
import { canDelete, canEdit, canPin, canRepeat, moreMenuItems } from './actionRules'

const me = makeUser({ id: 'ME', screen_name: 'me' })
const mod = makeUser({ id: 'MOD', privileges: ['messages_delete', 'reports_manage_reports'] })

describe('repeat (s1 §5: not offered for private or direct posts)', () => {
  it.each([
    ['public', true],
    ['unlisted', true],
    ['private', false],
    ['direct', false],
  ] as const)('%s → %s', (visibility, offered) => {
    expect(canRepeat(makeStatus({ user: 'X', visibility }))).toBe(offered)
  })
})

describe('pin (s1 §6: own public or unlisted posts)', () => {
  it('offers pin for own public and unlisted posts only', () => {
    expect(canPin(makeStatus({ user: 'ME', visibility: 'public' }), me)).toBe(true)
    expect(canPin(makeStatus({ user: 'ME', visibility: 'unlisted' }), me)).toBe(true)
    expect(canPin(makeStatus({ user: 'ME', visibility: 'private' }), me)).toBe(false)
    expect(canPin(makeStatus({ user: 'ME', visibility: 'direct' }), me)).toBe(false)
    expect(canPin(makeStatus({ user: 'OTHER', visibility: 'public' }), me)).toBe(false)
  })
  it('shows Unpin for a pinned post', () => {
    const items = moreMenuItems(makeStatus({ user: 'ME', pinned: true }), me, false)
    expect(items).toContain('unpin')
    expect(items).not.toContain('pin')
  })
})

describe('delete, edit, history, source (s1 §5, §6)', () => {
  it('lets authors and holders of messages_delete delete', () => {
    const others = makeStatus({ user: 'OTHER' })
    expect(canDelete(makeStatus({ user: 'ME' }), me)).toBe(true)
    expect(canDelete(others, me)).toBe(false)
    expect(canDelete(others, mod)).toBe(true)
    expect(canDelete(others, null)).toBe(false)
  })
  it('offers edit only for own posts when the server supports editing', () => {
    expect(canEdit(makeStatus({ user: 'ME' }), me, true)).toBe(true)
    expect(canEdit(makeStatus({ user: 'ME' }), me, false)).toBe(false)
    expect(canEdit(makeStatus({ user: 'OTHER' }), me, true)).toBe(false)
  })
  it('lists history only for edited posts and the source only for remote ones', () => {
    const local = makeStatus({ user: 'OTHER' })
    expect(moreMenuItems(local, me, true)).toEqual(['mute', 'copy_link', 'report'])
    const remote = makeStatus({
      user: 'OTHER',
      is_local: false,
      external_url: 'https://remote.example/notes/1',
      edited_at: '2025-01-01T12:00:00.000Z',
    })
    expect(moreMenuItems(remote, me, true)).toEqual([
      'mute',
      'copy_link',
      'external_source',
      'history',
      'report',
    ])
  })
  it('orders own-post items: pin, mute, copy, edit, delete', () => {
    expect(moreMenuItems(makeStatus({ user: 'ME', thread_muted: true }), me, true)).toEqual([
      'pin',
      'unmute',
      'copy_link',
      'edit',
      'delete',
    ])
  })
  it("offers report on others' posts only, and only to members (s1 §6)", () => {
    expect(moreMenuItems(makeStatus({ user: 'OTHER' }), me, true)).toContain('report')
    expect(moreMenuItems(makeStatus({ user: 'OTHER' }), null, true)).not.toContain('report')
  })
})
