import { act, renderHook } from '@testing-library/react'
import type { Status, User } from '../entities/types'
import { entities, useStatus, useUser } from './entities'
import { resetScope } from './testing'

const base = { id: 'u1', screen_name: 'alice', followers_count: 1 } as User
const status = { id: 's1', user: 'u1', favorited: false, fave_num: 0 } as Status

describe('entity store', () => {
  beforeEach(() => resetScope())

  it('merges a user so fields the new copy lacks are kept', () => {
    const withRel = { ...base, relationship: { id: 'u1', following: true } } as User
    entities()
      .getState()
      .importBatch({ statuses: [], users: [withRel] })
    entities()
      .getState()
      .importBatch({ statuses: [], users: [{ ...base, followers_count: 2 }] })
    const stored = entities().getState().users.u1
    expect(stored?.followers_count).toBe(2)
    expect(stored?.relationship?.following).toBe(true)
  })

  it("keeps a relationship the viewer's own action set over one embedded in a later post", () => {
    entities()
      .getState()
      .importBatch({ statuses: [], users: [base] })
    const sent = { id: 'u1', following: false, requested: true } as User['relationship']
    entities().getState().patchUser('u1', { relationship: sent })
    const stale = { id: 'u1', following: false, requested: false } as User['relationship']
    entities()
      .getState()
      .importBatch({
        statuses: [],
        users: [{ ...base, screen_name: 'alice2', relationship: stale, embedded: true }],
      })
    const stored = entities().getState().users.u1
    expect(stored?.relationship).toEqual(sent)
    expect(stored?.screen_name).toBe('alice2')
  })

  it('patches a status and re-renders its readers', () => {
    entities()
      .getState()
      .importBatch({ statuses: [status], users: [base] })
    const { result } = renderHook(() => ({ s: useStatus('s1'), u: useUser('u1') }))
    expect(result.current.s?.favorited).toBe(false)
    act(() => entities().getState().patchStatus('s1', { favorited: true, fave_num: 1 }))
    expect(result.current.s).toMatchObject({ favorited: true, fave_num: 1 })
    expect(result.current.u?.screen_name).toBe('alice')
  })

  it('ignores patches of unknown ids, and a new account scope starts empty', () => {
    entities().getState().patchStatus('nope', { favorited: true })
    expect(entities().getState().statuses).toEqual({})
    entities()
      .getState()
      .importBatch({ statuses: [status], users: [base] })
    resetScope()
    expect(entities().getState().users).toEqual({})
  })
})
