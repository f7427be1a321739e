// @vitest-environment node
import { ApiError } from '../../../api/http'
import type { Status } from '../../../entities/types'
import { makeStatus, makeUser } from '../testing/factories'
import { deleteStatusOptimistic, toggleReaction, toggleStatus, withReaction } from './statusActions'
import { entities } from '../../../state/entities'
import { currentScope } from '../../../state/scope'
import { resetScope } from '../../../state/testing'

const api = vi.hoisted(() => ({
  statusAction: vi.fn(),
  deleteStatus: vi.fn(),
  setReaction: vi.fn(),
  fetchReactions: vi.fn(),
}))
vi.mock('../../../api/endpoints/statuses', () => api)

const author = makeUser({ id: 'A1' })
const get = (): Status => {
  const status = entities().getState().statuses.S1
  if (!status) throw new Error('S1 missing')
  return status
}
/** The server's answer for S1 with these fields. */
const answer = (over: Partial<Status>) => ({
  id: 'S1',
  batch: { statuses: [{ ...get(), ...over }], users: [] },
})
const deferred = <T>() => {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

beforeEach(() => {
  vi.resetAllMocks()
  resetScope()
  currentScope().statusAlerts.setState({ alerts: {} })
  entities()
    .getState()
    .importBatch({
      statuses: [makeStatus({ id: 'S1', user: 'A1', fave_num: 2 })],
      users: [author],
    })
})

describe('optimistic favourite (s2 §4)', () => {
  it('patches at once and settles on the answer', async () => {
    const call = deferred<unknown>()
    api.statusAction.mockReturnValueOnce(call.promise)
    const done = toggleStatus('S1', 'favourite', true)
    expect(get()).toMatchObject({ favorited: true, fave_num: 3 })
    await Promise.resolve()
    expect(api.statusAction).toHaveBeenCalledWith('S1', 'favourite')
    call.resolve(answer({ favorited: true, fave_num: 7 }))
    await done
    expect(get()).toMatchObject({ favorited: true, fave_num: 7 })
  })

  it('rolls back on a 500 and shows the server text on the post', async () => {
    api.statusAction.mockRejectedValueOnce(
      new ApiError(500, { error: 'Something went wrong' }, { method: 'POST', url: '/x' }),
    )
    await toggleStatus('S1', 'favourite', true)
    expect(get()).toMatchObject({ favorited: false, fave_num: 2 })
    expect(currentScope().statusAlerts.getState().alerts.S1).toEqual({
      text: 'Something went wrong',
    })
  })

  it('clears the alert on the next success', async () => {
    currentScope().statusAlerts.setState({ alerts: { S1: { text: 'old' } } })
    api.statusAction.mockResolvedValueOnce(answer({ bookmarked: true }))
    await toggleStatus('S1', 'bookmark', true)
    expect(currentScope().statusAlerts.getState().alerts.S1).toBeUndefined()
  })
})

describe('coalescing rapid clicks (STYLE.md 5)', () => {
  it('sends nothing when clicks in one tick return to the starting state', async () => {
    void toggleStatus('S1', 'favourite', true)
    await toggleStatus('S1', 'favourite', false)
    expect(api.statusAction).not.toHaveBeenCalled()
    expect(get()).toMatchObject({ favorited: false, fave_num: 2 })
  })

  it('sends only the final desired state after the call in flight', async () => {
    const first = deferred<unknown>()
    api.statusAction.mockReturnValueOnce(first.promise)
    api.statusAction.mockImplementationOnce(async () => answer({ favorited: false, fave_num: 2 }))
    const done = toggleStatus('S1', 'favourite', true)
    await Promise.resolve()
    void toggleStatus('S1', 'favourite', false)
    void toggleStatus('S1', 'favourite', true)
    void toggleStatus('S1', 'favourite', false)
    expect(get()).toMatchObject({ favorited: false, fave_num: 2 })
    first.resolve(answer({ favorited: true, fave_num: 3 }))
    await done
    expect(api.statusAction.mock.calls).toEqual([
      ['S1', 'favourite'],
      ['S1', 'unfavourite'],
    ])
    expect(get()).toMatchObject({ favorited: false, fave_num: 2 })
  })
})

describe('delete (s1 §4: marked deleted, then the call)', () => {
  it('shows the gravestone at once and keeps it on success', async () => {
    const call = deferred<void>()
    api.deleteStatus.mockReturnValueOnce(call.promise)
    const done = deleteStatusOptimistic('S1')
    expect(get().deleted).toBe(true)
    call.resolve()
    expect(await done).toBe(true)
    expect(get().deleted).toBe(true)
  })
  it('restores the post and shows the alert on failure', async () => {
    api.deleteStatus.mockRejectedValueOnce(
      new ApiError(404, { error: 'Record not found' }, { method: 'DELETE', url: '/x' }),
    )
    expect(await deleteStatusOptimistic('S1')).toBe(false)
    expect(get().deleted).toBe(false)
    expect(currentScope().statusAlerts.getState().alerts.S1?.text).toBe('Record not found')
  })
})

describe('emoji reactions (s1 §4: optimistic, then refetched)', () => {
  it('adds, counts and removes the viewer in withReaction', () => {
    const start = [{ name: '👍', count: 1, me: false, url: null, accounts: ['X'] }]
    const added = withReaction(start, '👍', true, 'ME')
    expect(added).toEqual([{ name: '👍', count: 2, me: true, url: null, accounts: ['X', 'ME'] }])
    expect(withReaction(added, '👍', false, 'ME')).toEqual(start)
    expect(withReaction(start, '🔥', true, 'ME')[1]).toMatchObject({
      name: '🔥',
      count: 1,
      me: true,
    })
    expect(withReaction([{ ...start[0]!, me: true }], '👍', false, 'X')).toEqual([])
  })

  it('shows the reaction at once, then stores the refetched list', async () => {
    api.setReaction.mockResolvedValueOnce(answer({}))
    const refetched = [{ name: '🔥', count: 4, me: true, url: null, accounts: [] }]
    api.fetchReactions.mockResolvedValueOnce({
      reactions: refetched,
      batch: { statuses: [], users: [] },
    })
    const done = toggleReaction('S1', '🔥', true, 'ME')
    expect(get().emoji_reactions).toEqual([
      { name: '🔥', count: 1, me: true, url: null, accounts: ['ME'] },
    ])
    await done
    await vi.waitFor(() => expect(get().emoji_reactions).toEqual(refetched))
    expect(api.setReaction).toHaveBeenCalledWith('S1', '🔥', true)
  })
})
