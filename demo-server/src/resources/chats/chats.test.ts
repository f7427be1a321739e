import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeUpload } from '../../model/operations/media'
import type { AccountRecord } from '../../model/records'
import { findAccount } from '../../model/store'
import { NOW, socialServer } from '../../testing/social'
import type { Member, SocialTestServer } from '../../testing/social'

type Json = Record<string, unknown>
type Chat = { id: string; unread: number; account: Json; last_message: Json | null }

let t: SocialTestServer
let mod: Member
let admin: Member
const named = (acct: string) => findAccount(t.app.starlingStore, acct) as AccountRecord
const call = async (
  who: Member | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: Record<string, unknown>,
  headers: Record<string, string> = {},
) => {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  })
  return { status: res.statusCode, body: res.json() as Json & Json[], headers: res.headers }
}
/** `who`'s chats (v1). */
const chats = async (who: Member, query = '') =>
  (await call(who, 'GET', `/api/v1/pleroma/chats${query}`)).body as unknown as Chat[]
/** `who`'s chat with `acct`, made if needed. */
const chatWith = async (who: Member, acct: string) =>
  (await call(who, 'POST', `/api/v1/pleroma/chats/by-account-id/${named(acct).id}`))
    .body as unknown as Chat
const send = (who: Member, chatId: string, body: Record<string, unknown>, key?: string) =>
  call(
    who,
    'POST',
    `/api/v1/pleroma/chats/${chatId}/messages`,
    body,
    key ? { 'idempotency-key': key } : {},
  )

beforeAll(async () => {
  t = await socialServer()
  mod = t.mod
  admin = await t.signIn('admin')
})
afterAll(() => t.app.close())

describe('seeded chats', () => {
  it('gives alice her chats with bob (2 unread) and carol (read), most recently updated first', async () => {
    const list = await chats(t.alice)
    expect(list.map((c) => [c.account.acct, c.unread])).toEqual([
      ['bob', 2],
      ['carol', 0],
    ])
    const bob = list[0] as Chat
    expect(Object.keys(bob).sort()).toEqual([
      'account',
      'id',
      'last_message',
      'unread',
      'updated_at',
    ])
    expect(bob.last_message).toEqual({
      account_id: t.bob.id,
      attachment: null,
      card: null,
      chat_id: bob.id,
      content:
        'Photos: <a href="https://birds.example/kingfisher" rel="ugc">https://birds.example/kingfisher</a><br>Bring tea!',
      created_at: new Date(NOW.getTime() - 45 * 60_000).toISOString(),
      emojis: [],
      id: expect.stringMatching(/^[0-9A-Za-z]{18}$/),
      unread: true,
    })
    expect((await chats(t.bob)).map((c) => [c.account.acct, c.unread])).toEqual([['alice', 0]])
    const bobsChat = (await chats(t.bob))[0] as Chat
    expect(bobsChat.id).not.toBe(bob.id)
    expect(bobsChat.last_message?.id).not.toBe(bob.last_message?.id)
  })

  it('says which accounts accept chat messages: weatherbot does not', async () => {
    const bot = await call(t.alice, 'GET', `/api/v1/accounts/${named('weatherbot').id}`)
    expect((bot.body.pleroma as Json).accepts_chat_messages).toBe(false)
    const bob = await call(t.alice, 'GET', `/api/v1/accounts/${t.bob.id}`)
    expect((bob.body.pleroma as Json).accepts_chat_messages).toBe(true)
  })
})

