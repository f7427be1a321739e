import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statusFactory } from '../../seed/statuses'
import { findAccount } from '../../model/store'
import type { AccountRecord, StatusRecord, Visibility } from '../../model/records'
import { statusCreated } from '../../model/operations/publish'
import { NOW, socialServer } from '../../testing/social'
import type { SocialTestServer } from '../../testing/social'

let t: SocialTestServer
let post: (
  author: string,
  text: string,
  visibility?: Visibility,
  replyTo?: StatusRecord,
) => StatusRecord
beforeAll(async () => {
  t = await socialServer()
  const factory = statusFactory(t.app.starlingStore, 0x7e57)
  let minute = 0
  post = (author, text, visibility = 'public', replyTo) => {
    const s = factory.post({
      author: findAccount(t.app.starlingStore, author) as AccountRecord,
      at: new Date(NOW.getTime() + ++minute * 1000),
      text,
      visibility,
      replyTo,
    })
    statusCreated(t.app.starlingStore, s)
    return s
  }
})
afterAll(() => t.app.close())

type Json = Record<string, unknown>
const home = async (who: SocialTestServer['alice'], query = '') =>
  ((await t.call(who, 'GET', `/api/v1/timelines/home?limit=40${query}`)).json() as Json[]).map(
    (s) => s.id,
  )

describe('home timeline', () => {
  it('shows followers-only posts to followers and direct posts to the mentioned only', async () => {
    await t.call(t.mod, 'POST', `/api/v1/accounts/${t.bob.id}/unfollow`)
    const priv = post('bob', 'for my followers', 'private')
    const direct = post('bob', '@alice just you', 'direct')
    expect(await home(t.alice)).toEqual(expect.arrayContaining([priv.id, direct.id]))
    const modHome = await home(t.mod)
    expect(modHome).not.toContain(priv.id)
    expect(modHome).not.toContain(direct.id)
    expect((await t.call(t.mod, 'GET', `/api/v1/statuses/${priv.id}`)).statusCode).toBe(404)
    const dms = (await t.call(t.alice, 'GET', '/api/v1/timelines/direct')).json() as Json[]
    expect(dms.map((s) => s.id)).toContain(direct.id)
    expect((await t.call(null, 'GET', '/api/v1/timelines/home')).statusCode).toBe(403)
  })

  it('hides muted accounts unless with_muted, and blocked ones always', async () => {
    const s = post('carol', 'hello from carol')
    const carol = findAccount(t.app.starlingStore, 'carol') as AccountRecord
    expect(await home(t.alice)).toContain(s.id)
    const muted = await t.call(t.alice, 'POST', `/api/v1/accounts/${carol.id}/mute`)
    expect(muted.json()).toMatchObject({ id: carol.id, muting: true })
    expect(await home(t.alice)).not.toContain(s.id)
    expect(await home(t.alice, '&with_muted=true')).toContain(s.id)
    const pub = (await t.call(t.alice, 'GET', '/api/v1/timelines/public?limit=40')).json() as Json[]
    expect(pub.map((x) => x.id)).not.toContain(s.id)
    await t.call(t.alice, 'POST', `/api/v1/accounts/${carol.id}/unmute`)
    await t.call(t.alice, 'POST', `/api/v1/accounts/${carol.id}/block`)
    expect(await home(t.alice, '&with_muted=true')).not.toContain(s.id)
    const rel = await t.call(t.alice, 'GET', `/api/v1/accounts/relationships?id[]=${carol.id}`)
    expect(rel.json()).toEqual([expect.objectContaining({ blocking: true, following: false })])
    await t.call(t.alice, 'POST', `/api/v1/accounts/${carol.id}/unblock`)
    await t.call(t.alice, 'POST', `/api/v1/accounts/${carol.id}/follow`)
  })

  it('filters replies by reply_visibility (self) and rejects an unknown value', async () => {
    const mine = post('alice', 'my own post')
    const toMe = post('bob', 'reply to alice', 'public', mine)
    const other = post('admin', 'a root post')
    const toOther = post('bob', 'reply to admin', 'public', other)
    const self = await home(t.alice, '&reply_visibility=self')
    expect(self).toEqual(expect.arrayContaining([mine.id, toMe.id, other.id]))
    expect(self).not.toContain(toOther.id)
    expect(await home(t.alice)).toContain(toOther.id)
    const bad = await t.call(t.alice, 'GET', '/api/v1/timelines/home?reply_visibility=all')
    expect(bad.statusCode).toBe(400)
  })
})

