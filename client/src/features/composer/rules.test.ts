// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  charactersLeft,
  isOverLimit,
  replyScope,
  replySubject,
  scopeWarning,
  visibleScopes,
} from './rules'

describe('character counter (s1 §5)', () => {
  it('counts text plus spoiler against the limit', () => {
    expect(charactersLeft('hello', 'cw', 10)).toBe(3)
    expect(isOverLimit('hello', 'cw', 7)).toBe(false)
    expect(isOverLimit('hello', 'cw', 6)).toBe(true)
  })
  it('counts an emoji as one character', () => {
    expect(charactersLeft('😀😀', '', 5)).toBe(3)
  })
  it('has no limit when textlimit is 0 or less', () => {
    expect(charactersLeft('x'.repeat(9000), '', 0)).toBeNull()
    expect(isOverLimit('x'.repeat(9000), '', 0)).toBe(false)
  })
})

describe('scope selector (s1 §5)', () => {
  it('shows every scope outside minimal scopes mode', () => {
    expect(
      visibleScopes({ minimalScopesMode: false, current: 'public', defaultScope: 'public' }),
    ).toEqual(['public', 'unlisted', 'private', 'direct'])
  })
  it('in minimal mode shows direct plus the current, original and default scopes', () => {
    expect(
      visibleScopes({
        minimalScopesMode: true,
        current: 'unlisted',
        original: 'private',
        defaultScope: 'unlisted',
      }),
    ).toEqual(['unlisted', 'private', 'direct'])
  })
  it('shows only direct when the original is direct', () => {
    expect(
      visibleScopes({
        minimalScopesMode: false,
        current: 'direct',
        original: 'direct',
        defaultScope: 'public',
      }),
    ).toEqual(['direct'])
  })
  it('copies the original scope with scopeCopy or when it is direct', () => {
    expect(replyScope('private', true, 'public')).toBe('private')
    expect(replyScope('private', false, 'public')).toBe('public')
    expect(replyScope('direct', false, 'public')).toBe('direct')
  })
  it('warns for private posts of unlocked accounts and for direct posts by safeDM', () => {
    expect(scopeWarning('private', false, false)).toBe('post_status.account_not_locked_warning')
    expect(scopeWarning('private', true, false)).toBeNull()
    expect(scopeWarning('direct', true, true)).toBe('post_status.direct_warning_to_first_only')
    expect(scopeWarning('direct', true, false)).toBe('post_status.direct_warning_to_all')
    expect(scopeWarning('public', false, true)).toBeNull()
  })
})

describe('subject line on replies (s1 §3)', () => {
  it("email adds 're: ' unless the subject starts with re", () => {
    expect(replySubject('email', 'spoilers')).toBe('re: spoilers')
    expect(replySubject('email', 're: spoilers')).toBe('re: spoilers')
    expect(replySubject('email', 'Re: spoilers')).toBe('Re: spoilers')
  })
  it('masto keeps it; noop and none drop it; empty stays empty', () => {
    expect(replySubject('masto', 'spoilers')).toBe('spoilers')
    expect(replySubject('noop', 'spoilers')).toBe('')
    expect(replySubject('none', 'spoilers')).toBe('')
    expect(replySubject('email', '  ')).toBe('')
  })
})
