import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../auth/secrets'
import { DEMO_PASSWORD, newCredentials } from '../../auth/state'
import { addLocalAccount } from '../../model/operations/accounts'
import { addFollow, findAccount } from '../../model/store'
import { createApp, passwordGrant, postForm } from '../../testing/auth'
import { NOW, socialServer, type Member, type SocialTestServer } from '../../testing/social'

type Json = Record<string, unknown>

let t: SocialTestServer
let client: { client_id: string; client_secret: string }
let fresh = 0

beforeAll(async () => {
  t = await socialServer()
  client = await createApp(t.app)
})
afterAll(() => t.app.close())

/** A new local member (password DEMO_PASSWORD), signed in. */
async function newMember(): Promise<Member & { name: string }> {
  const name = `sec${++fresh}`
  const account = addLocalAccount(t.app.starlingStore, { username: name, displayName: name })
  const creds = newCredentials(account.id, `${name}@starling.test`, hashPassword(DEMO_PASSWORD))
  t.app.starlingAuth.credentials.set(account.id, creds)
  const token = (await passwordGrant(t.app, client, name, DEMO_PASSWORD)).json<Json>()
  return { name, id: account.id, token: String(token.access_token) }
}

const call = async (
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: Json,
) => {
  const res = await t.call(who, method, url, body)
  return { status: res.statusCode, body: res.json<Json & Json[]>() }
}

const totpOf = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: NOW.getTime(),
  })

