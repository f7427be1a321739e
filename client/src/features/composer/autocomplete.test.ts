// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { makeUser } from '../status/testing/factories'
import { applySuggestion, matchUsers, shouldSearchUsers, wordAtCaret } from './autocomplete'

describe('autocomplete (s1 §9)', () => {
  it('finds the @, : or # word at the caret', () => {
    expect(wordAtCaret('hi @al', 6)).toEqual({ start: 3, end: 6, text: '@al' })
    expect(wordAtCaret(':bl', 3)).toEqual({ start: 0, end: 3, text: ':bl' })
    expect(wordAtCaret('x #ta and', 5)).toEqual({ start: 2, end: 5, text: '#ta' })
    expect(wordAtCaret('mail@host', 9)).toBeNull()
    expect(wordAtCaret('hi @', 4)).toBeNull()
  })
  it('asks the server only when the query has no @ after the first character', () => {
    expect(shouldSearchUsers('@alice')).toBe(true)
    expect(shouldSearchUsers('@alice@remote')).toBe(false)
  })
  it('matches known users by handle or name', () => {
    const users = [
      makeUser({ screen_name: 'alice', name: 'Alice' }),
      makeUser({ screen_name: 'bob', name: 'Albert' }),
    ]
    expect(matchUsers(users, '@al').map((s) => s.replacement)).toEqual(['@alice', '@bob'])
  })
  it('replaces the word and moves the caret after the padding', () => {
    const word = { start: 3, end: 6, text: '@al' }
    expect(applySuggestion('hi @al!', word, '@alice')).toEqual({ text: 'hi @alice !', caret: 10 })
    expect(applySuggestion('hi @al', word, '😀', false)).toEqual({ text: 'hi 😀', caret: 5 })
  })
})
