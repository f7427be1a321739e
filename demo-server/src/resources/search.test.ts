import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { form, postingServer, signIn } from '../testing/posting'

type Json = Record<string, unknown>
let app: FastifyInstance
let alice: Record<string, string>
beforeAll(async () => {
  app = await postingServer()
  alice = await signIn(app, 'alice')
})
afterAll(() => app.close())

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers })
/** alice posts `status` (public unless `visibility`); the Status JSON. */
const post = async (status: string, visibility = 'public'): Promise<Json> =>
  (await form(app, 'POST', '/api/v1/statuses', { status, visibility }, alice)).json()

describe('GET /api/v1/accounts/search', () => {
  it('matches nickname prefixes, exact names first, local before remote', async () => {
    const res = await get('/api/v1/accounts/search?q=@bo&limit=20')
    expect(res.statusCode).toBe(200)
    const accts = (res.json() as Json[]).map((a) => a.acct)
    expect(accts[0]).toBe('bob')
    const exact = (await get('/api/v1/accounts/search?q=robin@birds.example')).json() as Json[]
    expect(exact[0]?.acct).toBe('robin@birds.example')
  })

  it('needs q, honours limit, and filters by following for a signed-in user', async () => {
    const missing = await get('/api/v1/accounts/search')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error).toBe('Missing field: q.')
    expect(((await get('/api/v1/accounts/search?q=a&limit=1')).json() as Json[]).length).toBe(1)
    const followed = app.starlingStore.follows.get(
      [...app.starlingStore.accounts.values()].find((a) => a.username === 'alice' && !a.host)?.id ??
        '',
    )
    const res = (await get('/api/v1/accounts/search?q=a&following=true', alice)).json() as Json[]
    expect(res.every((a) => followed?.has(a.id as string))).toBe(true)
  })
})

describe('GET /api/v2/search', () => {
  it('finds statuses the viewer may see, by every word', async () => {
    const open = await post('zanzibar kettle public')
    const dm = await post('zanzibar kettle @bob', 'direct')
    const anon = (await get('/api/v2/search?q=Zanzibar%20kettle&type=statuses')).json()
    expect(anon.statuses.map((s: Json) => s.id)).toEqual([open.id])
    expect(anon.accounts).toEqual([])
    expect(anon.hashtags).toEqual([])
    const mine = (await get('/api/v2/search?q=zanzibar&type=statuses', alice)).json()
    expect(mine.statuses.map((s: Json) => s.id)).toEqual([dm.id, open.id])
  })

  it("suggests known hashtags by prefix with a 7-day history, then Pleroma's word suggestions", async () => {
    await post('more #sourdough')
    const res = (await get('/api/v2/search?q=sourd&type=hashtags')).json()
    const first = res.hashtags[0]
    expect(first).toMatchObject({ name: 'sourdough', url: 'http://localhost:80/tag/sourdough' })
    expect(first.history).toHaveLength(7)
    expect(Number(first.history[0].uses)).toBeGreaterThanOrEqual(1)
    expect(res.hashtags.map((h: Json) => h.name)).toContain('sourd')
    const words = (await get('/api/v2/search?q=cofe%20tea&type=hashtags')).json()
    expect(words.hashtags.map((h: Json) => h.name)).toEqual(
      expect.arrayContaining(['cofe', 'CofeTea']),
    )
  })

  it('answers all three keys and validates q and type', async () => {
    const all = (await get('/api/v2/search?q=alice')).json()
    expect(Object.keys(all).sort()).toEqual(['accounts', 'hashtags', 'statuses'])
    expect(all.accounts[0].acct).toBe('alice')
    expect((await get('/api/v2/search')).statusCode).toBe(400)
    const badType = await get('/api/v2/search?q=x&type=people')
    expect(badType.statusCode).toBe(400)
    expect(badType.json().error).toBe('type - Invalid value for enum.')
  })
})

describe('GET /api/v2/search: resolve, paging, relationships', () => {
  const accts = async (url: string, headers: Record<string, string> = {}) =>
    ((await get(url, headers)).json().accounts as Json[]).map((a) => a.acct)

  it('resolves a handle of this instance and profile URLs to the account', async () => {
    expect(await accts('/api/v2/search?q=alice@localhost:80&type=accounts')).toEqual([])
    expect(await accts('/api/v2/search?q=alice@localhost:80&type=accounts&resolve=true')).toEqual([
      'alice',
    ])
    for (const url of [
      'http://localhost:80/users/carol',
      'http://localhost:80/@carol',
      'https://birds.example/users/robin',
    ]) {
      const found = await accts(`/api/v2/search?resolve=true&q=${encodeURIComponent(url)}`)
      expect(found[0]).toBe(url.includes('robin') ? 'robin@birds.example' : 'carol')
    }
  })

  it('resolves a status URL (its url or /notice/id) the viewer may see', async () => {
    const open = await post('resolvable')
    const dm = await post('@bob hidden resolvable', 'direct')
    const statuses = async (q: string, headers: Record<string, string> = {}) =>
      (
        (
          await get(`/api/v2/search?resolve=true&type=statuses&q=${encodeURIComponent(q)}`, headers)
        ).json().statuses as Json[]
      ).map((s) => s.id)
    expect((await statuses(String(open.url)))[0]).toBe(open.id)
    expect((await statuses(`http://localhost:80/notice/${String(open.id)}`))[0]).toBe(open.id)
    expect(await statuses(String(dm.uri))).toEqual([])
    expect((await statuses(String(dm.uri), alice))[0]).toBe(dm.id)
  })

  it('trims each kind by limit and offset and embeds relationships when asked', async () => {
    const all = await accts('/api/v2/search?q=a&type=accounts&limit=40')
    expect(all.length).toBeGreaterThan(2)
    expect(await accts('/api/v2/search?q=a&type=accounts&limit=2&offset=1')).toEqual(
      all.slice(1, 3),
    )
    const res = (
      await get('/api/v2/search?q=bob&type=accounts&with_relationships=true', alice)
    ).json()
    expect(res.accounts[0]).toMatchObject({
      acct: 'bob',
      pleroma: { relationship: { following: true } },
    })
  })
})
