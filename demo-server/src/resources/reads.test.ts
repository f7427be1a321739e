import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from '../app'

const NOW = new Date('2025-05-01T12:00:00.000Z')
const app = buildServer({ now: NOW, clientDist: '/nonexistent' })
afterAll(() => app.close())

type Json = Record<string, unknown> & { id: string }
const get = async (url: string) => {
  const res = await app.inject(url)
  return { res, body: JSON.parse(res.body) as unknown }
}
const list = async (url: string) => (await get(url)).body as Json[]
const account = (s: Json) => s.account as Json & { acct: string; pleroma: { is_admin?: boolean } }

/** Follows `next` links until an empty page; returns every status seen. */
async function walk(url: string): Promise<Json[]> {
  const seen: Json[] = []
  let next: string | undefined = url
  while (next) {
    const { res, body } = await get(next)
    const page = body as Json[]
    seen.push(...page)
    const link = String(res.headers.link ?? '')
    next = page.length > 0 ? /<http:\/\/[^/]+([^>]+)>; rel="next"/.exec(link)?.[1] : undefined
  }
  return seen
}

describe('public timeline', () => {
  it('pages with a Link header (next by max_id, prev by min_id, defaults included)', async () => {
    const { res, body } = await get('/api/v1/timelines/public?limit=5')
    const page = body as Json[]
    expect(page).toHaveLength(5)
    const first = page[0] as Json
    const last = page[4] as Json
    expect(res.headers.link).toBe(
      `<http://localhost:80/api/v1/timelines/public?limit=5&local=false&max_id=${last.id}&only_media=false&remote=false&local=false>; rel="next", ` +
        `<http://localhost:80/api/v1/timelines/public?limit=5&local=false&min_id=${first.id}&only_media=false&remote=false&local=false>; rel="prev"`,
    )
    const older = await list(`/api/v1/timelines/public?limit=5&max_id=${last.id}`)
    expect((older[0]?.id ?? '') < last.id).toBe(true)
    const newer = await list(`/api/v1/timelines/public?limit=2&min_id=${last.id}`)
    expect(newer.map((s) => s.id)).toEqual(page.slice(2, 4).map((s) => s.id))
    const since = await list(`/api/v1/timelines/public?limit=2&since_id=${last.id}`)
    expect(since.map((s) => s.id)).toEqual(page.slice(0, 2).map((s) => s.id))
  })

  it('answers 20 by default, clamps limit to 40, and [] without Link for limit=0', async () => {
    expect(await list('/api/v1/timelines/public')).toHaveLength(20)
    expect(await list('/api/v1/timelines/public?limit=500')).toHaveLength(40)
    const { res, body } = await get('/api/v1/timelines/public?limit=0')
    expect(body).toEqual([])
    expect(res.headers.link).toBeUndefined()
  })

  it('rejects a non-integer limit with the OpenAPI 400 body', async () => {
    const { res, body } = await get('/api/v1/timelines/public?limit=lots')
    expect(res.statusCode).toBe(400)
    expect(body).toMatchObject({
      error: 'limit - Invalid integer. Got: string.',
      errors: [{ source: { pointer: '/limit' } }],
    })
  })

  it('shows only local posts with local=true, local and remote without it', async () => {
    const local = await walk('/api/v1/timelines/public?local=true&limit=40')
    const all = await walk('/api/v1/timelines/public?limit=40')
    expect(local.length).toBeGreaterThan(0)
    expect(local.every((s) => !account(s).acct.includes('@'))).toBe(true)
    expect(all.some((s) => account(s).acct.includes('@'))).toBe(true)
    expect(all.length).toBeGreaterThan(local.length)
  })

  it('never shows a visitor anything but public posts', async () => {
    const all = await walk('/api/v1/timelines/public?limit=40')
    expect(all.every((s) => s.visibility === 'public')).toBe(true)
  })

  it('filters with only_media', async () => {
    const media = await walk('/api/v1/timelines/public?only_media=true&limit=40')
    expect(media.length).toBeGreaterThan(0)
    for (const s of media) {
      const target = (s.reblog as Json | null) ?? s
      expect((target.media_attachments as unknown[]).length).toBeGreaterThan(0)
    }
  })
})

describe('tag timeline', () => {
  it('lists public posts carrying the tag, case-insensitively', async () => {
    const posts = await walk('/api/v1/timelines/tag/Gardening?limit=40')
    expect(posts.length).toBeGreaterThan(0)
    for (const s of posts)
      expect((s.tags as { name: string }[]).map((t) => t.name)).toContain('gardening')
  })
})

