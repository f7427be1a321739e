import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findAccount } from '../../model/store'
import { socialServer } from '../../testing/social'
import type { Member, SocialTestServer } from '../../testing/social'

type Json = Record<string, unknown>

let t: SocialTestServer
let admin: Member
let reportId: string
const V1 = '/api/v1/pleroma/admin'
const call = async (
  who: Member | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: Json,
) => {
  const res = await t.call(who, method, url, body)
  return { status: res.statusCode, body: res.body === '' ? null : (res.json() as unknown) }
}

beforeAll(async () => {
  t = await socialServer()
  admin = await t.signIn('admin')
  const erin = findAccount(t.app.starlingStore, 'erin')
  const filed = await call(t.alice, 'POST', '/api/v1/reports', {
    account_id: erin?.id,
    comment: 'spam',
  })
  reportId = (filed.body as Json).id as string
})
afterAll(() => t.app.close())

describe('admin reports (PLEROMA-API §14 reports)', () => {
  it('lists reports by state for moderators, newest first', async () => {
    const open = await call(t.mod, 'GET', `${V1}/reports?state=open`)
    expect(open.status).toBe(200)
    expect(open.body).toMatchObject({
      total: 1,
      reports: [{ id: reportId, state: 'open', content: 'spam', actor: { acct: 'alice' } }],
    })
    const resolved = await call(t.mod, 'GET', `${V1}/reports?state=resolved`)
    expect(resolved.body).toEqual({ total: 0, reports: [] })
  })

  it('changes states with 204 and shows them in the notification and the list', async () => {
    const res = await call(t.mod, 'PATCH', `${V1}/reports`, {
      reports: [{ id: reportId, state: 'resolved' }],
    })
    expect(res).toEqual({ status: 204, body: null })
    const one = await call(admin, 'GET', `/api/pleroma/admin/reports/${reportId}`)
    expect(one.body).toMatchObject({ id: reportId, state: 'resolved' })
    const notes = await call(t.mod, 'GET', '/api/v1/notifications?types[]=pleroma:report')
    expect((notes.body as Json[])[0]).toMatchObject({ report: { state: 'resolved' } })
  })

  it('answers a bad state with Pleroma’s error array and leaves the report', async () => {
    const res = await call(t.mod, 'PATCH', `${V1}/reports`, {
      reports: [{ id: reportId, state: 'gone' }],
    })
    expect(res).toEqual({ status: 400, body: [{ id: reportId, error: 'Unsupported state' }] })
    expect((await call(t.mod, 'GET', `${V1}/reports/${reportId}`)).body).toMatchObject({
      state: 'resolved',
    })
    expect((await call(t.mod, 'GET', `${V1}/reports/nope`)).body).toEqual({ error: 'Not found' })
  })

  it('keeps staff notes', async () => {
    const res = await call(t.mod, 'POST', `${V1}/reports/${reportId}/notes`, { content: 'checked' })
    expect(res.status).toBe(204)
    const one = await call(t.mod, 'GET', `${V1}/reports/${reportId}`)
    expect((one.body as { notes: Json[] }).notes).toEqual([
      expect.objectContaining({
        content: 'checked',
        user: expect.objectContaining({ acct: 'moderator' }),
      }),
    ])
  })

  it('refuses members', async () => {
    expect(await call(t.alice, 'GET', `${V1}/reports`)).toEqual({
      status: 403,
      body: { error: 'User is not a staff member.' },
    })
  })
})