describe('chat list and chat (PLEROMA-API §11)', () => {
  it('pages v2 by chat id with a Link header; v1 has none', async () => {
    const first = await call(t.alice, 'GET', '/api/v2/pleroma/chats?limit=1')
    const chat = (first.body as unknown as Chat[])[0] as Chat
    expect(first.body).toHaveLength(1)
    const base = 'http://localhost:80/api/v2/pleroma/chats'
    expect(first.headers.link).toBe(
      `<${base}?limit=1&max_id=${chat.id}&offset=0>; rel="next", <${base}?limit=1&min_id=${chat.id}&offset=0>; rel="prev"`,
    )
    expect((await call(t.alice, 'GET', '/api/v1/pleroma/chats')).headers.link).toBeUndefined()
  })

  it('opens one chat per pair; an unknown account is "Something went wrong"', async () => {
    const made = await chatWith(t.alice, 'dave')
    expect(made).toMatchObject({ unread: 0, last_message: null, account: { acct: 'dave' } })
    expect((await chatWith(t.alice, 'dave')).id).toBe(made.id)
    const got = await call(t.alice, 'GET', `/api/v1/pleroma/chats/${made.id}`)
    expect(got.body).toEqual(made)
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pleroma/chats/by-account-id/nobody',
      headers: { authorization: `Bearer ${t.alice.token}` },
    })
    expect(unknown.statusCode).toBe(500)
    expect(unknown.body).toBe('"Something went wrong"')
  })

  it("answers 404 for another's chat, and 403 without a token or the scope", async () => {
    const bobs = (await chats(t.bob))[0] as Chat
    const other = await call(t.alice, 'GET', `/api/v1/pleroma/chats/${bobs.id}`)
    expect(other).toMatchObject({ status: 404, body: { error: 'Record not found' } })
    const msgs = await call(t.alice, 'GET', `/api/v1/pleroma/chats/${bobs.id}/messages`)
    expect(msgs).toMatchObject({ status: 404, body: { error: 'Record not found' } })
    expect(await call(null, 'GET', '/api/v1/pleroma/chats')).toMatchObject({
      status: 403,
      body: { error: 'Invalid credentials.' },
    })
    const reader = await t.signIn('admin', 'read:statuses')
    expect(await call(reader, 'GET', '/api/v1/pleroma/chats')).toMatchObject({
      status: 403,
      body: { error: 'Insufficient permissions: read:chats.' },
    })
  })

  it('leaves out chats with blocked accounts, and muted ones unless with_muted', async () => {
    const erin = named('erin')
    const chat = await chatWith(mod, 'erin')
    await call(mod, 'POST', `/api/v1/accounts/${erin.id}/mute`, {})
    expect((await chats(mod)).map((c) => c.id)).not.toContain(chat.id)
    expect((await chats(mod, '?with_muted=true')).map((c) => c.id)).toContain(chat.id)
    await call(mod, 'POST', `/api/v1/accounts/${erin.id}/unmute`)
    await call(mod, 'POST', `/api/v1/accounts/${erin.id}/block`)
    expect((await chats(mod, '?with_muted=true')).map((c) => c.id)).not.toContain(chat.id)
    await call(mod, 'POST', `/api/v1/accounts/${erin.id}/unblock`)
    expect((await chats(mod)).map((c) => c.id)).toContain(chat.id)
  })
})

