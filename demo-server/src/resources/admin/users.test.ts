import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findAccount } from '../../model/store'
import { socialServer } from '../../testing/social'
import type { Member, SocialTestServer } from '../../testing/social'

type Json = Record<string, unknown>

let t: SocialTestServer
let admin: Member
const V1 = '/api/v1/pleroma/admin'
const call = async (
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: Json,
) => {
  const res = await t.call(who, method, url, body)
  return { status: res.statusCode, body: res.body === '' ? null : (res.json() as unknown) }
}
const accountOf = async (who: Member, id: string) =>
  (await call(who, 'GET', `/api/v1/accounts/${id}`)).body as Json & { pleroma: Json }
const named = (name: string) => {
  const found = findAccount(t.app.starlingStore, name)
  if (!found) throw new Error(name)
  return found
}

beforeAll(async () => {
  t = await socialServer()
  admin = await t.signIn('admin')
})
afterAll(() => t.app.close())

describe('admin user tags (PLEROMA-API §14 users/tag)', () => {
  it('tags and untags with 204, shown in pleroma.tags', async () => {
    const tags = ['mrf_tag:media-force-nsfw', 'mrf_tag:sandbox']
    const put = await call(admin, 'PUT', `${V1}/users/tag`, { nicknames: ['erin'], tags })
    expect(put).toEqual({ status: 204, body: null })
    const erin = named('erin')
    expect((await accountOf(t.alice, erin.id)).pleroma.tags).toEqual(tags)
    const del = await call(admin, 'DELETE', '/api/pleroma/admin/users/tag', {
      nicknames: ['erin'],
      tags: ['mrf_tag:sandbox'],
    })
    expect(del.status).toBe(204)
    expect((await accountOf(t.alice, erin.id)).pleroma.tags).toEqual(['mrf_tag:media-force-nsfw'])
  })

  it('applies TagPolicy to new posts: forced sensitive, unlisted, followers-only, stripped', async () => {
    await call(admin, 'PUT', `${V1}/users/tag`, {
      nicknames: ['alice'],
      tags: ['mrf_tag:media-force-nsfw', 'mrf_tag:force-unlisted'],
    })
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: {
        authorization: `Bearer ${t.alice.token}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' +
        'png\r\n--x--\r\n',
    })
    const mediaId = (upload.json() as Json).id as string
    const posted = (
      await call(t.alice, 'POST', '/api/v1/statuses', {
        status: 'look',
        media_ids: [mediaId],
      })
    ).body as Json
    expect(posted).toMatchObject({ sensitive: true, visibility: 'unlisted' })
    await call(admin, 'PUT', `${V1}/users/tag`, {
      nicknames: ['alice'],
      tags: ['mrf_tag:sandbox', 'mrf_tag:media-strip'],
    })
    const sandboxed = (
      await call(t.alice, 'POST', '/api/v1/statuses', {
        status: 'again',
        media_ids: [mediaId],
      })
    ).body as Json
    expect(sandboxed).toMatchObject({ visibility: 'private', media_attachments: [] })
    await call(admin, 'DELETE', `${V1}/users/tag`, {
      nicknames: ['alice'],
      tags: [
        'mrf_tag:media-force-nsfw',
        'mrf_tag:force-unlisted',
        'mrf_tag:sandbox',
        'mrf_tag:media-strip',
      ],
    })
    const plain = (await call(t.alice, 'POST', '/api/v1/statuses', { status: 'plain' })).body
    expect(plain).toMatchObject({ visibility: 'public', sensitive: false })
  })

  it('refuses members and moderators in Pleroma’s order', async () => {
    const body = { nicknames: ['erin'], tags: ['x'] }
    expect(await call(null, 'PUT', `${V1}/users/tag`, body)).toEqual({
      status: 403,
      body: { error: 'Invalid credentials.' },
    })
    expect(await call(t.alice, 'PUT', `${V1}/users/tag`, body)).toEqual({
      status: 403,
      body: { error: 'User is not a staff member.' },
    })
    expect(await call(t.mod, 'PUT', `${V1}/users/tag`, body)).toEqual({
      status: 403,
      body: { error: "User isn't privileged." },
    })
  })
})

describe('admin activation (PLEROMA-API §14 users/activate, users/deactivate)', () => {
  it('deactivates and activates, answering users[0]; a deactivated member cannot call', async () => {
    const bob = named('bob')
    const off = await call(admin, 'PATCH', `${V1}/users/deactivate`, { nicknames: ['bob'] })
    expect(off.status).toBe(200)
    expect((off.body as { users: Json[] }).users[0]).toMatchObject({
      id: bob.id,
      nickname: 'bob',
      is_active: false,
      local: true,
      roles: { admin: false, moderator: false },
      tags: [],
    })
    expect((await accountOf(admin, bob.id)).pleroma.deactivated).toBe(true)
    expect((await call(t.alice, 'GET', `/api/v1/accounts/${bob.id}`)).status).toBe(404)
    expect((await call(t.bob, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(403)
    const on = await call(admin, 'PATCH', `${V1}/users/activate`, { nicknames: ['bob'] })
    expect((on.body as { users: Json[] }).users[0]).toMatchObject({ is_active: true })
    expect((await call(t.bob, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(200)
  })

  it('answers 400 without nicknames', async () => {
    const res = await call(admin, 'PATCH', `${V1}/users/deactivate`, {})
    expect(res).toMatchObject({ status: 400, body: { error: 'Missing field: nicknames.' } })
  })
})

describe('admin permission groups (PLEROMA-API §14 permission_group)', () => {
  it('grants and revokes moderator and admin', async () => {
    const gina = named('gina')
    const grant = await call(admin, 'POST', `${V1}/users/gina/permission_group/moderator`)
    expect(grant).toEqual({ status: 200, body: { is_moderator: true } })
    expect((await accountOf(t.alice, gina.id)).pleroma).toMatchObject({
      is_moderator: true,
      privileges: ['messages_delete', 'reports_manage_reports'],
    })
    const revoke = await call(admin, 'DELETE', `${V1}/users/gina/permission_group/moderator`)
    expect(revoke).toEqual({ status: 200, body: { is_moderator: false } })
    expect(await call(admin, 'POST', `${V1}/users/gina/permission_group/admin`)).toEqual({
      status: 200,
      body: { is_admin: true },
    })
    await call(admin, 'DELETE', `${V1}/users/gina/permission_group/admin`)
    expect((await accountOf(t.alice, gina.id)).pleroma).toMatchObject({
      is_admin: false,
      privileges: [],
    })
  })

  it('refuses moderators, unknown groups and revoking oneself', async () => {
    expect(await call(t.mod, 'POST', `${V1}/users/gina/permission_group/admin`)).toEqual({
      status: 403,
      body: { error: 'User is not an admin.' },
    })
    expect(await call(admin, 'POST', `${V1}/users/gina/permission_group/owner`)).toEqual({
      status: 404,
      body: { error: 'No such permission_group' },
    })
    expect(await call(admin, 'DELETE', `${V1}/users/admin/permission_group/admin`)).toEqual({
      status: 403,
      body: { error: "You can't revoke your own admin status." },
    })
  })
})

describe('admin delete user (PLEROMA-API §14 DELETE users)', () => {
  it('answers the nicknames, removes the posts and deactivates the account', async () => {
    const hana = named('hana')
    const res = await call(admin, 'DELETE', `${V1}/users?nickname=hana`)
    expect(res).toEqual({ status: 200, body: ['hana'] })
    expect(t.app.starlingStore.timeline.some((s) => s.account_id === hana.id)).toBe(false)
    expect(hana.deactivated).toBe(true)
    expect((await call(admin, 'DELETE', `${V1}/users?nickname=nobody`)).status).toBe(500)
    expect((await call(t.mod, 'DELETE', `${V1}/users?nickname=gina`)).body).toEqual({
      error: "User isn't privileged.",
    })
  })
})