describe('follow requests', () => {
  it('makes a request to a locked account that bob authorizes (a follow notification, seen)', async () => {
    const res = await t.call(t.mod, 'POST', `/api/v1/accounts/${t.bob.id}/follow`)
    expect(res.json()).toMatchObject({ following: false, requested: true })
    const pending = (await t.call(t.bob, 'GET', '/api/v1/follow_requests')).json() as Json[]
    expect(pending.map((a) => a.id)).toContain(t.mod.id)
    const me = (await t.call(t.bob, 'GET', '/api/v1/accounts/verify_credentials')).json() as Json
    expect(me.follow_requests_count).toBe(pending.length)
    const ok = await t.call(t.bob, 'POST', `/api/v1/follow_requests/${t.mod.id}/authorize`)
    expect(ok.json()).toMatchObject({ id: t.mod.id, followed_by: true })
    const rel = await t.call(t.mod, 'GET', `/api/v1/accounts/relationships?id=${t.bob.id}`)
    expect(rel.json()).toEqual([expect.objectContaining({ following: true, requested: false })])
    const notes = (await t.call(t.bob, 'GET', '/api/v1/notifications?limit=40')).json() as Json[]
    expect(notes.find((n) => (n.account as Json).id === t.mod.id)).toMatchObject({
      type: 'follow',
      pleroma: { is_seen: true },
    })
    const again = await t.call(t.bob, 'POST', `/api/v1/follow_requests/${t.mod.id}/reject`)
    expect(again.statusCode).toBe(404)
  })

  it('rejects a request and removes its notification', async () => {
    const first = ((await t.call(t.bob, 'GET', '/api/v1/follow_requests')).json() as Json[])[0]
    const id = String(first?.id)
    const res = await t.call(t.bob, 'POST', `/api/v1/follow_requests/${id}/reject`)
    expect(res.json()).toMatchObject({ followed_by: false })
    const notes = (
      await t.call(t.bob, 'GET', '/api/v1/notifications?include_types[]=follow_request&limit=40')
    ).json() as Json[]
    expect(notes.map((n) => (n.account as Json).id)).not.toContain(id)
  })
})

describe('notifications', () => {
  it('filters by type, pages with Link, marks read and dismisses', async () => {
    const res = await t.call(t.alice, 'GET', '/api/v1/notifications?limit=2')
    const page = res.json() as Json[]
    expect(page).toHaveLength(2)
    const [a, b] = page as [Json, Json]
    expect(Number(a.id)).toBeGreaterThan(Number(b.id))
    expect(res.headers.link).toBe(
      `<http://localhost:80/api/v1/notifications?limit=2&max_id=${b.id}>; rel="next", ` +
        `<http://localhost:80/api/v1/notifications?limit=2&min_id=${a.id}>; rel="prev"`,
    )
    const older = (
      await t.call(t.alice, 'GET', `/api/v1/notifications?max_id=${b.id}&limit=1`)
    ).json()
    expect(Number((older as Json[])[0]?.id)).toBeLessThan(Number(b.id))
    const mentions = (
      await t.call(t.alice, 'GET', '/api/v1/notifications?include_types[]=mention&limit=40')
    ).json() as Json[]
    expect(mentions.length).toBeGreaterThan(0)
    expect(mentions.every((n) => n.type === 'mention')).toBe(true)
    const read = await t.call(t.alice, 'POST', '/api/v1/pleroma/notifications/read', {
      max_id: a.id,
    })
    expect(read.statusCode).toBe(200)
    const after = (await t.call(t.alice, 'GET', '/api/v1/notifications?limit=40')).json() as Json[]
    expect(after.every((n) => (n.pleroma as Json).is_seen)).toBe(true)
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pleroma/notifications/read',
      headers: {
        authorization: `Bearer ${t.alice.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `max_id=${a.id}`,
    })
    expect(form.statusCode).toBe(200)
    expect((await t.call(t.alice, 'POST', `/api/v1/notifications/${a.id}/dismiss`)).json()).toEqual(
      {},
    )
    const gone = await t.call(t.alice, 'POST', `/api/v1/notifications/${a.id}/dismiss`)
    expect(gone.statusCode).toBe(403)
    expect(gone.json()).toEqual({ error: 'Cannot dismiss notification' })
    expect((await t.call(t.bob, 'GET', `/api/v1/notifications/${b.id}`)).statusCode).toBe(403)
  })

  it('notifies a mention made through statusCreated', async () => {
    const s = post('bob', 'hey @alice look')
    const notes = (
      await t.call(t.alice, 'GET', '/api/v1/notifications?types[]=mention&limit=1')
    ).json() as Json[]
    expect(notes[0]).toMatchObject({
      type: 'mention',
      status: { id: s.id },
      pleroma: { is_seen: false },
    })
  })
})