describe('chat messages', () => {
  it('pages messages newest first (default 20) with Link, limit, max_id and offset', async () => {
    const chat = (await chats(t.alice)).find((c) => c.account.acct === 'bob') as Chat
    const all = await call(t.alice, 'GET', `/api/v1/pleroma/chats/${chat.id}/messages`)
    const ids = (all.body as Json[]).map((m) => m.id as string)
    expect(ids).toHaveLength(5)
    expect([...ids].sort().reverse()).toEqual(ids)
    const base = `http://localhost:80/api/v1/pleroma/chats/${chat.id}/messages`
    expect(all.headers.link).toBe(
      `<${base}?limit=20&max_id=${ids[4]}&offset=0>; rel="next", <${base}?limit=20&min_id=${ids[0]}&offset=0>; rel="prev"`,
    )
    const page = await call(
      t.alice,
      'GET',
      `/api/v1/pleroma/chats/${chat.id}/messages?limit=2&max_id=${ids[1]}`,
    )
    expect((page.body as Json[]).map((m) => m.id)).toEqual(ids.slice(2, 4))
  })

  it('sends a message: escaped, linked, line breaks as <br>; the other side gets it unread', async () => {
    const chat = await chatWith(mod, 'admin')
    const res = await send(mod, chat.id, {
      content: 'Hi <b>admin</b>\r\nsee https://x.example :coffee:',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      account_id: mod.id,
      chat_id: chat.id,
      content:
        'Hi &lt;b&gt;admin&lt;/b&gt;<br>see <a href="https://x.example" rel="ugc">https://x.example</a> :coffee:',
      emojis: [{ shortcode: 'coffee' }],
      unread: false,
      attachment: null,
    })
    expect(res.body).not.toHaveProperty('idempotency_key')
    const theirs = (await chats(admin)).find((c) => c.account.id === mod.id) as Chat
    expect(theirs.unread).toBe(1)
    expect(theirs.last_message).toMatchObject({ content: res.body.content, unread: true })
    expect(theirs.last_message?.id).not.toBe(res.body.id)
  })

  it('answers a repeated Idempotency-Key with the first message, echoing the key for 2 minutes', async () => {
    const chat = await chatWith(mod, 'admin')
    const before = ((await chats(admin)).find((c) => c.account.id === mod.id) as Chat).unread
    const first = await send(mod, chat.id, { content: 'once' }, 'key-1')
    const again = await send(mod, chat.id, { content: 'once' }, 'key-1')
    expect(first.body).toMatchObject({ content: 'once', idempotency_key: 'key-1' })
    expect(first.headers['idempotency-key']).toBe('key-1')
    expect(again.body).toEqual(first.body)
    expect(again.headers['idempotent-replayed']).toBe('true')
    const theirs = (await chats(admin)).find((c) => c.account.id === mod.id) as Chat
    expect(theirs.unread).toBe(before + 1)
    expect(theirs.last_message).toMatchObject({ idempotency_key: 'key-1' })
    const store = t.app.starlingStore
    store.clock = () => new Date(NOW.getTime() + 2 * 60_000 + 1)
    try {
      const later = await call(mod, 'GET', `/api/v1/pleroma/chats/${chat.id}/messages`)
      expect((later.body as Json[])[0]).not.toHaveProperty('idempotency_key')
    } finally {
      store.clock = () => NOW
    }
  })

  it("sends an own upload alone; refuses no content, another's upload, another's chat", async () => {
    const chat = await chatWith(mod, 'frank')
    const store = t.app.starlingStore
    const file = { buffer: Buffer.from('x'), mimetype: 'image/png', filename: 'a.png' }
    const own = storeUpload(store, mod.id, file, 'a bird')
    const res = await send(mod, chat.id, { media_id: own.id })
    expect(res.body).toMatchObject({
      content: null,
      attachment: { id: own.id, description: 'a bird' },
    })
    expect(await send(mod, chat.id, {})).toMatchObject({
      status: 400,
      body: { error: 'no_content' },
    })
    const bobs = storeUpload(store, t.bob.id, file, '')
    expect(await send(mod, chat.id, { media_id: bobs.id })).toMatchObject({
      status: 400,
      body: { error: 'forbidden' },
    })
    const alices = (await chats(t.alice)).find((c) => c.account.acct === 'bob') as Chat
    expect(await send(mod, alices.id, { content: 'hi' })).toMatchObject({
      status: 400,
      body: { error: 'not_found' },
    })
  })

  it('crashes as Pleroma does on blank text, a refusing or a blocking recipient', async () => {
    const crash = { status: 500, body: { errors: { detail: 'Internal server error' } } }
    const dave = await chatWith(mod, 'dave')
    expect(await send(mod, dave.id, { content: '  ' })).toMatchObject(crash)
    const bot = await chatWith(mod, 'weatherbot')
    expect(await send(mod, bot.id, { content: 'hello?' })).toMatchObject(crash)
    const toAdmin = await chatWith(mod, 'admin')
    await call(admin, 'POST', `/api/v1/accounts/${mod.id}/block`)
    expect(await send(mod, toAdmin.id, { content: 'hello?' })).toMatchObject(crash)
    await call(admin, 'POST', `/api/v1/accounts/${mod.id}/unblock`)
    expect((await send(mod, toAdmin.id, { content: 'hello!' })).status).toBe(200)
  })
})