describe('change_password (PLEROMA-API §13)', () => {
  it('refuses with HTTP 200 errors, then changes it and revokes every token of the account', async () => {
    const m = await newMember()
    const url = '/api/pleroma/change_password'
    const send = (password: string, next: string, confirmation: string) =>
      call(m, 'POST', url, {
        password,
        new_password: next,
        new_password_confirmation: confirmation,
      })
    expect(await send('wrong', 'n', 'n')).toEqual({
      status: 200,
      body: { error: 'Invalid password.' },
    })
    expect((await send(DEMO_PASSWORD, '', '')).body).toEqual({
      error: "New password can't be blank.",
    })
    expect((await send(DEMO_PASSWORD, 'a', 'b')).body).toEqual({
      error: 'New password does not match confirmation.',
    })
    expect((await call(m, 'POST', url, { password: DEMO_PASSWORD })).status).toBe(400)
    expect(await send(DEMO_PASSWORD, 'new secret', 'new secret')).toEqual({
      status: 200,
      body: { status: 'success' },
    })
    expect((await call(m, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(403)
    expect((await passwordGrant(t.app, client, m.name, DEMO_PASSWORD)).statusCode).toBe(400)
    expect((await passwordGrant(t.app, client, m.name, 'new secret')).statusCode).toBe(200)
  })
})

describe('change_email', () => {
  it('checks the password, the format and uniqueness, then keeps the address', async () => {
    const m = await newMember()
    const url = '/api/pleroma/change_email'
    const send = (email: string, password = DEMO_PASSWORD) =>
      call(m, 'POST', url, { email, password })
    expect((await send('x@y.example', 'wrong')).body).toEqual({ error: 'Invalid password.' })
    expect((await send('not an address')).body).toEqual({ error: 'Email has invalid format.' })
    expect((await send('alice@starling.test')).body).toEqual({
      error: 'Email has already been taken.',
    })
    expect((await send('')).body).toEqual({ error: "Email can't be blank." })
    expect((await call(m, 'POST', url, { password: DEMO_PASSWORD })).body).toMatchObject({
      error: 'Missing field: email.',
    })
    expect(await send('new@mail.example')).toEqual({ status: 200, body: { status: 'success' } })
    const self = await call(m, 'GET', '/api/v1/accounts/verify_credentials')
    expect((self.body.pleroma as Json).email).toBe('new@mail.example')
    expect((await passwordGrant(t.app, client, 'new@mail.example', DEMO_PASSWORD)).statusCode).toBe(
      200,
    )
  })
})

describe('delete_account', () => {
  it('needs the password; afterwards the account is gone and its token refused', async () => {
    const m = await newMember()
    await call(m, 'POST', '/api/v1/statuses', { status: 'soon gone' })
    const url = '/api/pleroma/delete_account'
    expect(await call(m, 'POST', url, { password: 'wrong' })).toEqual({
      status: 200,
      body: { error: 'Invalid password.' },
    })
    expect((await call(m, 'POST', `${url}?password=${DEMO_PASSWORD}`)).body).toEqual({
      status: 'success',
    })
    expect((await call(m, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(403)
    expect((await call(t.alice, 'GET', `/api/v1/accounts/${m.id}`)).status).toBe(404)
    expect(
      (await call(null, 'GET', '/api/v1/timelines/public?local=true')).body,
    ).not.toContainEqual(
      expect.objectContaining({ content: expect.stringContaining('soon gone') as unknown }),
    )
    const grant = await passwordGrant(t.app, client, m.name, DEMO_PASSWORD)
    expect(grant.json()).toMatchObject({ identifier: 'account_is_disabled' })
  })
})

describe('aliases and move_account', () => {
  it('adds, lists and removes aliases; a move needs the origin among the target aliases', async () => {
    const origin = await newMember()
    const target = await newMember()
    const follower = await newMember()
    addFollow(t.app.starlingStore, follower.id, origin.id)
    const aliases = '/api/pleroma/aliases'
    expect((await call(target, 'PUT', aliases, { alias: 'nobody' })).body).toEqual({
      error: 'not_found',
    })
    expect((await call(target, 'DELETE', aliases, { alias: origin.name })).status).toBe(404)
    expect((await call(target, 'PUT', aliases, { alias: origin.name })).body).toEqual({
      status: 'success',
    })
    expect((await call(target, 'PUT', aliases, { alias: 'frank@birds.example' })).status).toBe(200)
    expect((await call(target, 'GET', aliases)).body).toEqual({
      aliases: [`${origin.name}@localhost:80`, 'frank@birds.example'],
    })
    expect((await call(target, 'DELETE', aliases, { alias: 'frank@birds.example' })).status).toBe(
      200,
    )

    const move = '/api/pleroma/move_account'
    const moveTo = (who: Member, target_account: string, password = DEMO_PASSWORD) =>
      call(who, 'POST', move, { password, target_account })
    expect((await moveTo(origin, target.name, 'wrong')).body).toEqual({
      error: 'Invalid password.',
    })
    expect(await moveTo(origin, 'nobody@nowhere.example')).toEqual({
      status: 404,
      body: { error: 'Target account not found.' },
    })
    expect((await moveTo(target, origin.name)).body).toEqual({
      error: 'Target account must have the origin in `alsoKnownAs`',
    })
    expect((await moveTo(origin, target.name)).body).toEqual({ status: 'success' })
    const moved = await call(t.alice, 'GET', `/api/v1/accounts/${origin.id}`)
    expect((moved.body.moved as Json).id).toBe(target.id)
    const rel = await call(
      follower,
      'GET',
      `/api/v1/accounts/relationships?id[]=${target.id}&id[]=${origin.id}`,
    )
    expect(rel.body.map((r) => r.following)).toEqual([true, false])
  })
})

describe('MFA settings', () => {
  it('sets TOTP up, confirms it, signs in with a code, makes backup codes and disables it', async () => {
    const m = await newMember()
    const mfa = '/api/pleroma/accounts/mfa'
    expect((await call(m, 'GET', mfa)).body).toEqual({ settings: { enabled: false, totp: false } })
    const setup = (await call(m, 'GET', `${mfa}/setup/totp`)).body as unknown as {
      key: string
      provisioning_uri: string
    }
    expect(setup.key).toMatch(/^[A-Z2-7]{16}$/)
    expect(setup.provisioning_uri).toBe(
      `otpauth://totp/${m.name}%40starling.test?digits=6&issuer=Starling%20Demo&period=30&secret=${setup.key}`,
    )
    expect((await call(m, 'GET', mfa)).body).toEqual({ settings: { enabled: false, totp: false } })
    const confirm = `${mfa}/confirm/totp`
    expect(await call(m, 'POST', confirm, { password: DEMO_PASSWORD })).toEqual({
      status: 400,
      body: { error: 'undefined mfa method' },
    })
    expect(await call(m, 'POST', confirm, { password: 'x', code: totpOf(setup.key) })).toEqual({
      status: 422,
      body: { error: 'Invalid password.' },
    })
    expect(await call(m, 'POST', confirm, { password: DEMO_PASSWORD, code: '000000' })).toEqual({
      status: 422,
      body: { error: 'invalid_token' },
    })
    expect(
      await call(m, 'POST', confirm, { password: DEMO_PASSWORD, code: totpOf(setup.key) }),
    ).toEqual({
      status: 200,
      body: {},
    })
    expect((await call(m, 'GET', mfa)).body).toEqual({ settings: { enabled: true, totp: true } })

    const grant = await passwordGrant(t.app, client, m.name, DEMO_PASSWORD)
    expect(grant.statusCode).toBe(403)
    const challenge = { ...client, mfa_token: grant.json<Json>().mfa_token as string }
    const signedIn = await postForm(t.app, '/oauth/mfa/challenge', {
      ...challenge,
      challenge_type: 'totp',
      code: totpOf(setup.key),
    })
    expect(signedIn.statusCode).toBe(200)

    const codes = (await call(m, 'GET', `${mfa}/backup_codes`)).body.codes as string[]
    expect(codes).toHaveLength(5)
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{16}$/)
    const second = await passwordGrant(t.app, client, m.name, DEMO_PASSWORD)
    const recovery = await postForm(t.app, '/oauth/mfa/challenge', {
      ...client,
      mfa_token: second.json<Json>().mfa_token as string,
      challenge_type: 'recovery',
      code: codes[0] as string,
    })
    expect(recovery.statusCode).toBe(200)

    expect((await call(m, 'DELETE', `${mfa}/totp`, { password: 'x' })).status).toBe(422)
    expect(await call(m, 'DELETE', `${mfa}/totp`, { password: DEMO_PASSWORD })).toEqual({
      status: 200,
      body: {},
    })
    expect((await call(m, 'GET', mfa)).body).toEqual({ settings: { enabled: false, totp: false } })
    expect((await passwordGrant(t.app, client, m.name, DEMO_PASSWORD)).statusCode).toBe(200)
  })

  it('needs the security scopes', async () => {
    const bob = await t.signIn('bob', 'read:statuses')
    const res = await call(bob, 'GET', '/api/pleroma/accounts/mfa')
    expect(res).toEqual({
      status: 403,
      body: { error: 'Insufficient permissions: read:security.' },
    })
  })
})

describe('OAuth tokens', () => {
  it('lists the member’s tokens with app name and validity, and revokes one with 201', async () => {
    const m = await newMember()
    const other = (await passwordGrant(t.app, client, m.name, DEMO_PASSWORD)).json<Json>()
    const list = await call(m, 'GET', '/api/oauth_tokens.json')
    expect(list.body).toHaveLength(2)
    expect(list.body[0]).toEqual({
      id: expect.any(Number) as unknown,
      app_name: 'Starling',
      valid_until: expect.stringMatching(/^2125-05-0\dT\d\d:\d\d:\d\d\.\d{6}$/) as unknown,
    })
    const res = await t.call(m, 'DELETE', `/api/oauth_tokens/${String(other.id)}`)
    expect(res.statusCode).toBe(201)
    expect(res.body).toBe('')
    expect((await call(m, 'GET', '/api/oauth_tokens')).body).toHaveLength(1)
    expect(
      (await call({ id: m.id, token: String(other.access_token) }, 'GET', '/api/oauth_tokens'))
        .status,
    ).toBe(403)
    expect((await t.call(m, 'DELETE', '/api/oauth_tokens/999999')).statusCode).toBe(201)
    expect(findAccount(t.app.starlingStore, m.name)?.deactivated).toBe(false)
  })
})
