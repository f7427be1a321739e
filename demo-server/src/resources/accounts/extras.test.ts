import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../auth/state'
import { findAccount } from '../../model/store'
import type { AccountRecord } from '../../model/records'
import { createApp, passwordGrant } from '../../testing/auth'
import { socialServer } from '../../testing/social'
import type { Member, SocialTestServer } from '../../testing/social'

type Json = Record<string, unknown>

let t: SocialTestServer
let admin: Member
const named = (acct: string) => findAccount(t.app.starlingStore, acct) as AccountRecord
const call = async (
  who: Member | null,
  method: 'GET' | 'POST',
  url: string,
  body?: Record<string, unknown>,
) => {
  const res = await t.call(who, method, url, body)
  return { res, body: res.json() as Json & Json[] }
}
/** alice with a token of only `scope`. */
const narrow = async (scope: string): Promise<Member> => {
  const client = await createApp(t.app)
  const token = (await passwordGrant(t.app, client, 'alice', DEMO_PASSWORD, scope)).json()
  return { id: t.alice.id, token: String(token.access_token) }
}

beforeAll(async () => {
  t = await socialServer()
  admin = await t.signIn('admin')
})
afterAll(() => t.app.close())

describe('GET /api/v1/accounts/:id/lists (PLEROMA-API §4)', () => {
  it("answers the caller's lists holding the account, 404 for an unknown one", async () => {
    const carol = named('carol')
    const made = (await call(t.alice, 'POST', '/api/v1/lists', { title: 'Music' })).body
    await call(t.alice, 'POST', `/api/v1/lists/${String(made.id)}/accounts`, {
      account_ids: [carol.id],
    })
    await call(t.alice, 'POST', '/api/v1/lists', { title: 'Empty' })
    expect((await call(t.alice, 'GET', `/api/v1/accounts/${carol.id}/lists`)).body).toEqual([
      { id: made.id, title: 'Music' },
    ])
    expect((await call(t.bob, 'GET', `/api/v1/accounts/${carol.id}/lists`)).body).toEqual([])
    const missing = await call(t.alice, 'GET', '/api/v1/accounts/nobody/lists')
    expect(missing.res.statusCode).toBe(404)
    expect(missing.body).toEqual({ error: 'Record not found' })
    const visitor = await call(null, 'GET', `/api/v1/accounts/${carol.id}/lists`)
    expect(visitor.res.statusCode).toBe(403)
  })
})

describe('GET /api/v1/suggestions', () => {
  it('suggests local accounts alice does not follow yet, not deactivated or moved ones', async () => {
    const { res, body } = await call(t.alice, 'GET', '/api/v1/suggestions')
    expect(res.statusCode).toBe(200)
    const names = body.map((a) => a.acct)
    expect(names).toEqual(expect.arrayContaining(['ivy', 'pat', 'weatherbot']))
    for (const hidden of ['alice', 'quinn', 'frank', 'carol', 'robin@birds.example'])
      expect(names).not.toContain(hidden)
    await call(t.alice, 'POST', `/api/v1/accounts/${named('pat').id}/follow`)
    const after = (await call(t.alice, 'GET', '/api/v1/suggestions')).body.map((a) => a.acct)
    expect(after).not.toContain('pat')
    expect((await call(null, 'GET', '/api/v1/suggestions')).res.statusCode).toBe(403)
  })
})

describe('POST /api/v1/reports (PLEROMA-API §12.2)', () => {
  it("answers Pleroma's report view, keeps the report and notifies staff", async () => {
    const erin = named('erin')
    const statusId = t.app.starlingStore.timeline.find((s) => s.account_id === erin.id)?.id
    const { res, body } = await call(t.alice, 'POST', '/api/v1/reports', {
      account_id: erin.id,
      status_ids: [statusId],
      comment: 'spam',
      forward: true,
    })
    expect(res.statusCode).toBe(200)
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9A-Za-z]{18}$/), action_taken: false })
    const kept = t.app.starlingStore.social.reports.at(-1)
    expect(kept).toMatchObject({
      id: body.id,
      actor_id: t.alice.id,
      account_id: erin.id,
      status_ids: [statusId],
      comment: 'spam',
      forward: true,
      state: 'open',
    })
    for (const staff of [admin, t.mod]) {
      const notes = (await call(staff, 'GET', '/api/v1/notifications?types[]=pleroma:report')).body
      expect(notes[0]).toMatchObject({
        type: 'pleroma:report',
        account: { id: t.alice.id },
        report: {
          id: body.id,
          state: 'open',
          content: 'spam',
          account: { id: erin.id },
          actor: { id: t.alice.id },
          statuses: [{ id: statusId }],
          notes: [],
        },
      })
      const usual = (await call(staff, 'GET', '/api/v1/notifications')).body
      expect(usual.some((n) => n.type === 'pleroma:report')).toBe(false)
    }
  })

  it('answers 400 for a missing or unknown account and a long comment; 403 without the scope', async () => {
    const missing = await call(t.alice, 'POST', '/api/v1/reports', { comment: 'x' })
    expect(missing.res.statusCode).toBe(400)
    expect(missing.body.error).toBe('Missing field: account_id.')
    const unknown = await call(t.alice, 'POST', '/api/v1/reports', { account_id: 'nobody' })
    expect(unknown.body).toEqual({ error: 'Account not found' })
    const long = await call(t.alice, 'POST', '/api/v1/reports', {
      account_id: t.bob.id,
      comment: 'x'.repeat(1001),
    })
    expect(long.res.statusCode).toBe(400)
    expect(long.body).toEqual({ error: 'Comment must be up to 1000 characters' })
    const reader = await narrow('read')
    const refused = await call(reader, 'POST', '/api/v1/reports', { account_id: t.bob.id })
    expect(refused.res.statusCode).toBe(403)
    expect(refused.body).toEqual({ error: 'Insufficient permissions: write:reports.' })
  })
})

describe('GET /api/v1/pleroma/accounts/:id/favourites (PLEROMA-API §4)', () => {
  it("answers 403 Can't get favorites for someone hiding them, pat's otherwise", async () => {
    const hidden = await call(t.alice, 'GET', `/api/v1/pleroma/accounts/${t.bob.id}/favourites`)
    expect(hidden.res.statusCode).toBe(403)
    expect(hidden.body).toEqual({ error: "Can't get favorites" })
    const pat = named('pat')
    const url = `/api/v1/pleroma/accounts/${pat.id}/favourites`
    const all = await call(null, 'GET', url)
    expect(all.res.statusCode).toBe(200)
    expect(all.body).toHaveLength(6)
    const page = await call(t.alice, 'GET', `${url}?limit=2`)
    expect(page.body).toHaveLength(2)
    const likes = t.app.starlingStore.social.favourites
    const likeOf = (id: unknown) => likes.get(String(id))?.get(pat.id)
    const base = `http://localhost:80${url}`
    expect(page.res.headers.link).toBe(
      `<${base}?limit=2&max_id=${likeOf(page.body[1]?.id)}>; rel="next", ` +
        `<${base}?limit=2&min_id=${likeOf(page.body[0]?.id)}>; rel="prev"`,
    )
    const missing = await call(null, 'GET', '/api/v1/pleroma/accounts/nobody/favourites')
    expect(missing.res.statusCode).toBe(404)
    expect(missing.body).toEqual({ error: 'Record not found' })
  })
})
