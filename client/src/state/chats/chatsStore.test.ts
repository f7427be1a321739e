import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StreamEvent } from '../../api/streaming/events'
import { SOCKET_STATUS } from '../../api/streaming/socketStatus'
import { installFakeServer } from '../../features/auth/testing/fakeServer'
import { unreadChatTotal } from '../live/chatUpdates'
import { currentScope } from '../scope'
import { resetSession } from '../testing'
import { chatsStore, sortedChats, startChatsFetcher } from './chatsStore'

const bob = { id: 'b', username: 'bob', acct: 'bob' }
const chat = (id: string, unread: number, updated: string) => ({
  id,
  account: { ...bob, id: `u${id}` },
  unread,
  updated_at: updated,
})

beforeEach(() => {
  vi.useFakeTimers()
  resetSession({ token: 'tok', userId: '9' })
})
afterEach(() => {
  resetSession()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the chats fetcher (s2 §7 "Polling", "Streaming")', () => {
  it('loads the list, polls every 5 s while the socket is not joined, fetches afresh when it joins, and hears chat updates', async () => {
    const server = installFakeServer({
      'GET /api/v1/pleroma/chats': () => ({
        body: [chat('c1', 2, '2024-05-01T00:00:00Z'), chat('c2', 1, '2024-05-03T00:00:00Z')],
      }),
    })
    let listener: (event: StreamEvent) => void = () => undefined
    startChatsFetcher((l) => {
      listener = l
      return () => undefined
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(sortedChats(chatsStore().getState().byId).map((c) => c.id)).toEqual(['c2', 'c1'])
    expect(unreadChatTotal()).toBe(3)
    await vi.advanceTimersByTimeAsync(5000)
    expect(server.calls).toHaveLength(2)
    currentScope().socketStatus.setState({ status: SOCKET_STATUS.JOINED })
    await vi.advanceTimersByTimeAsync(15_000)
    expect(server.calls).toHaveLength(3)
    listener({
      event: 'pleroma:chat_update',
      stream: ['user'],
      chat: { id: 'c1', unread: 5 },
      payload: {
        ...chat('c1', 5, '2024-05-04T00:00:00Z'),
        last_message: { id: 'M1', chat_id: 'c1', account_id: 'uc1', content: 'hey' },
      },
    })
    expect(sortedChats(chatsStore().getState().byId)[0]).toMatchObject({
      id: 'c1',
      lastMessage: { content: 'hey' },
    })
    expect(unreadChatTotal()).toBe(6)
    resetSession()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(server.calls).toHaveLength(3)
  })

  it('keeps a chat update that arrived while an older list was on its way', async () => {
    let answer: () => void = () => undefined
    installFakeServer({
      'GET /api/v1/pleroma/chats': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: [chat('c1', 0, '2024-05-01T00:00:00Z')] })
        }),
    })
    let listener: (event: StreamEvent) => void = () => undefined
    startChatsFetcher((l) => {
      listener = l
      return () => undefined
    })
    listener({
      event: 'pleroma:chat_update',
      stream: ['user'],
      chat: { id: 'c1', unread: 1 },
      payload: chat('c1', 1, '2024-05-02T00:00:00Z'),
    })
    answer()
    await vi.advanceTimersByTimeAsync(0)
    expect(unreadChatTotal()).toBe(1)
    expect(chatsStore().getState().byId.c1?.updated_at).toBe('2024-05-02T00:00:00Z')
  })
})
