import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findAccount } from '../../model/store'
import type { AccountRecord } from '../../model/records'
import { serializeAccount } from '../../serialize/account'
import { socialServer } from '../../testing/social'
import type { Member, SocialTestServer } from '../../testing/social'

type Json = Record<string, unknown>

let t: SocialTestServer
let admin: Member
const named = (acct: string) => findAccount(t.app.starlingStore, acct) as AccountRecord
const get = async (who: Member | null, url: string) => {
  const res = await t.call(who, 'GET', url)
  return { res, body: res.json() as Json & Json[] }
}

beforeAll(async () => {
  t = await socialServer()
  admin = await t.signIn('admin')
})
afterAll(() => t.app.close())

describe('profiles (PLEROMA-API §4)', () => {
  it("answers an unknown account with 404 Can't find user, by id, name and lookup", async () => {
    for (const url of [
      '/api/v1/accounts/nobody',
      '/api/v1/accounts/nobody/statuses',
      '/api/v1/accounts/lookup?acct=nobody@nowhere.example',
    ]) {
      const { res, body } = await get(null, url)
      expect(res.statusCode).toBe(404)
      expect(body).toEqual({ error: "Can't find user" })
    }
  })

  it('hides the deactivated quinn from all but an admin, who sees pleroma.deactivated', async () => {
    const quinn = named('quinn')
    const visitor = await get(null, `/api/v1/accounts/${quinn.id}`)
    expect(visitor.res.statusCode).toBe(404)
    expect(visitor.body).toEqual({ error: "Can't find user" })
    expect((await get(t.alice, `/api/v1/accounts/${quinn.id}/statuses`)).res.statusCode).toBe(404)
    const seen = await get(admin, `/api/v1/accounts/${quinn.id}`)
    expect(seen.res.statusCode).toBe(200)
    expect(seen.body.pleroma).toMatchObject({ deactivated: true })
    const lookup = await get(t.alice, '/api/v1/accounts/lookup?acct=quinn')
    expect(lookup.res.statusCode).toBe(200)
    expect(lookup.body.pleroma).not.toHaveProperty('deactivated')
    const alice = await get(admin, '/api/v1/accounts/alice')
    expect(alice.body.pleroma).toMatchObject({ deactivated: false })
  })

  it('shows staff roles, the bot, the moved account and the IDN remote account', async () => {
    const mod = (await get(null, '/api/v1/accounts/moderator')).body
    expect(mod.pleroma).toMatchObject({ is_moderator: true, is_admin: false })
    const boss = (await get(null, '/api/v1/accounts/admin')).body
    expect(boss.pleroma).toMatchObject({ is_admin: true, is_moderator: false })
    expect((await get(null, '/api/v1/accounts/weatherbot')).body).toMatchObject({ bot: true })
    const frank = (await get(null, '/api/v1/accounts/frank')).body
    expect(frank.moved).toMatchObject({ acct: 'frank@birds.example' })
    const jonas = (await get(null, '/api/v1/accounts/lookup?acct=jonas@xn--vgel-5qa.example')).body
    expect(jonas).toMatchObject({
      acct: 'jonas@xn--vgel-5qa.example',
      fqn: 'jonas@xn--vgel-5qa.example',
      url: 'https://xn--vgel-5qa.example/users/jonas',
    })
    const ivy = (await get(null, '/api/v1/accounts/ivy')).body
    expect(ivy.fields).toEqual(expect.arrayContaining([{ name: 'Pronouns', value: 'she/they' }]))
    expect(ivy.header).toMatch(/\/header-ivy\.svg$/)
  })

  it("filters an account's statuses by pinned, only_media and exclude_replies", async () => {
    const carol = named('carol')
    const base = `/api/v1/accounts/${carol.id}/statuses?limit=40`
    const media = (await get(null, `${base}&only_media=true`)).body
    expect(media.length).toBeGreaterThan(0)
    for (const s of media) {
      const shown = (s.reblog ?? s) as Json
      expect((shown.media_attachments as unknown[]).length).toBeGreaterThan(0)
    }
    const noReplies = (await get(null, `${base}&exclude_replies=true`)).body
    for (const s of noReplies) expect(s.in_reply_to_id).toBeNull()
    const pinned = (await get(null, `${base}&pinned=true`)).body
    for (const s of pinned) expect(s.pinned).toBe(true)
  })
})

describe('followers and following (PLEROMA-API §4, §1.9)', () => {
  it('pages by account id with a Link header, 20 by default', async () => {
    const alice = named('alice')
    const url = `/api/v1/accounts/${alice.id}/followers`
    const ids = async (query: string) =>
      (await get(null, `${url}?${query}`)).body.map((x) => String(x.id))
    const first = await get(null, `${url}?limit=2`)
    const [a = '', b = ''] = first.body.map((x) => String(x.id))
    expect(first.body).toHaveLength(2)
    expect(a > b).toBe(true)
    const base = `http://localhost:80${url}`
    expect(first.res.headers.link).toBe(
      `<${base}?limit=2&max_id=${b}>; rel="next", <${base}?limit=2&min_id=${a}>; rel="prev"`,
    )
    const next = await ids(`limit=2&max_id=${b}`)
    expect((next[0] ?? '') < b).toBe(true)
    expect(await ids(`since_id=${b}`)).toContain(a)
    const all = (await get(null, `/api/v1/accounts/${alice.id}/following`)).body
    expect(all.length).toBeLessThanOrEqual(20)
  })

  it('answers an unknown id with 404 Record not found', async () => {
    const { res, body } = await get(null, '/api/v1/accounts/nobody/following')
    expect(res.statusCode).toBe(404)
    expect(body).toEqual({ error: 'Record not found' })
  })

  it('embeds the relationship with with_relationships=true', async () => {
    const carol = named('carol')
    const { res, body } = await get(
      t.alice,
      `/api/v1/accounts/${carol.id}/following?with_relationships=true&limit=1`,
    )
    expect((body[0]?.pleroma as Json).relationship).toMatchObject({
      id: body[0]?.id,
      following: expect.any(Boolean),
      note: '',
    })
    expect(res.headers.link).toContain('with_relationships=true')
    const plain = (await get(t.alice, `/api/v1/accounts/${carol.id}/following?limit=1`)).body
    expect((plain[0]?.pleroma as Json).relationship).toEqual({})
  })

  it('gives others [] and zero counts for ivy, who hides them, but not ivy herself', async () => {
    const ivy = named('ivy')
    const profile = (await get(t.alice, `/api/v1/accounts/${ivy.id}`)).body
    expect(profile).toMatchObject({ followers_count: 0, following_count: 0 })
    expect(profile.pleroma).toMatchObject({
      hide_followers: true,
      hide_follows: true,
      hide_followers_count: true,
      hide_follows_count: true,
    })
    for (const list of ['followers', 'following']) {
      const { res, body } = await get(t.alice, `/api/v1/accounts/${ivy.id}/${list}`)
      expect(res.statusCode).toBe(200)
      expect(body).toEqual([])
      expect(res.headers.link).toBeUndefined()
    }
    const own = serializeAccount(t.app.starlingStore, ivy, { viewer: ivy.id })
    expect(own).toMatchObject({ followers_count: 4, following_count: 4 })
  })
})
