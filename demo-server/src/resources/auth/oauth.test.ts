import { Secret, TOTP } from 'otpauth'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CAROL_RECOVERY_CODES, CAROL_TOTP_SECRET, DEMO_PASSWORD } from '../../auth/state'
import {
  bearer,
  buildServer,
  createApp,
  passwordGrant,
  postForm,
  type TestServer,
} from '../../testing/auth'

let server: TestServer
beforeEach(async () => {
  server = await buildServer()
})
afterEach(async () => {
  await server.app.close()
})

/** carol's current TOTP code, as her authenticator app shows it. */
function carolCode(): string {
  return new TOTP({
    secret: Secret.fromBase32(CAROL_TOTP_SECRET),
    digits: 6,
    period: 30,
  }).generate()
}

describe('POST /api/v1/apps (PLEROMA-API §3.1)', () => {
  it('registers an app and returns its 43-character credentials', async () => {
    const res = await postForm(server.app, '/api/v1/apps', {
      client_name: 'Starling',
      redirect_uris: 'http://localhost/cb',
      scopes: 'read write',
      website: 'https://starling.example',
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      id: '1',
      name: 'Starling',
      redirect_uri: 'http://localhost/cb',
      website: 'https://starling.example',
    })
    expect(body.client_id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('accepts JSON and answers the OpenAPI 400 for missing fields', async () => {
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/v1/apps',
      payload: { client_name: 'J', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' },
    })
    expect(ok.statusCode).toBe(200)
    const bad = await postForm(server.app, '/api/v1/apps', { scopes: 'read' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      error: 'Missing field: client_name. Missing field: redirect_uris.',
      errors: [
        {
          title: 'Invalid value',
          source: { pointer: '/client_name' },
          message: 'Missing field: client_name',
        },
        {
          title: 'Invalid value',
          source: { pointer: '/redirect_uris' },
          message: 'Missing field: redirect_uris',
        },
      ],
    })
  })
})

describe('POST /oauth/token, password grant (§3.3)', () => {
  it('answers the token JSON with me, scope and a numeric id', async () => {
    const client = await createApp(server.app)
    const res = await passwordGrant(server.app, client, 'alice', DEMO_PASSWORD)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      token_type: 'Bearer',
      scope: 'read write follow push admin',
      me: 'http://localhost:80/users/alice',
    })
    expect(typeof body.id).toBe('number')
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.expires_in).toBeGreaterThan(3_000_000_000)
    expect(typeof body.created_at).toBe('number')
  })

  it('signs in by e-mail too and narrows to the requested scopes', async () => {
    const client = await createApp(server.app)
    const res = await passwordGrant(
      server.app,
      client,
      'alice@starling.test',
      DEMO_PASSWORD,
      'read',
    )
    expect(res.json().scope).toBe('read')
  })

  it.each([
    ['a wrong password', 'alice', 'wrong'],
    ['an unknown user', 'nobody', DEMO_PASSWORD],
  ])('answers 400 Invalid credentials for %s', async (_case, username, password) => {
    const client = await createApp(server.app)
    const res = await passwordGrant(server.app, client, username, password)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Invalid credentials' })
  })

  it('answers 400 for a wrong client secret and for scopes outside the app', async () => {
    const client = await createApp(server.app, 'read')
    const badSecret = await passwordGrant(
      server.app,
      { ...client, client_secret: 'x' },
      'alice',
      DEMO_PASSWORD,
    )
    expect(badSecret.json()).toEqual({ error: 'Invalid credentials' })
    const wider = await passwordGrant(server.app, client, 'alice', DEMO_PASSWORD, 'read write')
    expect(wider.statusCode).toBe(400)
  })

  it('takes the client from HTTP Basic', async () => {
    const client = await createApp(server.app)
    const basic = Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')
    const res = await postForm(
      server.app,
      '/oauth/token',
      { grant_type: 'password', username: 'bob', password: DEMO_PASSWORD },
      { authorization: `Basic ${basic}` },
    )
    expect(res.statusCode).toBe(200)
  })

  it('sends dave to the password reset', async () => {
    const client = await createApp(server.app)
    const res = await passwordGrant(server.app, client, 'dave', DEMO_PASSWORD)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      error: 'Password reset is required',
      identifier: 'password_reset_required',
    })
  })

  it('answers 500 Bad request for an unknown grant type', async () => {
    const res = await postForm(server.app, '/oauth/token', { grant_type: 'magic' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: 'Bad request' })
  })
})

