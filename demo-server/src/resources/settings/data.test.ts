import { unzipSync, strFromU8 } from 'fflate'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { notify } from '../../model/operations/notifications'
import type { AccountRecord } from '../../model/records'
import { findAccount } from '../../model/store'
import { multipart } from '../../testing/posting'
import { NOW, socialServer } from '../../testing/social'
import type { Member, SocialTestServer } from '../../testing/social'
import { BACKUP_DELAY_MS } from './data'

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
  return { status: res.statusCode, body: res.json() as Json & Json[] & string }
}
const relationship = async (who: Member, acct: string) =>
  (await call(who, 'GET', `/api/v1/accounts/relationships?id[]=${named(acct).id}`)).body[0]

beforeAll(async () => {
  t = await socialServer()
})
afterAll(() => t.app.close())
afterEach(() => {
  vi.useRealTimers()
})

describe('PUT /api/pleroma/notification_settings (PLEROMA-API §13)', () => {
  it('keeps the settings sent, shows them on the own account and drops notifications from strangers', async () => {
    const before = await call(t.bob, 'GET', '/api/v1/accounts/verify_credentials')
    expect((before.body.pleroma as Json).notification_settings).toEqual({
      block_from_strangers: false,
      hide_notification_contents: false,
    })
    const put = await call(t.bob, 'PUT', '/api/pleroma/notification_settings', {
      block_from_strangers: true,
    })
    expect(put).toEqual({ status: 200, body: { status: 'success' } })
    await call(t.bob, 'PUT', '/api/pleroma/notification_settings?hide_notification_contents=1')
    const after = await call(t.bob, 'GET', '/api/v1/accounts/verify_credentials')
    expect((after.body.pleroma as Json).notification_settings).toEqual({
      block_from_strangers: true,
      hide_notification_contents: true,
    })
    const store = t.app.starlingStore
    const stranger = named('weatherbot').id
    expect(notify(store, { type: 'follow', accountId: t.bob.id, fromId: stranger })).toBeUndefined()
    expect(notify(store, { type: 'follow', accountId: t.alice.id, fromId: stranger })).toBeDefined()
  })

  it('needs write:accounts', async () => {
    const reader = await t.signIn('admin', 'read')
    expect((await call(reader, 'PUT', '/api/pleroma/notification_settings', {})).status).toBe(403)
  })
})

describe('domain blocks (PLEROMA-API §12.1)', () => {
  it('lists, adds (body or query) and removes blocked domains; the relationship shows them', async () => {
    const mod = t.mod
    expect((await call(mod, 'GET', '/api/v1/domain_blocks')).body).toEqual([])
    expect(await call(mod, 'POST', '/api/v1/domain_blocks', { domain: 'Birds.example' })).toEqual({
      status: 200,
      body: {},
    })
    await call(mod, 'POST', '/api/v1/domain_blocks?domain=social.example')
    await call(mod, 'POST', '/api/v1/domain_blocks', { domain: 'birds.example' })
    expect((await call(mod, 'GET', '/api/v1/domain_blocks')).body).toEqual([
      'birds.example',
      'social.example',
    ])
    expect((await relationship(mod, 'robin@birds.example'))?.domain_blocking).toBe(true)
    expect((await relationship(mod, 'alice'))?.domain_blocking).toBe(false)
    await call(mod, 'DELETE', '/api/v1/domain_blocks', { domain: 'birds.example' })
    expect((await call(mod, 'GET', '/api/v1/domain_blocks')).body).toEqual(['social.example'])
    expect((await relationship(mod, 'robin@birds.example'))?.domain_blocking).toBe(false)
    const missing = await call(mod, 'POST', '/api/v1/domain_blocks', {})
    expect(missing).toMatchObject({ status: 400, body: { error: 'Missing field: domain.' } })
  })
})

describe('imports (PLEROMA-API §13)', () => {
  it('follows every account of a CSV file (header skipped, first column, leading @) and answers "jobs started"', async () => {
    const csv =
      'Account address,Show boosts\n@dave,true\nrobin@birds.example,true\nnobody@nowhere.example\n'
    const res = await multipart(
      t.app,
      'POST',
      '/api/pleroma/follow_import',
      {},
      [{ name: 'list', filename: 'follows.csv', type: 'text/csv', data: Buffer.from(csv) }],
      { authorization: `Bearer ${t.mod.token}` },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toBe('jobs started')
    expect((await relationship(t.mod, 'dave'))?.following).toBe(true)
    expect((await relationship(t.mod, 'robin@birds.example'))?.following).toBe(true)
  })

  it('blocks and mutes the accounts of a white-space separated list, local handles with the host too', async () => {
    const blocked = await call(t.mod, 'POST', '/api/pleroma/blocks_import', {
      list: 'erin  gina@localhost:80',
    })
    expect(blocked).toEqual({ status: 200, body: 'jobs started' })
    expect((await relationship(t.mod, 'erin'))?.blocking).toBe(true)
    expect((await relationship(t.mod, 'gina'))?.blocking).toBe(true)
    await call(t.mod, 'POST', '/api/pleroma/mutes_import', { list: 'hana\nkai@social.example' })
    const mutes = (await call(t.mod, 'GET', '/api/v1/mutes')).body
    expect(mutes.map((a) => a.acct).sort()).toEqual(['hana', 'kai@social.example'])
  })

  it('answers 400 without a list', async () => {
    const res = await call(t.mod, 'POST', '/api/pleroma/mutes_import', {})
    expect(res).toMatchObject({ status: 400, body: { error: 'Missing field: list.' } })
  })
})

describe('backups (PLEROMA-API §13)', () => {
  it('answers every backup with the new one unprocessed, then a zip of the account once processed', async () => {
    expect((await call(t.alice, 'GET', '/api/v1/pleroma/backups')).body).toEqual([])
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const made = await call(t.alice, 'POST', '/api/v1/pleroma/backups')
    expect(made.status).toBe(200)
    expect(made.body).toHaveLength(1)
    const backup = made.body[0] as Json
    expect(backup).toMatchObject({
      content_type: 'application/zip',
      file_size: 0,
      processed: false,
      inserted_at: NOW.toISOString(),
    })
    expect(backup.url).toMatch(
      /^http:\/\/localhost(:80)?\/media\/backups\/archive-alice-20250501T120000-[0-9a-f]{8}\.zip$/,
    )
    vi.advanceTimersByTime(BACKUP_DELAY_MS)
    const [ready] = (await call(t.alice, 'GET', '/api/v1/pleroma/backups')).body
    expect(ready?.processed).toBe(true)
    const path = new URL(String(backup.url)).pathname
    const file = await t.app.inject({ method: 'GET', url: path })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/zip')
    expect(ready?.file_size).toBe(file.rawPayload.length)
    const entries = unzipSync(new Uint8Array(file.rawPayload))
    expect(Object.keys(entries).sort()).toEqual([
      'actor.json',
      'bookmarks.json',
      'likes.json',
      'outbox.json',
    ])
    const actor = JSON.parse(strFromU8(entries['actor.json'] as Uint8Array)) as Json
    expect(actor.acct).toBe('alice')
    const outbox = JSON.parse(strFromU8(entries['outbox.json'] as Uint8Array)) as Json[]
    expect(outbox.length).toBeGreaterThan(0)
  })

  it('refuses a second backup within 7 days', async () => {
    const again = await call(t.alice, 'POST', '/api/v1/pleroma/backups')
    expect(again).toEqual({
      status: 400,
      body: { error: 'Last export was less than 7 days ago' },
    })
  })
})
