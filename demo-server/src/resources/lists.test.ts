import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statusCreated } from '../model/operations/publish'
import type { AccountRecord, StatusRecord } from '../model/records'
import { findAccount } from '../model/store'
import { statusFactory } from '../seed/statuses'
import { NOW, socialServer } from '../testing/social'
import type { Member, SocialTestServer } from '../testing/social'

type Json = Record<string, unknown>

let t: SocialTestServer
const named = (acct: string) => findAccount(t.app.starlingStore, acct) as AccountRecord
const call = async (
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: Record<string, unknown>,
) => {
  const res = await t.call(who, method, url, body)
  return { status: res.statusCode, body: res.json() as Json & Json[], headers: res.headers }
}
/** alice's seeded list of that title. */
const seeded = async (title: string): Promise<string> => {
  const lists = (await call(t.alice, 'GET', '/api/v1/lists')).body
  return String(lists.find((l) => l.title === title)?.id)
}

beforeAll(async () => {
  t = await socialServer()
})
afterAll(() => t.app.close())

describe('seeded lists', () => {
  it('gives alice "Code and coffee" and "Garden club", newest first, with their members', async () => {
    const { status, body } = await call(t.alice, 'GET', '/api/v1/lists')
    expect(status).toBe(200)
    expect(body.map((l) => l.title)).toEqual(['Code and coffee', 'Garden club'])
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(['id', 'title'])
    const garden = await seeded('Garden club')
    const members = (await call(t.alice, 'GET', `/api/v1/lists/${garden}/accounts`)).body
    expect(members.map((a) => a.acct)).toEqual([
      'gina',
      'noor@garden.example',
      'robin@birds.example',
    ])
    expect((await call(t.bob, 'GET', '/api/v1/lists')).body).toEqual([])
  })
})

describe('list CRUD (PLEROMA-API §9)', () => {
  it('creates, reads, renames and deletes a list', async () => {
    const made = await call(t.alice, 'POST', '/api/v1/lists', { title: 'Birders' })
    expect(made.status).toBe(200)
    const id = String(made.body.id)
    expect(made.body).toEqual({ id, title: 'Birders' })
    expect(id).toMatch(/^\d+$/)
    expect((await call(t.alice, 'GET', '/api/v1/lists')).body[0]).toEqual(made.body)
    expect((await call(t.alice, 'GET', `/api/v1/lists/${id}`)).body).toEqual(made.body)
    const renamed = await call(t.alice, 'PUT', `/api/v1/lists/${id}`, { title: 'Bird people' })
    expect(renamed.body).toEqual({ id, title: 'Bird people' })
    expect(await call(t.alice, 'DELETE', `/api/v1/lists/${id}`)).toMatchObject({
      status: 200,
      body: {},
    })
    const gone = await call(t.alice, 'GET', `/api/v1/lists/${id}`)
    expect(gone).toMatchObject({ status: 404, body: { error: 'List not found' } })
  })

  it('answers 400 without a title, 422 for a blank one, and 404 for a list of someone else', async () => {
    const missing = await call(t.alice, 'POST', '/api/v1/lists', {})
    expect(missing.status).toBe(400)
    expect(missing.body.error).toBe('Missing field: title.')
    const blank = await call(t.alice, 'POST', '/api/v1/lists', { title: '  ' })
    expect(blank).toMatchObject({ status: 422, body: { error: "can't be blank" } })
    const garden = await seeded('Garden club')
    expect((await call(t.alice, 'PUT', `/api/v1/lists/${garden}`, { title: '' })).status).toBe(422)
    for (const [method, url] of [
      ['GET', `/api/v1/lists/${garden}`],
      ['PUT', `/api/v1/lists/${garden}`],
      ['DELETE', `/api/v1/lists/${garden}`],
      ['GET', `/api/v1/lists/${garden}/accounts`],
      ['POST', `/api/v1/lists/${garden}/accounts`],
      ['DELETE', `/api/v1/lists/${garden}/accounts`],
    ] as const) {
      const res = await call(t.bob, method, url, { title: 'mine now', account_ids: [t.bob.id] })
      expect(res).toMatchObject({ status: 404, body: { error: 'List not found' } })
    }
    expect((await call(t.alice, 'GET', `/api/v1/lists/${garden}`)).body.title).toBe('Garden club')
  })

  it('needs read:lists to read and write:lists to write', async () => {
    expect((await call(null, 'GET', '/api/v1/lists')).body).toEqual({
      error: 'Invalid credentials.',
    })
    const reader = await t.signIn('alice', 'read')
    expect((await call(reader, 'GET', '/api/v1/lists')).status).toBe(200)
    const refused = await call(reader, 'POST', '/api/v1/lists', { title: 'x' })
    expect(refused).toMatchObject({
      status: 403,
      body: { error: 'Insufficient permissions: write:lists.' },
    })
  })
})

