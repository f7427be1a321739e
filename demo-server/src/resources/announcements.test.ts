import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAINTENANCE_ANNOUNCEMENT, WELCOME_ANNOUNCEMENT } from '../seed/lists'
import { socialServer } from '../testing/social'
import type { Member, SocialTestServer } from '../testing/social'

type Json = Record<string, unknown>

let t: SocialTestServer
let admin: Member
const ADMIN = '/api/v1/pleroma/admin/announcements'
const call = async (
  who: Member | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: Record<string, unknown>,
) => {
  const res = await t.call(who, method, url, method === 'GET' ? undefined : body)
  return { status: res.statusCode, body: res.json() as Json & Json[] }
}
beforeAll(async () => {
  t = await socialServer()
  admin = await t.signIn('admin')
})
afterAll(() => t.app.close())

describe('GET /api/v1/announcements (PLEROMA-API §12.3)', () => {
  it('lists the announcements showing now, unread, in Pleroma’s shape', async () => {
    const { status, body } = await call(t.alice, 'GET', '/api/v1/announcements')
    expect(status).toBe(200)
    expect(body).toHaveLength(1)
    expect(body[0]).toEqual({
      id: expect.stringMatching(/^[0-9A-Za-z]{18}$/) as unknown,
      content: expect.stringContaining('Welcome to the Starling demo!') as unknown,
      starts_at: null,
      ends_at: null,
      all_day: false,
      published_at: '2025-04-29T12:00:00Z',
      updated_at: '2025-04-29T12:00:00Z',
      read: false,
      mentions: [],
      statuses: [],
      tags: [],
      emojis: [],
      reactions: [],
    })
    const content = String(body[0]?.content)
    expect(content).toContain('href="http://localhost:80/tag/introductions"')
    expect(content).toContain('<br/>Questions go to')
    expect(content).not.toContain('<p>')
  })

  it('refuses visitors with 403 and needs no scope from members', async () => {
    expect(await call(null, 'GET', '/api/v1/announcements')).toEqual({
      status: 403,
      body: { error: 'Invalid credentials.' },
    })
    const pushOnly = await t.signIn('bob', 'push')
    expect((await call(pushOnly, 'GET', '/api/v1/announcements')).status).toBe(200)
  })

  it('marks one read for the member who dismissed it only; 404 for an unknown id', async () => {
    const [welcome] = (await call(t.bob, 'GET', '/api/v1/announcements')).body
    const id = String(welcome?.id)
    const dismissed = await call(t.bob, 'POST', `/api/v1/announcements/${id}/dismiss`)
    expect(dismissed).toEqual({ status: 200, body: {} })
    expect((await call(t.bob, 'GET', '/api/v1/announcements')).body[0]?.read).toBe(true)
    expect((await call(t.mod, 'GET', '/api/v1/announcements')).body[0]?.read).toBe(false)
    expect(await call(t.bob, 'POST', '/api/v1/announcements/nope/dismiss')).toEqual({
      status: 404,
      body: { error: 'Record not found' },
    })
    const reader = await t.signIn('bob', 'read')
    const refused = await call(reader, 'POST', `/api/v1/announcements/${id}/dismiss`)
    expect(refused.body).toEqual({ error: 'Insufficient permissions: write:accounts.' })
  })
})

