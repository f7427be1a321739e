import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findAccount } from '../../model/store'
import type { AccountRecord } from '../../model/records'
import { socialServer } from '../../testing/social'
import type { Member, SocialTestServer } from '../../testing/social'

type Json = Record<string, unknown>

let t: SocialTestServer
const named = (acct: string) => findAccount(t.app.starlingStore, acct) as AccountRecord
const post = async (who: Member, url: string, body?: Record<string, unknown>) => {
  const res = await t.call(who, 'POST', url, body)
  return { res, body: res.json() as Json }
}
const relationship = async (who: Member, id: string) =>
  ((await t.call(who, 'GET', `/api/v1/accounts/relationships?id[]=${id}`)).json() as Json[])[0]

beforeAll(async () => {
  t = await socialServer()
})
afterAll(() => t.app.close())

describe('relationships (PLEROMA-API §4)', () => {
  it('answers every Relationship field, as Pleroma shapes it', async () => {
    const carol = named('carol')
    expect(await relationship(t.alice, carol.id)).toEqual({
      id: carol.id,
      following: true,
      followed_by: true,
      blocking: false,
      blocked_by: false,
      muting: false,
      muting_notifications: false,
      subscribing: false,
      notifying: false,
      requested: false,
      domain_blocking: false,
      showing_reblogs: true,
      endorsed: false,
      note: '',
    })
  })

  it('follows with reblogs=false and notify=true, then unfollowing ends the subscription', async () => {
    const erin = named('erin')
    const { body } = await post(t.alice, `/api/v1/accounts/${erin.id}/follow`, {
      reblogs: false,
      notify: true,
    })
    expect(body).toMatchObject({
      following: true,
      showing_reblogs: false,
      subscribing: true,
      notifying: true,
    })
    const again = await post(t.alice, `/api/v1/accounts/${erin.id}/follow`)
    expect(again.body).toMatchObject({ showing_reblogs: true, subscribing: true })
    const gone = await post(t.alice, `/api/v1/accounts/${erin.id}/unfollow`)
    expect(gone.body).toMatchObject({ following: false, subscribing: false })
    await post(t.alice, `/api/v1/accounts/${erin.id}/follow`)
  })

  it('lets bob authorize a follow request: requested, then following', async () => {
    const bob = named('bob')
    await post(t.alice, `/api/v1/accounts/${bob.id}/unfollow`)
    const asked = await post(t.alice, `/api/v1/accounts/${bob.id}/follow`)
    expect(asked.body).toMatchObject({ following: false, requested: true })
    const pending = (await t.call(t.bob, 'GET', '/api/v1/follow_requests')).json() as Json[]
    expect(pending.map((a) => a.id)).toContain(t.alice.id)
    const ok = await post(t.bob, `/api/v1/follow_requests/${t.alice.id}/authorize`)
    expect(ok.body).toMatchObject({ id: t.alice.id, followed_by: true })
    expect(await relationship(t.alice, bob.id)).toMatchObject({
      following: true,
      requested: false,
    })
  })

  it('subscribes and unsubscribes through the Pleroma routes (status notifications); 403 when blocked', async () => {
    const dave = named('dave')
    const on = await post(t.alice, `/api/v1/pleroma/accounts/${dave.id}/subscribe`)
    expect(on.body).toMatchObject({ subscribing: true, notifying: true })
    await post(t.alice, `/api/v1/pleroma/accounts/${t.bob.id}/subscribe`)
    const posted = await post(t.bob, '/api/v1/statuses', { status: 'fresh bread today' })
    const notes = (await t.call(t.alice, 'GET', '/api/v1/notifications?types[]=status')).json()
    expect((notes as Json[])[0]).toMatchObject({
      type: 'status',
      account: { id: t.bob.id },
      status: { id: posted.body.id },
    })
    await post(t.alice, `/api/v1/pleroma/accounts/${t.bob.id}/unsubscribe`)
    const off = await post(t.alice, `/api/v1/pleroma/accounts/${dave.id}/unsubscribe`)
    expect(off.body).toMatchObject({ subscribing: false, notifying: false })
    await post(t.bob, `/api/v1/accounts/${t.mod.id}/block`)
    const refused = await post(t.mod, `/api/v1/pleroma/accounts/${t.bob.id}/subscribe`)
    expect(refused.res.statusCode).toBe(403)
    expect(refused.body).toEqual({ error: 'Could not subscribe: bob is blocking you' })
    await post(t.bob, `/api/v1/accounts/${t.mod.id}/unblock`)
  })

  it('keeps a private note, and an empty comment removes it', async () => {
    const gina = named('gina')
    const url = `/api/v1/accounts/${gina.id}/note`
    expect((await post(t.alice, url, { comment: 'met at the seed swap' })).body).toMatchObject({
      note: 'met at the seed swap',
    })
    expect(await relationship(t.alice, gina.id)).toMatchObject({ note: 'met at the seed swap' })
    expect((await post(t.bob, `/api/v1/accounts/${gina.id}/note`)).body).toMatchObject({
      note: '',
    })
    expect((await post(t.alice, url, { comment: '' })).body).toMatchObject({ note: '' })
  })

  it('removes a follower, and refuses to remove yourself', async () => {
    expect(await relationship(t.alice, t.bob.id)).toMatchObject({ followed_by: true })
    const done = await post(t.alice, `/api/v1/accounts/${t.bob.id}/remove_from_followers`)
    expect(done.body).toMatchObject({ id: t.bob.id, followed_by: false })
    const self = await post(t.alice, `/api/v1/accounts/${t.alice.id}/remove_from_followers`)
    expect(self.res.statusCode).toBe(400)
    expect(self.body).toEqual({ error: 'Can not unfollow yourself' })
    await post(t.bob, `/api/v1/accounts/${t.alice.id}/follow`)
  })

  it('mutes without notifications for a duration that ends', async () => {
    const hana = named('hana')
    const muted = await post(t.alice, `/api/v1/accounts/${hana.id}/mute`, {
      notifications: false,
      duration: 60,
    })
    expect(muted.body).toMatchObject({ muting: true, muting_notifications: false })
    const ends = t.app.starlingStore.social.muteEnds.get(t.alice.id)?.get(hana.id)
    expect(ends?.getTime()).toBe(t.app.starlingStore.clock().getTime() + 60_000)
    const forever = await post(t.alice, `/api/v1/accounts/${hana.id}/mute`, {})
    expect(forever.body).toMatchObject({ muting: true, muting_notifications: true })
    expect(t.app.starlingStore.social.muteEnds.get(t.alice.id)?.has(hana.id)).toBe(false)
    const unmuted = await post(t.alice, `/api/v1/accounts/${hana.id}/unmute`)
    expect(unmuted.body).toMatchObject({ muting: false, muting_notifications: false })
  })

  it('answers 404 Record not found for an unknown account and 403 to a visitor', async () => {
    const missing = await post(t.alice, '/api/v1/accounts/nobody/note', { comment: 'x' })
    expect(missing.res.statusCode).toBe(404)
    expect(missing.body).toEqual({ error: 'Record not found' })
    const visitor = await t.call(null, 'POST', `/api/v1/accounts/${t.bob.id}/block`)
    expect(visitor.statusCode).toBe(403)
    expect(visitor.json()).toEqual({ error: 'Invalid credentials.' })
  })

  it("lists the caller's mutes (with mute_expires_at) and blocks, paged with a Link header", async () => {
    const [wren, noor] = [named('wren@birds.example'), named('noor@garden.example')]
    await post(t.bob, `/api/v1/accounts/${wren.id}/mute`, { duration: 3600 })
    await post(t.bob, `/api/v1/accounts/${noor.id}/mute`)
    const mutes = await t.call(t.bob, 'GET', '/api/v1/mutes?limit=1')
    const newest = [wren, noor].sort((a, b) => (a.id < b.id ? 1 : -1))[0] as AccountRecord
    expect((mutes.json() as Json[]).map((a) => a.id)).toEqual([newest.id])
    expect(mutes.headers.link).toContain(`/api/v1/mutes?limit=1&max_id=${newest.id}>; rel="next"`)
    const all = (await t.call(t.bob, 'GET', '/api/v1/mutes')).json() as Json[]
    const end = new Date(t.app.starlingStore.clock().getTime() + 3_600_000).toISOString()
    expect(all.find((a) => a.id === wren.id)).toMatchObject({ mute_expires_at: end })
    expect(all.find((a) => a.id === noor.id)).toMatchObject({ mute_expires_at: null })
    await post(t.bob, `/api/v1/accounts/${wren.id}/block`)
    const blocks = (await t.call(t.bob, 'GET', '/api/v1/blocks')).json() as Json[]
    expect(blocks.map((a) => a.id)).toEqual([wren.id])
    expect(blocks[0]).not.toHaveProperty('mute_expires_at')
    expect((await t.call(null, 'GET', '/api/v1/blocks')).statusCode).toBe(403)
  })
})
