// @vitest-environment node
import { findMention, userRoute } from './userLink'

describe('userRoute (s1 §2 route notes, DECISIONS.md routes)', () => {
  it('goes to user-profile by name for a plain local nickname', () => {
    expect(userRoute('9abc', 'lain')).toBe('/users/lain')
  })

  it('goes to external-user-profile /users/$id when the nickname has an at-sign', () => {
    expect(userRoute('9abc', 'lain@remote.example')).toBe('/users/$9abc')
  })

  it('goes to external-user-profile when the nickname is missing', () => {
    expect(userRoute('9abc', '')).toBe('/users/$9abc')
    expect(userRoute('9abc', null)).toBe('/users/$9abc')
  })

  it('goes to external-user-profile when the nickname is restricted (any case)', () => {
    expect(userRoute('9abc', 'about', ['about', 'main'])).toBe('/users/$9abc')
    expect(userRoute('9abc', 'Main', ['about', 'main'])).toBe('/users/$9abc')
    expect(userRoute('9abc', 'mainly', ['about', 'main'])).toBe('/users/mainly')
  })
})

describe('findMention', () => {
  const mentions = [
    { id: '1', screen_name: 'lain', url: 'https://pleroma.example/users/lain' },
    { id: '2', screen_name: 'bob@remote.example', url: 'https://remote.example/@bob' },
  ]

  it('matches by URL, ignoring a trailing slash', () => {
    expect(findMention(mentions, 'https://remote.example/@bob/')?.id).toBe('2')
  })

  it('falls back to data-user', () => {
    expect(findMention(mentions, 'https://elsewhere.example/x', '1')?.id).toBe('1')
  })

  it('gives null when nothing matches', () => {
    expect(findMention(mentions, 'https://elsewhere.example/x')).toBeNull()
    expect(findMention([], null)).toBeNull()
  })
})