describe('admin announcements (PLEROMA-API §12.4)', () => {
  it('guards with credentials, staff, the privilege and then the scope', async () => {
    const refusal = async (who: Member | null) => (await call(who, 'GET', ADMIN)).body.error
    expect(await refusal(null)).toBe('Invalid credentials.')
    expect(await refusal(t.alice)).toBe('User is not a staff member.')
    expect(await refusal(t.mod)).toBe("User isn't privileged.")
    expect(await refusal(await t.signIn('admin', 'read'))).toBe(
      'Insufficient permissions: admin:read.',
    )
    const reader = await t.signIn('admin', 'admin:read')
    expect((await call(reader, 'GET', ADMIN)).status).toBe(200)
    const post = await call(reader, 'POST', ADMIN, { content: 'x' })
    expect(post).toEqual({ status: 403, body: { error: 'Insufficient permissions: admin:write.' } })
  })

  it('lists every announcement, past ones too, oldest first, with offset and limit', async () => {
    const { body } = await call(admin, 'GET', ADMIN)
    expect(body.map((a) => (a.pleroma as Json).raw_content)).toEqual([
      MAINTENANCE_ANNOUNCEMENT,
      WELCOME_ANNOUNCEMENT,
    ])
    expect(body[0]).toMatchObject({
      starts_at: '2025-04-21T00:00:00Z',
      ends_at: '2025-04-22T00:00:00Z',
      all_day: true,
      published_at: '2025-04-19T12:00:00Z',
    })
    expect(body[0]).not.toHaveProperty('read')
    const second = (await call(admin, 'GET', `${ADMIN}?offset=1&limit=1`)).body
    expect(second.map((a) => a.id)).toEqual([body[1]?.id])
    const zero = await call(admin, 'GET', `${ADMIN}?limit=0`)
    expect(zero.status).toBe(400)
    expect(zero.body.error).toBe('limit - 0 is smaller than inclusive minimum 1.')
  })

  it('creates, reads, edits and deletes an announcement members then see', async () => {
    const missing = await call(admin, 'POST', ADMIN, { starts_at: null })
    expect(missing.status).toBe(400)
    expect(missing.body.error).toBe('Missing field: content.')
    const badDate = await call(admin, 'POST', ADMIN, { content: 'x', ends_at: 'tomorrow' })
    expect(badDate.status).toBe(400)
    expect(badDate.body.error).toBe('ends_at - Invalid format. Expected :"date-time".')

    const made = await call(admin, 'POST', ADMIN, {
      content: 'Bake sale on Friday',
      starts_at: '2025-05-01T00:00:00.000Z',
      ends_at: '2025-05-02T00:00:00.000Z',
      all_day: true,
    })
    expect(made.status).toBe(200)
    const id = String(made.body.id)
    expect(made.body).toMatchObject({
      content: 'Bake sale on Friday',
      starts_at: '2025-05-01T00:00:00Z',
      ends_at: '2025-05-02T00:00:00Z',
      all_day: true,
      published_at: '2025-05-01T12:00:00Z',
      pleroma: { raw_content: 'Bake sale on Friday' },
    })
    expect((await call(admin, 'GET', `${ADMIN}/${id}`)).body).toEqual(made.body)
    const seen = (await call(t.alice, 'GET', '/api/v1/announcements')).body
    expect(seen.map((a) => a.id)).toContain(id)

    const edited = await call(admin, 'PATCH', `${ADMIN}/${id}`, {
      content: 'Bake sale moved',
      ends_at: null,
    })
    expect(edited.body).toMatchObject({
      content: 'Bake sale moved',
      starts_at: '2025-05-01T00:00:00Z',
      ends_at: null,
      all_day: true,
    })
    const ended = await call(admin, 'PATCH', `/api/pleroma/admin/announcements/${id}`, {
      ends_at: '2025-05-01T06:00:00Z',
    })
    expect(ended.body.ends_at).toBe('2025-05-01T06:00:00Z')
    const after = (await call(t.alice, 'GET', '/api/v1/announcements')).body
    expect(after.map((a) => a.id)).not.toContain(id)

    expect(await call(admin, 'DELETE', `${ADMIN}/${id}`)).toEqual({ status: 200, body: {} })
    for (const method of ['GET', 'PATCH', 'DELETE'] as const)
      expect(await call(admin, method, `${ADMIN}/${id}`, { content: 'y' })).toEqual({
        status: 404,
        body: { error: 'Not found' },
      })
  })
})
