import fastifyWebsocket from '@fastify/websocket'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { CHAT_TOKEN_MAX_AGE_S, signChatToken, verifyChatToken } from '../auth/chat-token'
import { createAuthState } from '../auth/state'
import { findAccount, type Store } from '../model/store'
import type { AccountRecord } from '../model/records'
import { seed } from '../seed/index'
import { NOW, socialServer } from '../testing/social'
import type { Member, SocialTestServer } from '../testing/social'
import { registerPhoenixSocket } from './phoenix'
import { shoutboxOf } from './phoenix-shoutbox'

type Frame = [string | null, string | null, string, string, Record<string, unknown>]

let t: SocialTestServer
let base: string
beforeAll(async () => {
  t = await socialServer()
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = address.replace(/^http/, 'ws')
})
afterAll(() => t.app.close())

async function chatToken(m: Member): Promise<string> {
  const me = await t.call(m, 'GET', '/api/v1/accounts/verify_credentials')
  return (me.json() as { pleroma: { chat_token: string } }).pleroma.chat_token
}

/** Opens a Phoenix socket and collects its (decoded) frames; resolves once open. */
async function open(url: string) {
  const ws = new WebSocket(url)
  const frames: unknown[] = []
  const waiters: (() => void)[] = []
  ws.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString()))
    waiters.splice(0).forEach((w) => w())
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  /** Resolves with the `n`-th frame (0-based), received or to come. */
  const nth = <T = Frame>(n: number): Promise<T> =>
    new Promise((resolve) => {
      const check = () => (frames.length > n ? resolve(frames[n] as T) : waiters.push(check))
      check()
    })
  const send = (frame: unknown) => ws.send(JSON.stringify(frame))
  return { ws, frames, nth, send }
}

const v2 = (token: string) => `${base}/socket/websocket?token=${token}&vsn=2.0.0`

/** The HTTP status of a refused upgrade. */
function refusal(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.once('open', () => reject(new Error('opened')))
  })
}

