import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeServer, type FakeAnswer } from '../../features/auth/testing/fakeServer'
import { SOCKET_STATUS } from '../../api/streaming/socketStatus'
import { resetSession } from '../testing'
import { currentScope } from '../scope'
import { chatsStore } from './chatsStore'
import { createChatSession, type ChatSession } from './chatSession'

const bob = { id: 'b', username: 'bob', acct: 'bob', display_name: 'Bob' }
const chat = { id: 'c1', account: bob, unread: 1, updated_at: '2024-05-01T10:00:00.000Z' }

function raw(id: string, account = 'b', extra: object = {}) {
  return {
    id,
    chat_id: 'c1',
    account_id: account,
    content: `m ${id}`,
    created_at: '2024-05-01T10:00:00.000Z',
    ...extra,
  }
}

let session: ChatSession | null = null

function open(): ChatSession {
  const opened = createChatSession('b', '9')
  opened.start()
  return opened
}
const ids = () => session?.store.getState().messages.messages.map((m) => m.id) ?? []

async function settle() {
  await vi.advanceTimersByTimeAsync(0)
}

beforeEach(() => {
  vi.useFakeTimers()
  resetSession({ token: 'tok', userId: '9' })
})
afterEach(() => {
  session?.stop()
  session = null
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('an open chat (s1 §4 "Chat message", s2 §7 "Chats")', () => {
  it('opens the chat with the recipient and loads its newest messages', async () => {
    installFakeServer({
      'POST /api/v1/pleroma/chats/by-account-id/b': () => ({ body: chat }),
      'GET /api/v1/pleroma/chats/c1/messages': () => ({ body: [raw('B2'), raw('B1')] }),
    })
    session = open()
    await settle()
    expect(session.store.getState().status).toBe('ready')
    expect(ids()).toEqual(['B1', 'B2'])
    expect(chatsStore().getState().byId.c1?.account).toBe('b')
  })

  it('says so when the chat cannot load (s2 §8)', async () => {
    installFakeServer({
      'POST /api/v1/pleroma/chats/by-account-id/b': () => ({ status: 500, body: {} }),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    session = open()
    await settle()
    expect(session.store.getState().status).toBe('error')
  })

  it('keeps a message pending through 5xx answers, retrying after 1, 2, 4 s, then replaces it', async () => {
    let failures = 3
    const server = installFakeServer({
      'POST /api/v1/pleroma/chats/by-account-id/b': () => ({ body: chat }),
      'GET /api/v1/pleroma/chats/c1/messages': () => ({ body: [] }),
      'POST /api/v1/pleroma/chats/c1/messages': (req): FakeAnswer =>
        failures-- > 0
          ? { status: 503, body: { error: 'busy' } }
          : { body: raw('B9', '9', { idempotency_key: req.headers['Idempotency-Key'] }) },
    })
    session = open()
    await settle()
    session.send('hello <b>', null)
    await settle()
    const sends = () => server.requests['POST /api/v1/pleroma/chats/c1/messages'] ?? []
    expect(session.store.getState().messages.messages[0]).toMatchObject({
      pending: true,
      content: 'hello &lt;b&gt;',
    })
    await vi.advanceTimersByTimeAsync(999)
    expect(sends()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(sends()).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(sends()).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(4000)
    expect(sends()).toHaveLength(4)
    const keys = new Set(sends().map((r) => r.headers['Idempotency-Key']))
    expect(keys.size).toBe(1)
    expect(sends()[0]?.form.get('content')).toBe('hello <b>')
    expect(ids()).toEqual(['B9'])
  })

  it('gives up after 10 attempts and marks the message failed', async () => {
    const server = installFakeServer({
      'POST /api/v1/pleroma/chats/by-account-id/b': () => ({ body: chat }),
      'GET /api/v1/pleroma/chats/c1/messages': () => ({ body: [] }),
      'POST /api/v1/pleroma/chats/c1/messages': () => ({ network: true }),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    session = open()
    await settle()
    session.send('hi', null)
    await settle()
    let waited = 0
    for (let n = 0; n < 9; n++) {
      expect(session.store.getState().messages.messages[0]?.pending).toBe(true)
      await vi.advanceTimersByTimeAsync(1000 * 2 ** n)
      waited += 1000 * 2 ** n
    }
    expect(waited).toBe(511_000)
    expect(server.requests['POST /api/v1/pleroma/chats/c1/messages']).toHaveLength(10)
    expect(session.store.getState().messages.messages[0]).toMatchObject({ error: true })
  })

  it('does not retry a 4xx answer', async () => {
    installFakeServer({
      'POST /api/v1/pleroma/chats/by-account-id/b': () => ({ body: chat }),
      'GET /api/v1/pleroma/chats/c1/messages': () => ({ body: [] }),
      'POST /api/v1/pleroma/chats/c1/messages': () => ({ status: 422, body: { error: 'MRF' } }),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    session = open()
    await settle()
    session.send('hi', null)
    await settle()
    expect(session.store.getState().messages.messages[0]).toMatchObject({ error: true })
  })

  it('marks read 1.5 s after the bottom, and culls to 50 five seconds after it', async () => {
    const page = Array.from({ length: 20 }, (_, i) => raw(`B${String(80 - i).padStart(3, '0')}`))
    const server = installFakeServer({
      'POST /api/v1/pleroma/chats/by-account-id/b': () => ({ body: chat }),
      'GET /api/v1/pleroma/chats/c1/messages': (req) => {
        const max = req.url.searchParams.get('max_id')
        if (!max) return { body: page }
        const below = Number(max.slice(1))
        return {
          body: Array.from({ length: 20 }, (_, i) =>
            raw(`B${String(below - 1 - i).padStart(3, '0')}`),
          ),
        }
      },
      'POST /api/v1/pleroma/chats/c1/read': () => ({ body: { ...chat, unread: 0 } }),
    })
    session = open()
    await settle()
    await session.loadOlder()
    await session.loadOlder()
    expect(ids()).toHaveLength(60)
    session.setAtBottom(true)
    await vi.advanceTimersByTimeAsync(1499)
    expect(server.requests['POST /api/v1/pleroma/chats/c1/read']).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(
      server.requests['POST /api/v1/pleroma/chats/c1/read']?.[0]?.form.get('last_read_id'),
    ).toBe('B080')
    expect(currentScope().chatUpdates.getState().unreadByChat.c1).toBe(0)
    await vi.advanceTimersByTimeAsync(3499)
    expect(ids()).toHaveLength(60)
    await vi.advanceTimersByTimeAsync(1)
    expect(ids()).toHaveLength(50)
    expect(ids()[0]).toBe('B031')
  })

  it('cancels the timers when the view leaves the bottom', async () => {
    const server = installFakeServer({
      'POST /api/v1/pleroma/chats/by-account-id/b': () => ({ body: chat }),
      'GET /api/v1/pleroma/chats/c1/messages': () => ({ body: [raw('B1')] }),
    })
    session = open()
    await settle()
    session.setAtBottom(true)
    await vi.advanceTimersByTimeAsync(1000)
    session.setAtBottom(false)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.calls).not.toContain('POST /api/v1/pleroma/chats/c1/read')
  })

  it('polls every 5 s while the socket is not joined, and fetches afresh when it joins', async () => {
    const server = installFakeServer({
      'POST /api/v1/pleroma/chats/by-account-id/b': () => ({ body: chat }),
      'GET /api/v1/pleroma/chats/c1/messages': (req) => ({
        body: req.url.searchParams.get('since_id') ? [raw('B2')] : [raw('B1')],
      }),
    })
    const fetches = () => server.requests['GET /api/v1/pleroma/chats/c1/messages'] ?? []
    session = open()
    await settle()
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetches()[1]?.url.searchParams.get('since_id')).toBe('B1')
    expect(ids()).toEqual(['B1', 'B2'])
    currentScope().socketStatus.setState({ status: SOCKET_STATUS.JOINED })
    await settle()
    expect(fetches()).toHaveLength(3)
    expect(fetches()[2]?.url.search).toBe('')
    await vi.advanceTimersByTimeAsync(15_000)
    expect(fetches()).toHaveLength(3)
  })

  it('stops everything with its account scope', async () => {
    const server = installFakeServer({
      'POST /api/v1/pleroma/chats/by-account-id/b': () => ({ body: chat }),
      'GET /api/v1/pleroma/chats/c1/messages': () => ({ body: [] }),
    })
    session = open()
    await settle()
    resetSession({ token: null })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.requests['GET /api/v1/pleroma/chats/c1/messages']).toHaveLength(1)
  })
})
