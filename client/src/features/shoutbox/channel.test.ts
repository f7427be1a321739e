// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearNotices, noticeStore } from '../../state/notices'
import { resetShoutbox, shoutStore } from '../../state/shoutbox'
import { connectShoutbox, SHOUT_SEND_TIMEOUT_MS, shoutSocketUrl } from './channel'
import { shoutFeed } from './start'

type Frame = [string | null, string | null, string, string, Record<string, unknown>]

/** A WebSocket stand-in for the phoenix library: records frames, lets the test answer. */
class FakeSocket {
  static all: FakeSocket[] = []
  readyState = 0
  bufferedAmount = 0
  binaryType = ''
  timeout = 0
  sent: Frame[] = []
  onopen: ((e: object) => void) | null = null
  onmessage: ((e: { data: string }) => void) | null = null
  onclose: ((e: { code: number; wasClean: boolean }) => void) | null = null
  onerror: ((e: object) => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Frame)
  }
  close(code = 1000) {
    this.readyState = 3
    this.onclose?.({ code, wasClean: true })
  }
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  receive(frame: Frame) {
    this.onmessage?.({ data: JSON.stringify(frame) })
  }
  drop() {
    this.readyState = 3
    this.onclose?.({ code: 1006, wasClean: false })
  }
  /** The last frame sent with `event`. */
  last(event: string): Frame | undefined {
    return this.sent.filter((f) => f[3] === event).at(-1)
  }
  /** Answers the last join ok. */
  acceptJoin() {
    const join = this.last('phx_join')
    if (!join) throw new Error('no join sent')
    this.receive([join[0], join[1], 'chat:public', 'phx_reply', { status: 'ok', response: {} }])
    return join[0]
  }
}

const author = (id: string, name: string) => ({
  id,
  acct: name,
  username: name,
  display_name: `${name} :blob:`,
  avatar: `https://social.example/${name}.png`,
  emojis: [{ shortcode: 'blob', url: 'https://social.example/blob.png' }],
})
const shout = (id: number, text: string) => ({ text, author: author('9' + id, 'bob'), id })

let stop: () => void
beforeEach(() => {
  vi.useFakeTimers()
  FakeSocket.all = []
  stop = connectShoutbox('https://social.example', 'chat-token', shoutFeed, {
    transport: FakeSocket as unknown as new (endpoint: string) => object,
  })
})
afterEach(() => {
  stop()
  resetShoutbox()
  clearNotices()
  vi.useRealTimers()
})

describe('the shoutbox channel (s2 §7 public chat channel, PLEROMA-API §16)', () => {
  it('opens {server}/socket/websocket with the token and vsn 2.0.0 and joins chat:public', () => {
    expect(shoutSocketUrl('http://localhost:4000/')).toBe('ws://localhost:4000/socket')
    const ws = FakeSocket.all[0] as FakeSocket
    expect(ws.url).toBe('wss://social.example/socket/websocket?token=chat-token&vsn=2.0.0')
    ws.open()
    expect(ws.last('phx_join')?.[2]).toBe('chat:public')
    expect(shoutStore.getState().joined).toBe(false)
    const joinRef = ws.acceptJoin()
    expect(shoutStore.getState().joined).toBe(true)
    ws.receive([
      joinRef,
      null,
      'chat:public',
      'messages',
      { messages: [shout(2, 'hi'), shout(3, 'ho')] },
    ])
    expect(shoutStore.getState().messages.map((m) => [m.id, m.text, m.author.name])).toEqual([
      [2, 'hi', 'bob :blob:'],
      [3, 'ho', 'bob :blob:'],
    ])
  })

  it('keeps the last 19 of the broadcasts and leaves out unusable ones', () => {
    const ws = FakeSocket.all[0] as FakeSocket
    ws.open()
    ws.acceptJoin()
    for (let id = 2; id <= 22; id++)
      ws.receive([null, null, 'chat:public', 'new_msg', shout(id, `line ${id}`)])
    ws.receive([null, null, 'chat:public', 'new_msg', { text: 'no author', id: 23 }])
    const { messages } = shoutStore.getState()
    expect(messages).toHaveLength(19)
    expect(messages[0]?.text).toBe('line 4')
    expect(messages.at(-1)?.text).toBe('line 22')
  })

  it('sends new_msg with the text, which times out after 10 s as Pleroma never answers', () => {
    const ws = FakeSocket.all[0] as FakeSocket
    ws.open()
    const joinRef = ws.acceptJoin()
    shoutStore.getState().send?.('hello birds')
    expect(ws.last('new_msg')).toEqual([
      joinRef,
      expect.any(String),
      'chat:public',
      'new_msg',
      { text: 'hello birds' },
    ])
    expect(SHOUT_SEND_TIMEOUT_MS).toBe(10_000)
  })

  it('says so when the socket drops, reconnects as the library does and says so again', () => {
    const ws = FakeSocket.all[0] as FakeSocket
    ws.open()
    ws.acceptJoin()
    ws.drop()
    expect(shoutStore.getState().joined).toBe(false)
    expect(noticeStore.getState().notices.map((n) => [n.messageKey, n.level])).toEqual([
      ['shoutbox.dropped', 'error'],
    ])
    vi.advanceTimersByTime(1000)
    const next = FakeSocket.all.at(-1) as FakeSocket
    expect(next).not.toBe(ws)
    next.open()
    vi.advanceTimersByTime(1000)
    next.acceptJoin()
    expect(shoutStore.getState().joined).toBe(true)
    expect(noticeStore.getState().notices.map((n) => n.messageKey)).toEqual([
      'shoutbox.dropped',
      'shoutbox.reconnected',
    ])
    vi.advanceTimersByTime(5000)
    expect(noticeStore.getState().notices).toEqual([])
  })

  it('leaves the channel and empties the store when stopped (logout, account switch)', () => {
    const ws = FakeSocket.all[0] as FakeSocket
    ws.open()
    ws.acceptJoin()
    ws.receive([null, null, 'chat:public', 'new_msg', shout(2, 'hi')])
    stop()
    expect(ws.last('phx_leave')?.[2]).toBe('chat:public')
    expect(shoutStore.getState()).toMatchObject({ joined: false, messages: [], send: null })
    expect(noticeStore.getState().notices).toEqual([])
  })
})