describe('two-factor sign-in (§3.3, §3.4)', () => {
  async function mfaToken(client: { client_id: string; client_secret: string }): Promise<string> {
    const res = await passwordGrant(server.app, client, 'carol', DEMO_PASSWORD)
    expect(res.statusCode).toBe(403)
    const body = res.json()
    expect(body).toMatchObject({ error: 'mfa_required', supported_challenge_types: 'totp' })
    return body.mfa_token
  }

  it('gives carol a token for her current TOTP code', async () => {
    const client = await createApp(server.app)
    const token = await mfaToken(client)
    const res = await postForm(server.app, '/oauth/mfa/challenge', {
      ...client,
      mfa_token: token,
      challenge_type: 'totp',
      code: carolCode(),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().me).toBe('http://localhost:80/users/carol')
  })

  it('refuses a wrong code with 400 Invalid code', async () => {
    const client = await createApp(server.app)
    const token = await mfaToken(client)
    const wrong = String((Number(carolCode()) + 500_000) % 1_000_000).padStart(6, '0')
    const res = await postForm(server.app, '/oauth/mfa/challenge', {
      ...client,
      mfa_token: token,
      challenge_type: 'totp',
      code: wrong,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Invalid code' })
  })

  it('accepts a recovery code once', async () => {
    const client = await createApp(server.app)
    const code = CAROL_RECOVERY_CODES[0] ?? ''
    const first = await postForm(server.app, '/oauth/mfa/challenge', {
      ...client,
      mfa_token: await mfaToken(client),
      challenge_type: 'recovery',
      code,
    })
    expect(first.statusCode).toBe(200)
    const again = await postForm(server.app, '/oauth/mfa/challenge', {
      ...client,
      mfa_token: await mfaToken(client),
      challenge_type: 'recovery',
      code,
    })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ error: 'Invalid code' })
  })
})

describe('other grants, revoke and scope checks', () => {
  it('client_credentials gives an app token without me', async () => {
    const client = await createApp(server.app)
    const res = await postForm(server.app, '/oauth/token', {
      ...client,
      grant_type: 'client_credentials',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).not.toHaveProperty('me')
    const app = await server.app.inject({
      url: '/api/v1/apps/verify_credentials',
      headers: bearer(res.json().access_token),
    })
    expect(app.json()).toEqual({ name: 'Starling', website: null })
  })

  it('refresh_token issues a new token and retires the old one', async () => {
    const client = await createApp(server.app)
    const first = (await passwordGrant(server.app, client, 'alice', DEMO_PASSWORD)).json()
    const res = await postForm(server.app, '/oauth/token', {
      ...client,
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    })
    expect(res.statusCode).toBe(200)
    const old = await server.app.inject({
      url: '/api/v1/accounts/verify_credentials',
      headers: bearer(first.access_token),
    })
    expect(old.statusCode).toBe(403)
  })

  it('revoke answers {} and the token stops working', async () => {
    const client = await createApp(server.app)
    const { access_token } = (
      await passwordGrant(server.app, client, 'alice', DEMO_PASSWORD)
    ).json()
    const before = await server.app.inject({
      url: '/api/v1/accounts/verify_credentials',
      headers: bearer(access_token),
    })
    expect(before.statusCode).toBe(200)
    const res = await postForm(server.app, '/oauth/revoke', { ...client, token: access_token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({})
    const after = await server.app.inject({
      url: '/api/v1/accounts/verify_credentials',
      headers: bearer(access_token),
    })
    expect(after.statusCode).toBe(403)
    expect(after.json()).toEqual({ error: 'Invalid credentials.' })
  })

  it('a read-only token gets 403 Insufficient permissions on a write route', async () => {
    const client = await createApp(server.app)
    const read = (await passwordGrant(server.app, client, 'alice', DEMO_PASSWORD, 'read')).json()
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/v1/example/write',
      headers: bearer(read.access_token),
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ error: 'Insufficient permissions: write:statuses.' })
    const full = (await passwordGrant(server.app, client, 'alice', DEMO_PASSWORD, 'write')).json()
    const allowed = await server.app.inject({
      method: 'POST',
      url: '/api/v1/example/write',
      headers: bearer(full.access_token),
    })
    expect(allowed.json()).toEqual({ ok: true })
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/v1/example/write' })
    expect(anonymous.json()).toEqual({ error: 'Invalid credentials.' })
  })
})
