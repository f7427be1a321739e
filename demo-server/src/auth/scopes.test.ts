import { describe, expect, it } from 'vitest'
import { insufficientMessage, isSubset, parseScopes, satisfies } from './scopes'

describe('scopes (PLEROMA-API §1.3)', () => {
  it('parses space- and comma-separated lists without duplicates', () => {
    expect(parseScopes('read write,follow  read')).toEqual(['read', 'write', 'follow'])
    expect(parseScopes(undefined)).toEqual([])
  })

  it('lets a parent scope grant its children on ":" boundaries only', () => {
    expect(satisfies(['admin'], ['admin:read:accounts'])).toBe(true)
    expect(satisfies(['read'], ['read:accounts'])).toBe(true)
    expect(satisfies(['read:accounts'], ['read'])).toBe(false)
    expect(satisfies(['readx'], ['read:accounts'])).toBe(false)
  })

  it('treats a list of required scopes as any-of and words the refusal as Pleroma', () => {
    expect(satisfies(['follow'], ['follow', 'write:follows'])).toBe(true)
    expect(insufficientMessage(['follow', 'write:follows'])).toBe(
      'Insufficient permissions: follow | write:follows.',
    )
    expect(isSubset(['read', 'write:statuses'], ['read', 'write'])).toBe(true)
    expect(isSubset(['admin'], ['read', 'write'])).toBe(false)
  })
})
