import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StatusRecord } from '../model/records'
import { socialServer } from '../testing/social'
import type { SocialTestServer } from '../testing/social'

let t: SocialTestServer
beforeAll(async () => {
  t = await socialServer()
})
afterAll(() => t.app.close())

type Json = Record<string, unknown>
const store = () => t.app.starlingStore
const publicOf = (accountId: string): StatusRecord => {
  const s = store().timeline.find(
    (x) => x.account_id === accountId && x.visibility === 'public' && !x.reblog_of_id && !x.poll,
  )
  if (!s) throw new Error('no public status')
  return s
}

describe('favourites', () => {
  it('favourites, shows the state on the next read, notifies the author, and unfavourites', async () => {
    const s = publicOf(t.alice.id)
    const before = s.favourites_count
    const res = await t.call(t.bob, 'POST', `/api/v1/statuses/${s.id}/favourite`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ favourited: true, favourites_count: before + 1 })
    expect((await t.call(t.bob, 'GET', `/api/v1/statuses/${s.id}`)).json()).toMatchObject({
      favourited: true,
    })
    expect((await t.call(null, 'GET', `/api/v1/statuses/${s.id}`)).json()).toMatchObject({
      favourited: false,
    })
    const notes = (
      await t.call(t.alice, 'GET', '/api/v1/notifications?include_types[]=favourite&limit=1')
    ).json() as Json[]
    expect(notes[0]).toMatchObject({
      type: 'favourite',
      account: { id: t.bob.id },
      status: { id: s.id },
      pleroma: { is_seen: false },
    })
    const liked = (await t.call(t.bob, 'GET', `/api/v1/statuses/${s.id}/favourited_by`)).json()
    expect((liked as Json[]).map((a) => a.id)).toContain(t.bob.id)
    const faves = await t.call(t.bob, 'GET', '/api/v1/favourites')
    expect((faves.json() as Json[])[0]).toMatchObject({ id: s.id })
    expect(faves.headers.link).toMatch(/max_id=[0-9A-Za-z]{18}>; rel="next"/)
    const undo = await t.call(t.bob, 'POST', `/api/v1/statuses/${s.id}/unfavourite`)
    expect(undo.json()).toMatchObject({ favourited: false, favourites_count: before })
    const again = await t.call(t.bob, 'POST', `/api/v1/statuses/${s.id}/unfavourite`)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ error: 'Could not unfavorite' })
  })

  it('answers 404 for an unknown status and 403 without a token', async () => {
    const missing = await t.call(t.bob, 'POST', '/api/v1/statuses/nope/favourite')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'Record not found' })
    const anonymous = await t.call(
      null,
      'POST',
      `/api/v1/statuses/${publicOf(t.alice.id).id}/favourite`,
    )
    expect(anonymous.statusCode).toBe(403)
    expect(anonymous.json()).toEqual({ error: 'Invalid credentials.' })
  })
})

describe('reblogs, bookmarks, pins, thread mutes', () => {
  it('reblogs with the wrapper around the original, then unreblogs', async () => {
    const s = publicOf(t.alice.id)
    const res = await t.call(t.mod, 'POST', `/api/v1/statuses/${s.id}/reblog`)
    const wrapper = res.json() as Json
    expect(wrapper).toMatchObject({ reblogged: true, account: { id: t.mod.id } })
    expect(wrapper.reblog).toMatchObject({ id: s.id, reblogged: true })
    const undo = await t.call(t.mod, 'POST', `/api/v1/statuses/${s.id}/unreblog`)
    expect(undo.json()).toMatchObject({ id: s.id, reblogged: false })
    const again = await t.call(t.mod, 'POST', `/api/v1/statuses/${s.id}/unreblog`)
    expect(again.json()).toEqual({ error: 'Could not unrepeat' })
  })

  it('bookmarks into /api/v1/bookmarks (Link keyed by the integer bookmark id)', async () => {
    const s = publicOf(t.bob.id)
    expect((await t.call(t.alice, 'GET', '/api/v1/bookmarks')).json()).toEqual([])
    const res = await t.call(t.alice, 'POST', `/api/v1/statuses/${s.id}/bookmark`)
    expect(res.json()).toMatchObject({ bookmarked: true })
    const list = await t.call(t.alice, 'GET', '/api/v1/bookmarks')
    expect((list.json() as Json[]).map((x) => x.id)).toEqual([s.id])
    expect(list.headers.link).toMatch(/max_id=\d+>; rel="next"/)
    await t.call(t.alice, 'POST', `/api/v1/statuses/${s.id}/unbookmark`)
    expect((await t.call(t.alice, 'GET', '/api/v1/bookmarks')).json()).toEqual([])
  })

  it("pins own public posts only, with Pleroma's 422 texts otherwise", async () => {
    const other = await t.call(t.alice, 'POST', `/api/v1/statuses/${publicOf(t.bob.id).id}/pin`)
    expect(other.statusCode).toBe(422)
    expect(other.json()).toEqual({ error: "Someone else's status cannot be pinned" })
    const priv = store().timeline.find(
      (x) => x.account_id === t.alice.id && x.visibility === 'private',
    )
    const res = await t.call(t.alice, 'POST', `/api/v1/statuses/${priv?.id}/pin`)
    expect(res.json()).toEqual({ error: 'Non-public status cannot be pinned' })
    const own = publicOf(t.alice.id)
    expect((await t.call(t.alice, 'POST', `/api/v1/statuses/${own.id}/pin`)).json()).toMatchObject({
      pinned: true,
    })
    expect(
      (await t.call(t.alice, 'POST', `/api/v1/statuses/${own.id}/unpin`)).json(),
    ).toMatchObject({
      pinned: false,
    })
  })

  it('mutes a conversation once (400 the second time) and unmutes it', async () => {
    const s = publicOf(t.bob.id)
    const res = await t.call(t.alice, 'POST', `/api/v1/statuses/${s.id}/mute`)
    expect(res.json()).toMatchObject({ muted: true, pleroma: { thread_muted: true } })
    const again = await t.call(t.alice, 'POST', `/api/v1/statuses/${s.id}/mute`)
    expect(again.json()).toEqual({ error: 'conversation is already muted' })
    const undo = await t.call(t.alice, 'POST', `/api/v1/statuses/${s.id}/unmute`)
    expect(undo.json()).toMatchObject({ muted: false })
  })
})

