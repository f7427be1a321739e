// @vitest-environment node
import { accountSchema } from '../api/schemas/account'
import { normalizeUser } from '../entities/normalize/user'
import { can } from './privileges'

const account = (pleroma: Record<string, unknown>) =>
  normalizeUser(accountSchema.parse({ id: 'u1', acct: 'someone', username: 'someone', pleroma }))

describe('roles and privileges (s1 §6)', () => {
  it('gives an admin without server privileges every default admin privilege', () => {
    const admin = account({ is_admin: true, is_moderator: true })
    expect(admin?.role).toBe('admin')
    for (const privilege of [
      'users_delete',
      'users_manage_tags',
      'users_manage_activation_state',
      'messages_delete',
      'reports_manage_reports',
      'announcements_manage_announcements',
    ] as const)
      expect(can(admin, privilege)).toBe(true)
  })

  it('gives a moderator messages_delete and reports_manage_reports only', () => {
    const moderator = account({ is_moderator: true })
    expect(moderator?.role).toBe('moderator')
    expect(moderator?.privileges).toEqual(['messages_delete', 'reports_manage_reports'])
    expect(can(moderator, 'users_delete')).toBe(false)
  })

  it('gives members none and takes the server’s list over the defaults', () => {
    const member = account({})
    expect(member?.role).toBe('member')
    expect(can(member, 'messages_delete')).toBe(false)
    const limited = account({ is_admin: true, privileges: ['users_read'] })
    expect(can(limited, 'users_read')).toBe(true)
    expect(can(limited, 'users_delete')).toBe(false)
    expect(can(undefined, 'users_read')).toBe(false)
  })
})