describe('statuses', () => {
  it('answers 404 Record not found for an unknown id', async () => {
    const { res, body } = await get('/api/v1/statuses/nope')
    expect(res.statusCode).toBe(404)
    expect(body).toEqual({ error: 'Record not found' })
  })

  it('hides private and direct statuses from visitors', async () => {
    const hidden = [...app.starlingStore.statuses.values()].filter(
      (s) => s.visibility === 'private' || s.visibility === 'direct',
    )
    expect(hidden.length).toBeGreaterThan(0)
    for (const s of hidden.slice(0, 10))
      expect((await app.inject(`/api/v1/statuses/${s.id}`)).statusCode).toBe(404)
  })

  it('gives the context oldest first: ancestors before, descendants after the status', async () => {
    const deep = [...app.starlingStore.statuses.values()].find((s) =>
      s.text.includes('Gerald doubled'),
    )
    expect(deep).toBeDefined()
    const { body } = await get(`/api/v1/statuses/${deep?.id}/context`)
    const { ancestors, descendants } = body as { ancestors: Json[]; descendants: Json[] }
    expect(ancestors.length).toBeGreaterThanOrEqual(7)
    expect(descendants.length).toBeGreaterThanOrEqual(3)
    const ids = [...ancestors, ...descendants].map((s) => s.id)
    expect(ids).toEqual([...ids].sort((a, b) => a.length - b.length || (a < b ? -1 : 1)))
    expect(ancestors.every((s) => s.id < (deep?.id ?? ''))).toBe(true)
    expect(descendants[0]?.in_reply_to_id).toBe(deep?.id)
  })

  it('has every top-level and pleroma key of a real Pleroma status', async () => {
    const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures')
    const file = resolve(fixtures, 'pleroma-status-with-attachments.json')
    if (!existsSync(file)) return console.warn('shared fixtures absent, shape check skipped')
    const real = JSON.parse(readFileSync(file, 'utf8')) as Json & {
      pleroma: object
      account: object
    }
    const [ours] = await list('/api/v1/timelines/public?limit=1')
    const mine = ours as Json & { pleroma: object; account: object }
    for (const key of Object.keys(real)) expect(mine).toHaveProperty(key)
    for (const key of Object.keys(real.pleroma)) expect(mine.pleroma).toHaveProperty(key)
    for (const key of Object.keys(real.account)) {
      if (key !== 'pleroma') expect(mine.account).toHaveProperty(key)
    }
  })
})

describe('accounts', () => {
  it('looks accounts up by acct, local and remote', async () => {
    const alice = (await get('/api/v1/accounts/lookup?acct=alice')).body as Json
    expect(alice.acct).toBe('alice')
    const remote = (await get('/api/v1/accounts/lookup?acct=robin@birds.example')).body as Json
    expect(remote.acct).toBe('robin@birds.example')
    const { res, body } = await get('/api/v1/accounts/lookup?acct=nobody')
    expect(res.statusCode).toBe(404)
    expect(body).toEqual({ error: "Can't find user" })
  })

  it('answers an account by id or by nickname, with moved pointing to the new one', async () => {
    const frank = (await get('/api/v1/accounts/frank')).body as Json & { moved: Json }
    expect(frank.moved.acct).toBe('frank@birds.example')
    const byId = (await get(`/api/v1/accounts/${frank.id}`)).body as Json
    expect(byId.id).toBe(frank.id)
    const admin = (await get('/api/v1/accounts/admin')).body as Json & {
      pleroma: { is_admin: boolean }
    }
    expect(admin.pleroma.is_admin).toBe(true)
  })

  it('lists pinned statuses with pinned=true', async () => {
    const pinned = await list('/api/v1/accounts/alice/statuses?pinned=true')
    expect(pinned.length).toBeGreaterThan(0)
    expect(pinned.every((s) => s.pinned === true)).toBe(true)
  })

  it('shows public and unlisted posts on an account timeline, never private or direct', async () => {
    const posts = await walk('/api/v1/accounts/alice/statuses?limit=40')
    expect(posts.some((s) => s.visibility === 'unlisted')).toBe(true)
    expect(posts.every((s) => s.visibility === 'public' || s.visibility === 'unlisted')).toBe(true)
    const noReblogs = await walk('/api/v1/accounts/alice/statuses?limit=40&exclude_reblogs=true')
    expect(noReblogs.every((s) => s.reblog === null)).toBe(true)
  })
})