describe('delete and history', () => {
  it("refuses others' posts with 404 and deletes one's own with its source text", async () => {
    const bobs = publicOf(t.bob.id)
    expect((await t.call(t.alice, 'DELETE', `/api/v1/statuses/${bobs.id}`)).statusCode).toBe(404)
    const own = store().timeline.find((x) => x.account_id === t.mod.id && !x.reblog_of_id)
    const res = await t.call(t.mod, 'DELETE', `/api/v1/statuses/${own?.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: own?.id, text: own?.text })
    expect((await t.call(t.mod, 'GET', `/api/v1/statuses/${own?.id}`)).statusCode).toBe(404)
  })

  it('lists the versions of an edited status, oldest first', async () => {
    const id = [...store().social.history.keys()][0] ?? ''
    const status = (await t.call(null, 'GET', `/api/v1/statuses/${id}`)).json() as Json
    expect(status.edited_at).toMatch(/\.000Z$/)
    const versions = (await t.call(null, 'GET', `/api/v1/statuses/${id}/history`)).json() as Json[]
    expect(versions).toHaveLength(2)
    expect(String(versions[0]?.content)).toContain('(first draft)')
    expect(versions[1]?.content).toBe(status.content)
    expect(versions[1]?.created_at).toBe(status.edited_at)
  })
})

describe('reactions', () => {
  it('adds, lists and removes a reaction with `me` for the reactor', async () => {
    const s = publicOf(t.bob.id)
    const url = `/api/v1/pleroma/statuses/${s.id}/reactions/${encodeURIComponent('🦜')}`
    const res = await t.call(t.alice, 'PUT', url)
    const mine = (res.json() as { pleroma: { emoji_reactions: Json[] } }).pleroma.emoji_reactions
    expect(mine).toContainEqual(expect.objectContaining({ name: '🦜', count: 1, me: true }))
    const list = (await t.call(null, 'GET', url)).json() as Json[]
    expect(list).toEqual([
      expect.objectContaining({
        name: '🦜',
        me: false,
        accounts: [expect.objectContaining({ id: t.alice.id })],
      }),
    ])
    const notes = (
      await t.call(t.bob, 'GET', '/api/v1/notifications?types[]=pleroma:emoji_reaction&limit=1')
    ).json() as Json[]
    expect(notes[0]).toMatchObject({ emoji: '🦜', emoji_url: null, account: { id: t.alice.id } })
    expect((await t.call(t.alice, 'DELETE', url)).statusCode).toBe(200)
    const gone = await t.call(t.alice, 'DELETE', url)
    expect(gone.json()).toEqual({ error: 'Could not remove reaction emoji' })
    const bad = await t.call(t.alice, 'PUT', `/api/v1/pleroma/statuses/${s.id}/reactions/nonsense`)
    expect(bad.json()).toEqual({ error: 'Could not add reaction emoji' })
  })
})

describe('polls', () => {
  const pollOf = (open: boolean, notBy: string) =>
    [...store().statuses.values()].find(
      (s) =>
        s.poll &&
        s.account_id !== notBy &&
        s.visibility === 'public' &&
        s.poll.expires_at.getTime() > Date.parse('2025-05-01T12:00:00Z') === open,
    )

  it('votes once, shows voted/own_votes, and answers 422 as Pleroma', async () => {
    const s = pollOf(true, t.mod.id)
    const id = s?.poll?.id ?? ''
    const bad = await t.call(t.mod, 'POST', `/api/v1/polls/${id}/votes`, { choices: [99] })
    expect(bad.json()).toEqual({ error: 'Invalid indices' })
    const res = await t.call(t.mod, 'POST', `/api/v1/polls/${id}/votes`, { choices: ['0'] })
    expect(res.json()).toMatchObject({ voted: true, own_votes: [0] })
    const again = await t.call(t.mod, 'POST', `/api/v1/polls/${id}/votes`, { choices: [1] })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({ error: 'Already voted' })
    expect((await t.call(null, 'GET', `/api/v1/polls/${id}`)).json()).not.toHaveProperty('voted')
  })

  it('refuses a vote on an expired poll', async () => {
    const s = pollOf(false, t.mod.id)
    const res = await t.call(t.mod, 'POST', `/api/v1/polls/${s?.poll?.id}/votes`, { choices: [0] })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ error: 'Poll is expired' })
  })
})