describe('list members', () => {
  it('adds members (unknown ids ignored) and removes them by body or query', async () => {
    const id = String((await call(t.alice, 'POST', '/api/v1/lists', { title: 'Music' })).body.id)
    const [carol, sam] = [named('carol'), named('sam@music.example')]
    const added = await call(t.alice, 'POST', `/api/v1/lists/${id}/accounts`, {
      account_ids: [carol.id, sam.id, 'nobody'],
    })
    expect(added).toMatchObject({ status: 200, body: {} })
    const members = async () =>
      (await call(t.alice, 'GET', `/api/v1/lists/${id}/accounts`)).body.map((a) => a.id)
    expect(await members()).toEqual([carol.id, sam.id])
    expect((await call(t.alice, 'GET', `/api/v1/accounts/${sam.id}/lists`)).body).toEqual([
      { id, title: 'Music' },
    ])
    await call(t.alice, 'DELETE', `/api/v1/lists/${id}/accounts`, { account_ids: [carol.id] })
    expect(await members()).toEqual([sam.id])
    const byQuery = await call(
      t.alice,
      'DELETE',
      `/api/v1/lists/${id}/accounts?account_ids[]=${sam.id}`,
    )
    expect(byQuery).toMatchObject({ status: 200, body: {} })
    expect(await members()).toEqual([])
  })
})

describe('GET /api/v1/timelines/list/:id', () => {
  it("shows the members' posts with the timeline filters and a Link header", async () => {
    const coffee = await seeded('Code and coffee')
    const factory = statusFactory(t.app.starlingStore, 0x1157)
    const post = (text: string, at: number, replyTo?: StatusRecord) => {
      const s = factory.post({
        author: named('hana'),
        at: new Date(NOW.getTime() + at),
        text,
        replyTo,
      })
      statusCreated(t.app.starlingStore, s)
      return s
    }
    const text = post('list check brew', 1000)
    const reply = post('list check reply', 2000, text)
    await call(t.bob, 'POST', '/api/v1/statuses', { status: 'bob is no member' })
    const url = `/api/v1/timelines/list/${coffee}`
    const page = await call(t.alice, 'GET', `${url}?limit=5`)
    expect(page.status).toBe(200)
    const members = new Set([named('dave').id, named('hana').id, named('mika@code.example').id])
    expect(page.body.every((s) => members.has(String((s.account as Json).id)))).toBe(true)
    expect(page.body.slice(0, 2).map((s) => s.id)).toEqual([reply.id, text.id])
    const last = String(page.body.at(-1)?.id)
    expect(page.headers.link).toBe(
      `<http://localhost:80${url}?limit=5&local=false&max_id=${last}&only_media=false&remote=false>; rel="next", ` +
        `<http://localhost:80${url}?limit=5&local=false&min_id=${reply.id}&only_media=false&remote=false>; rel="prev"`,
    )
    const ids = async (query: string) =>
      (await call(t.alice, 'GET', `${url}?limit=40&${query}`)).body.map((s) => s.id)
    expect(await ids('exclude_replies=true')).not.toContain(reply.id)
    expect(await ids('only_media=true')).not.toContain(text.id)
    const remote = await ids('remote=true')
    expect(remote).not.toContain(text.id)
    const local = await ids('local=true')
    expect(local).toContain(text.id)
    const gone = await call(t.bob, 'GET', url)
    expect(gone).toMatchObject({ status: 403, body: { error: 'Error.' } })
  })
})
