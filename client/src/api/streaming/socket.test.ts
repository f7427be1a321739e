// @vitest-environment node
import { isSocketJoined, isStreamedTimeline } from '../../state/live/socketStatus'
import { currentScope } from '../../state/scope'
import { resetScope } from '../../state/testing'
import {
  SOCKET_STATUS,
  StreamingConnection,
  streamingUrl,
  type SocketLike,
  type SocketStatus,
} from './socket'
import { parseStreamFrame } from './events'

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null
  onclose: SocketLike['onclose'] = null
  onmessage: SocketLike['onmessage'] = null
  onerror: SocketLike['onerror'] = null
  closedWith: number | undefined
  constructor(readonly url: string) {}
  close(code?: number) {
    this.closedWith = code
  }
  openNow() {
    this.onopen?.({})
  }
  drop(code: number) {
    this.onclose?.({ code })
  }
  send(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) })
  }
}

function setUp() {
  const sockets: FakeSocket[] = []
  const handlers = {
    onEvent: vi.fn(),
    onReconnected: vi.fn(),
    onDropped: vi.fn(),
    onStatus: (status: SocketStatus) => currentScope().socketStatus.setState({ status }),
  }
  const connection = new StreamingConnection('wss://i.test/api/v1/streaming', handlers, (url) => {
    const socket = new FakeSocket(url)
    sockets.push(socket)
    return socket
  })
  const last = () => {
    const socket = sockets[sockets.length - 1]
    if (!socket) throw new Error('no socket opened')
    return socket
  }
  return { sockets, handlers, connection, last }
}

describe('the streaming socket state machine (s1 §4, s2 §4, DECISIONS.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    resetScope()
  })
  afterEach(() => vi.useRealTimers())

  it('builds the ws(s) URL with access_token and stream=user', () => {
    expect(streamingUrl('https://i.test', 'tok')).toBe(
      'wss://i.test/api/v1/streaming?access_token=tok&stream=user',
    )
    expect(streamingUrl('http://localhost:4000', 't')).toMatch(/^ws:\/\/localhost:4000\//)
    expect(streamingUrl('wss://stream.i.test', 't')).toMatch(/^wss:\/\/stream\.i\.test\/api/)
    expect(streamingUrl('ws://localhost:4000', 't')).toMatch(/^ws:\/\/localhost:4000\/api/)
  })

  it('starts as starting-initial and joins without a reconnect notice', () => {
    const { connection, last, handlers } = setUp()
    connection.start()
    expect(connection.status).toBe(SOCKET_STATUS.STARTING_INITIAL)
    last().openNow()
    expect(connection.status).toBe(SOCKET_STATUS.JOINED)
    expect(isSocketJoined()).toBe(true)
    expect(isStreamedTimeline('friends')).toBe(true)
    expect(isStreamedTimeline('public')).toBe(false)
    expect(handlers.onReconnected).not.toHaveBeenCalled()
  })

  it.each([1000, 1001])('stays closed after close code %i, with no retry', (code) => {
    const { connection, last, sockets, handlers } = setUp()
    connection.start()
    last().openNow()
    last().drop(code)
    expect(connection.status).toBe(SOCKET_STATUS.CLOSED)
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
    expect(handlers.onDropped).not.toHaveBeenCalled()
  })

  it('retries after 1 s, 2 s, 3 s, 3 s while falling back to polling', () => {
    const { connection, last, sockets, handlers } = setUp()
    connection.start()
    last().openNow()
    last().drop(1006)
    expect(connection.status).toBe(SOCKET_STATUS.ERROR)
    expect(isSocketJoined()).toBe(false)
    expect(handlers.onDropped).toHaveBeenCalledWith(1006)
    for (const [attempt, delay] of [1000, 2000, 3000, 3000].entries()) {
      vi.advanceTimersByTime(delay - 1)
      expect(sockets).toHaveLength(attempt + 1)
      vi.advanceTimersByTime(1)
      expect(sockets).toHaveLength(attempt + 2)
      expect(connection.status).toBe(SOCKET_STATUS.STARTING)
      last().drop(1006)
    }
    expect(handlers.onDropped).toHaveBeenCalledTimes(1)
  })

  it('a join resets the multiplier and announces the reconnect', () => {
    const { connection, last, handlers } = setUp()
    connection.start()
    last().openNow()
    last().drop(1011)
    vi.advanceTimersByTime(1000)
    last().drop(1006)
    expect(connection.retryMultiplier).toBe(3)
    vi.advanceTimersByTime(2000)
    last().openNow()
    expect(connection.status).toBe(SOCKET_STATUS.JOINED)
    expect(handlers.onReconnected).toHaveBeenCalledTimes(1)
    expect(connection.retryMultiplier).toBe(1)
    last().drop(1006)
    expect(handlers.onDropped).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1000)
    expect(connection.status).toBe(SOCKET_STATUS.STARTING)
  })

  it('stop closes with 1000, cancels the retry and disables', () => {
    const { connection, last, sockets } = setUp()
    connection.start()
    last().openNow()
    const socket = last()
    connection.stop()
    expect(socket.closedWith).toBe(1000)
    expect(connection.status).toBe(SOCKET_STATUS.DISABLED)
    connection.start()
    last().drop(1006)
    connection.stop()
    vi.advanceTimersByTime(10_000)
    expect(sockets).toHaveLength(2)
  })

  it('passes readable events on and ignores unreadable and unknown ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { connection, last, handlers } = setUp()
    connection.start()
    last().openNow()
    last().send({ event: 'update', payload: JSON.stringify({ id: 's1', account: { id: 'u' } }) })
    last().send({ event: 'delete', payload: 's1' })
    last().send('not json')
    last().send({ event: 'update', payload: '{broken' })
    last().send({ event: 'announcement', payload: '{}' })
    expect(handlers.onEvent).toHaveBeenCalledTimes(2)
    expect(handlers.onEvent.mock.calls[0]?.[0]).toMatchObject({
      event: 'update',
      stream: ['user'],
      status: 's1',
      batch: { statuses: [{ id: 's1', user: 'u' }], users: [{ id: 'u' }] },
    })
    expect(handlers.onEvent.mock.calls[1]?.[0]).toEqual({
      event: 'delete',
      id: 's1',
      stream: ['user'],
    })
    expect(warn).toHaveBeenCalledWith('Ignoring unknown stream event', 'announcement')
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})

describe('parseStreamFrame', () => {
  it('reads notifications and chat updates from their JSON-string payloads', () => {
    const n = parseStreamFrame(
      JSON.stringify({
        event: 'notification',
        stream: ['user:notification'],
        payload: JSON.stringify({ id: '5', type: 'follow', account: { id: 'u' } }),
      }),
    )
    expect(n).toMatchObject({
      event: 'notification',
      stream: ['user:notification'],
      notification: { id: '5', type: 'follow', from_profile: 'u' },
      batch: { users: [{ id: 'u' }] },
    })
    const chat = parseStreamFrame(
      JSON.stringify({
        event: 'pleroma:chat_update',
        payload: JSON.stringify({ id: 'c', unread: 2 }),
      }),
    )
    expect(chat).toMatchObject({
      event: 'pleroma:chat_update',
      chat: { id: 'c', unread: 2 },
      payload: { id: 'c', unread: 2 },
    })
    expect(parseStreamFrame(JSON.stringify({ event: 'filters_changed' }))).toEqual({
      event: 'filters_changed',
      stream: ['user'],
    })
  })
})