describe('reading and deleting', () => {
  it('reads up to last_read_id (required) and one message at a time', async () => {
    const chat = (await chats(t.alice)).find((c) => c.account.acct === 'bob') as Chat
    const url = `/api/v1/pleroma/chats/${chat.id}`
    const missing = await call(t.alice, 'POST', `${url}/read`, {})
    expect(missing).toMatchObject({
      status: 400,
      body: {
        error: 'Missing field: last_read_id.',
        errors: [
          {
            title: 'Invalid value',
            source: { pointer: '/last_read_id' },
            message: 'Missing field: last_read_id',
          },
        ],
      },
    })
    const msgs = (await call(t.alice, 'GET', `${url}/messages`)).body as Json[]
    const [newest, older] = msgs.map((m) => m.id as string)
    const one = await call(t.alice, 'POST', `${url}/messages/${older}/read`)
    expect(one.body).toMatchObject({ id: older, unread: false })
    expect((await call(t.alice, 'GET', url)).body.unread).toBe(1)
    const read = await call(t.alice, 'POST', `${url}/read`, { last_read_id: newest })
    expect(read.body).toMatchObject({ id: chat.id, unread: 0 })
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${url}/messages/nope/read`,
      headers: { authorization: `Bearer ${t.alice.token}` },
    })
    expect([wrong.statusCode, wrong.body]).toEqual([500, '"Something went wrong"'])
    const bobs = (await chats(t.bob))[0] as Chat
    expect(
      await call(t.alice, 'POST', `/api/v1/pleroma/chats/${bobs.id}/read`, {
        last_read_id: newest,
      }),
    ).toMatchObject({ status: 404, body: { error: 'Record not found' } })
  })

  it("deletes an own message for both sides, another's only for oneself", async () => {
    const chat = await chatWith(mod, 'ivy')
    const ivy = named('ivy')
    const mine = (await send(mod, chat.id, { content: 'oops' })).body
    const gone = await call(mod, 'DELETE', `/api/v1/pleroma/chats/${chat.id}/messages/${mine.id}`)
    expect(gone.body).toEqual(mine)
    const store = t.app.starlingStore
    const ivysChat = [...store.chats.chats.values()].find(
      (c) => c.account_id === ivy.id && c.recipient_id === mod.id,
    )
    expect(store.chats.refs.get(ivysChat?.id ?? '')).toEqual([])
    const again = await call(mod, 'DELETE', `/api/v1/pleroma/chats/${chat.id}/messages/${mine.id}`)
    expect(again).toMatchObject({ status: 400, body: { error: 'could_not_delete' } })

    const bobs = (await chats(t.bob))[0] as Chat
    const fromAlice = (
      (await call(t.bob, 'GET', `/api/v1/pleroma/chats/${bobs.id}/messages`)).body as Json[]
    ).find((m) => m.account_id === t.alice.id) as Json
    const hidden = await call(
      t.bob,
      'DELETE',
      `/api/v1/pleroma/chats/${bobs.id}/messages/${fromAlice.id}`,
    )
    expect(hidden.body).toMatchObject({ id: fromAlice.id, account_id: t.alice.id })
    const bobSees = (await call(t.bob, 'GET', `/api/v1/pleroma/chats/${bobs.id}/messages`))
      .body as Json[]
    expect(bobSees.map((m) => m.id)).not.toContain(fromAlice.id)
    const alices = (await chats(t.alice)).find((c) => c.account.acct === 'bob') as Chat
    const aliceSees = (await call(t.alice, 'GET', `/api/v1/pleroma/chats/${alices.id}/messages`))
      .body as Json[]
    expect(aliceSees.filter((m) => m.account_id === t.alice.id)).toHaveLength(2)
  })
})
