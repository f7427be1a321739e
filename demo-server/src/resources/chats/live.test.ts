import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socialServer } from '../../testing/social'
import { listenWs, openSocket } from '../../testing/sockets'
import type { Member, SocialTestServer } from '../../testing/social'

type Json = Record<string, unknown>

let t: SocialTestServer
let base: string
beforeAll(async () => {
  t = await socialServer()
  base = await listenWs(t.app)
})
afterAll(() => t.app.close())

/** Opens `who`'s socket on `stream`. */
const open = (who: Member, stream: string) =>
  openSocket(`${base}/api/v1/streaming?stream=${stream}&access_token=${who.token}`)

const post = async (who: Member, url: string, body: Json = {}) => {
  const res = await t.call(who, 'POST', url, body)
  return { status: res.statusCode, body: res.json() as Json, res }
}
/** alice's chat with bob. */
const aliceAndBob = async (): Promise<string> =>
  String((await post(t.alice, `/api/v1/pleroma/chats/by-account-id/${t.bob.id}`)).body.id)

describe('pleroma:chat_update (PLEROMA-API §15)', () => {
  it('streams a new message to both sides on user and user:pleroma_chat, and a delete of its activity', async () => {
    const bobUser = await open(t.bob, 'user')
    const bobChat = await open(t.bob, 'user:pleroma_chat')
    const alice = await open(t.alice, 'user')
    const chatId = await aliceAndBob()
    const sent = await post(t.alice, `/api/v1/pleroma/chats/${chatId}/messages`, {
      content: 'live hello',
    })
    const onUser = await bobUser.next((f) => f.event === 'pleroma:chat_update')
    const onChat = await bobChat.next((f) => f.event === 'pleroma:chat_update')
    expect(onUser.stream).toEqual(['user'])
    expect(onChat.stream).toEqual(['user:pleroma_chat'])
    const chat = JSON.parse(onUser.payload) as Json
    expect(chat).toMatchObject({
      account: { id: t.alice.id },
      unread: 1,
      last_message: { content: 'live hello', account_id: t.alice.id, unread: true },
    })
    expect(chat.id).not.toBe(chatId)
    const own = JSON.parse((await alice.next((f) => f.event === 'pleroma:chat_update')).payload)
    expect(own).toMatchObject({ id: chatId, unread: 2, last_message: { id: sent.body.id } })

    await t.call(t.alice, 'DELETE', `/api/v1/pleroma/chats/${chatId}/messages/${sent.body.id}`)
    const gone = await bobUser.next((f) => f.event === 'delete')
    expect(gone).toEqual({ event: 'delete', payload: expect.stringMatching(/^[0-9A-Za-z]{18}$/) })
    expect((await alice.next((f) => f.event === 'delete')).payload).toBe(gone.payload)
    for (const s of [bobUser, bobChat, alice]) s.ws.close()
  })
})

describe('the chat send test hook', () => {
  it('makes the next sends of an account answer 503, then lets them through', async () => {
    const chatId = await aliceAndBob()
    const hook = await post(t.alice, '/api/starling/test/fail-chat-sends', {
      account: 'alice',
      count: 2,
    })
    expect(hook.body).toEqual({ account: t.alice.id, failing: 2 })
    const url = `/api/v1/pleroma/chats/${chatId}/messages`
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${t.alice.token}`, 'idempotency-key': 'retry-1' },
        payload: { content: 'retried' },
      })
      expect([res.statusCode, res.body]).toEqual([503, 'Service Unavailable'])
    }
    const ok = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${t.alice.token}`, 'idempotency-key': 'retry-1' },
      payload: { content: 'retried' },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ content: 'retried', idempotency_key: 'retry-1' })
    expect((await post(t.bob, url, { content: 'bob is not held' })).status).toBe(400)
    expect(
      (await post(t.alice, '/api/starling/test/fail-chat-sends', { account: 'nobody' })).status,
    ).toBe(404)
  })

  it('is not served without test hooks', async () => {
    const plain = await socialServer({ STARLING_TEST_HOOKS: '0' })
    const res = await plain.call(plain.alice, 'POST', '/api/starling/test/fail-chat-sends', {
      account: 'alice',
    })
    expect(res.statusCode).toBe(404)
    await plain.app.close()
  })
})
