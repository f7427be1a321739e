import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchLists } from '../api/endpoints/lists'
import { ApiError } from '../api/http'
import { LISTS_POLL_MS, forgetList, keepList, newestFirst, startListsFetcher } from './lists'
import { noticeStore } from './notices'
import { activateScope, createAccountScope, currentScope } from './scope'

vi.mock('../api/endpoints/lists', () => ({ fetchLists: vi.fn() }))
const fetchMock = vi.mocked(fetchLists)

/** Lets the answered promises run (fake timers hold no promise back). */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0)
}

beforeEach(() => {
  vi.useFakeTimers()
  activateScope(createAccountScope({ userId: '9', server: 'https://i.test' }))
  noticeStore.setState({ notices: [] })
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  activateScope(createAccountScope(null))
  vi.useRealTimers()
  vi.restoreAllMocks()
  fetchMock.mockReset()
})

describe('the lists of the account (s1 §9, s2 §7 "Polling": every 240 s)', () => {
  it('loads at once, again every 240 s, and stops with its scope', async () => {
    fetchMock.mockResolvedValueOnce([{ id: '1', title: 'Friends' }])
    fetchMock.mockResolvedValue([
      { id: '1', title: 'Friends' },
      { id: '2', title: 'Work' },
    ])
    startListsFetcher()
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(currentScope().lists.getState()).toEqual({
      lists: [{ id: '1', title: 'Friends' }],
      loaded: true,
    })
    await vi.advanceTimersByTimeAsync(LISTS_POLL_MS - 1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(
      currentScope()
        .lists.getState()
        .lists.map((list) => list.title),
    ).toEqual(['Work', 'Friends'])
    activateScope(createAccountScope(null))
    await vi.advanceTimersByTimeAsync(LISTS_POLL_MS * 2)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('shows the lists.error notice with the server text when a fetch fails (s2 §8)', async () => {
    fetchMock.mockRejectedValue(
      new ApiError(500, { error: 'Database down' }, { method: 'GET', url: '/api/v1/lists' }),
    )
    startListsFetcher()
    await settle()
    expect(noticeStore.getState().notices).toEqual([
      expect.objectContaining({
        messageKey: 'lists.error',
        messageArgs: { error: 'Database down' },
        level: 'error',
      }),
    ])
  })
})

describe('list order and local changes', () => {
  it('keeps the lists newest first, integer ids by value', () => {
    const lists = ['9', '10', '2'].map((id) => ({ id, title: id }))
    expect(newestFirst(lists).map((list) => list.id)).toEqual(['10', '9', '2'])
  })

  it('puts a created or renamed list in place and takes a deleted one out', () => {
    keepList({ id: '3', title: 'New' })
    keepList({ id: '12', title: 'Newer' })
    keepList({ id: '3', title: 'Renamed' })
    expect(currentScope().lists.getState().lists).toEqual([
      { id: '12', title: 'Newer' },
      { id: '3', title: 'Renamed' },
    ])
    forgetList('12')
    expect(currentScope().lists.getState().lists).toEqual([{ id: '3', title: 'Renamed' }])
  })
})