describe('the shoutbox socket (PLEROMA-API §16)', () => {
  it('joins chat:public, broadcasts a trimmed new_msg to everyone with ids from 2, never replies to it', async () => {
    const alice = await open(v2(await chatToken(t.alice)))
    const bob = await open(v2(await chatToken(t.bob)))
    alice.send(['1', '1', 'chat:public', 'phx_join', {}])
    bob.send(['7', '7', 'chat:public', 'phx_join', {}])
    expect(await alice.nth(0)).toEqual([
      '1',
      '1',
      'chat:public',
      'phx_reply',
      { status: 'ok', response: {} },
    ])
    expect(await alice.nth(1)).toEqual(['1', null, 'chat:public', 'messages', { messages: [] }])
    await bob.nth(1)
    alice.send(['1', '2', 'chat:public', 'new_msg', { text: '   ' }])
    alice.send(['1', '3', 'chat:public', 'new_msg', { text: 'x'.repeat(5001) }])
    alice.send(['1', '4', 'chat:public', 'new_msg', { text: '  hello <b>birds</b>  ' }])
    const [joinRef, ref, topic, event, payload] = await bob.nth(2)
    expect([joinRef, ref, topic, event]).toEqual([null, null, 'chat:public', 'new_msg'])
    expect(Object.keys(payload)).toEqual(['text', 'author', 'id'])
    expect(payload).toMatchObject({
      text: 'hello <b>birds</b>',
      id: 2,
      author: {
        id: t.alice.id,
        acct: 'alice',
        avatar: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
      },
    })
    expect(await alice.nth(2)).toEqual([null, null, 'chat:public', 'new_msg', payload])
    alice.send([null, '5', 'phoenix', 'heartbeat', {}])
    expect(await alice.nth(3)).toEqual([
      null,
      '5',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ])
    expect(alice.frames).toHaveLength(4)
    alice.ws.close()
    bob.ws.close()
  })

  it('sends the history, oldest first, at most 20, on join', async () => {
    const box = shoutboxOf(t.app.starlingStore)
    const carol = findAccount(t.app.starlingStore, 'carol') as AccountRecord
    for (let i = 1; i <= 25; i++) box.shout(carol, `line ${i}`)
    const alice = await open(v2(await chatToken(t.alice)))
    alice.send(['3', '3', 'chat:public', 'phx_join', {}])
    const [, , , event, payload] = await alice.nth(1)
    const messages = payload.messages as { text: string; id: number }[]
    expect(event).toBe('messages')
    expect(messages).toHaveLength(20)
    expect(messages[0]?.text).toBe('line 6')
    expect(messages[19]?.text).toBe('line 25')
    expect(messages[19]!.id - messages[0]!.id).toBe(19)
    alice.ws.close()
  })

  it('answers other topics as Phoenix does, and leave with ok then phx_close', async () => {
    const alice = await open(v2(await chatToken(t.alice)))
    alice.send(['1', '1', 'chat:secret', 'phx_join', {}])
    alice.send(['2', '2', 'rooms:lobby', 'phx_join', {}])
    alice.send(['3', '3', 'chat:public', 'new_msg', { text: 'not joined' }])
    expect(await alice.nth(0)).toEqual([
      '1',
      '1',
      'chat:secret',
      'phx_reply',
      { status: 'error', response: { reason: 'join crashed' } },
    ])
    expect(await alice.nth(1)).toEqual([
      '2',
      '2',
      'rooms:lobby',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ])
    expect(await alice.nth(2)).toEqual([
      '3',
      '3',
      'chat:public',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ])
    alice.send(['4', '4', 'chat:public', 'phx_join', {}])
    await alice.nth(4)
    alice.send(['4', '5', 'chat:public', 'phx_leave', {}])
    expect(await alice.nth(5)).toEqual([
      '4',
      '5',
      'chat:public',
      'phx_reply',
      { status: 'ok', response: {} },
    ])
    expect(await alice.nth(6)).toEqual(['4', '4', 'chat:public', 'phx_close', {}])
    alice.send(['6', '6', 'chat:public', 'phx_join', {}])
    await alice.nth(8)
    alice.send(['6', '7', 'chat:public', 'shout', {}])
    expect(await alice.nth(9)).toEqual(['6', '6', 'chat:public', 'phx_error', {}])
    alice.ws.close()
  })

  it('speaks the V1 serializer when vsn is 1.0.0', async () => {
    const alice = await open(`${base}/socket/websocket?token=${await chatToken(t.alice)}&vsn=1.0.0`)
    alice.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '9' })
    expect(await alice.nth(0)).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '9',
    })
    alice.ws.close()
  })

  it('refuses a missing, forged or expired token and an unknown vsn with 403', async () => {
    const good = await chatToken(t.alice)
    const [head, payload] = good.split('.')
    expect(await refusal(`${base}/socket/websocket?vsn=2.0.0`)).toBe(403)
    expect(await refusal(v2(`${head}.${payload}.AAAA`))).toBe(403)
    expect(await refusal(v2(t.alice.token))).toBe(403)
    const old = signChatToken(t.alice.id, NOW.getTime() - CHAT_TOKEN_MAX_AGE_S * 1000 - 1)
    expect(await refusal(v2(old))).toBe(403)
    expect(await refusal(`${base}/socket/websocket?token=${good}&vsn=3.0.0`)).toBe(403)
  })
})

describe('the chat token', () => {
  it('is a Phoenix token for the account, valid 84,600 s', async () => {
    const token = await chatToken(t.alice)
    expect(token).toMatch(/^SFMyNTY\.[\w-]+\.[\w-]+$/)
    expect(verifyChatToken(token, NOW.getTime())).toBe(t.alice.id)
    expect(verifyChatToken(token, NOW.getTime() + CHAT_TOKEN_MAX_AGE_S * 1000)).toBe(t.alice.id)
    expect(verifyChatToken(token, NOW.getTime() + CHAT_TOKEN_MAX_AGE_S * 1000 + 1)).toBeNull()
  })
})

describe('an idle socket', () => {
  let store: Store
  it('is closed after the idle time without client messages', async () => {
    store = seed({ clock: () => NOW, hostile: false })
    const auth = createAuthState(store)
    const app = Fastify()
    await app.register(fastifyWebsocket)
    registerPhoenixSocket(app, { store, auth }, { idleMs: 50 })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const alice = findAccount(store, 'alice') as AccountRecord
    const ws = new WebSocket(
      `${address.replace(/^http/, 'ws')}/socket/websocket?token=${signChatToken(alice.id, NOW.getTime())}&vsn=2.0.0`,
    )
    const code = await new Promise<number>((resolve) => ws.once('close', resolve))
    expect(code).toBe(1000)
    await app.close()
  })
})
