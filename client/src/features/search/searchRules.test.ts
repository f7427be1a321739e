// @vitest-environment node
import { makeStatus, makeUser } from '../status/testing/factories'
import { firstNonEmptyTab, latestHistory, resolvedTarget } from './searchRules'

describe('search tabs (s1 §2 "first non-empty tab auto-selected")', () => {
  it('chooses the first tab with results, in the order statuses, people, hashtags', () => {
    expect(firstNonEmptyTab({ statuses: 2, people: 1, hashtags: 1 })).toBe('statuses')
    expect(firstNonEmptyTab({ statuses: 0, people: 1, hashtags: 4 })).toBe('people')
    expect(firstNonEmptyTab({ statuses: 0, people: 0, hashtags: 4 })).toBe('hashtags')
  })

  it('falls back to statuses when nothing was found', () => {
    expect(firstNonEmptyTab({ statuses: 0, people: 0, hashtags: 0 })).toBe('statuses')
  })

  it('reads people talking and uses from the latest (first) history record', () => {
    const day = { day: '2', uses: 5, accounts: 2 }
    expect(latestHistory({ name: 'x', url: '', history: [day, { ...day, day: '1' }] })).toBe(day)
    expect(latestHistory({ name: 'x', url: '', history: [] })).toBeNull()
  })
})

describe('a query that names one thing opens it (resolve=true)', () => {
  const remote = makeUser({ id: 'r1', screen_name: 'dave@remote.example' })
  const local = makeUser({ id: 'l1', screen_name: 'alice' })
  const post = makeStatus({
    id: 'p1',
    user: 'r1',
    uri: 'https://remote.example/objects/1',
    external_url: 'https://remote.example/notice/1',
  })
  const result = { users: [local, remote], batch: { statuses: [post], users: [] } }

  it('a handle opens the profile of the account with that address', () => {
    expect(resolvedTarget('@dave@remote.example', result)).toBe('/users/$r1')
    expect(resolvedTarget('Dave@Remote.example', result)).toBe('/users/$r1')
    expect(resolvedTarget('@alice@pleroma.example', result)).toBe('/users/alice')
  })

  it('a URL opens the post or the profile at that address', () => {
    expect(resolvedTarget('https://remote.example/objects/1', result)).toBe('/notice/p1')
    expect(resolvedTarget('https://remote.example/notice/1', result)).toBe('/notice/p1')
    expect(resolvedTarget('https://pleroma.example/users/alice', result)).toBe('/users/alice')
  })

  it('anything else, or an answer without that thing, stays on the results', () => {
    expect(resolvedTarget('dave', result)).toBeNull()
    expect(resolvedTarget('@nobody@remote.example', result)).toBeNull()
    expect(resolvedTarget('https://elsewhere.example/x', result)).toBeNull()
  })
})
