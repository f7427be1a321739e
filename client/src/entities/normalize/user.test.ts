// @vitest-environment node
import { accountSchema } from '../../api/schemas/account'
import { acctToUnicode } from './text'
import { MODERATOR_DEFAULT_PRIVILEGES, normalizeUser, privilegesOf, roleOf } from './user'

describe('roles and privileges (s1 §6)', () => {
  it('is admin if is_admin, else moderator if is_moderator, else member', () => {
    expect(roleOf(true, true)).toBe('admin')
    expect(roleOf(false, true)).toBe('moderator')
    expect(roleOf(false, false)).toBe('member')
  })

  it('uses the server privileges when given, else the defaults of the role', () => {
    expect(privilegesOf('admin', ['users_read'])).toEqual(['users_read'])
    expect(privilegesOf('admin', undefined)).toHaveLength(14)
    expect(privilegesOf('moderator', undefined)).toEqual([
      'messages_delete',
      'reports_manage_reports',
    ])
    expect(privilegesOf('member', undefined)).toEqual([])
    expect(MODERATOR_DEFAULT_PRIVILEGES).toHaveLength(2)
  })

  it('applies the defaults on a moderator account without privileges', () => {
    const user = normalizeUser(
      accountSchema.parse({ id: '1', acct: 'mod', pleroma: { is_moderator: true } }),
    )
    expect(user).toMatchObject({ role: 'moderator', rights: { moderator: true, admin: false } })
    expect(user?.privileges).toEqual(['messages_delete', 'reports_manage_reports'])
  })
})

describe('screen_name_ui (s1 §3)', () => {
  it('converts a punycode host to Unicode', () => {
    expect(acctToUnicode('bob@xn--mnchen-3ya.example')).toBe('bob@münchen.example')
    expect(acctToUnicode('bob')).toBe('bob')
    const user = normalizeUser(accountSchema.parse({ id: '2', acct: 'bob@xn--mnchen-3ya.example' }))
    expect(user).toMatchObject({
      screen_name: 'bob@xn--mnchen-3ya.example',
      screen_name_ui: 'bob@münchen.example',
      screen_name_ui_contains_non_ascii: true,
      is_local: false,
    })
  })

  it('survives odd and empty accounts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(normalizeUser(accountSchema.parse({}))).toBeNull()
    expect(warn).toHaveBeenCalledWith('Starling: left out account undefined: no usable id')
    warn.mockRestore()
    const odd = normalizeUser(
      accountSchema.parse({ id: 3, acct: null, username: 'x', fields: 'no' }),
    )
    expect(odd).toMatchObject({ id: '3', screen_name: 'x', fields: [], name: 'x' })
  })
})
