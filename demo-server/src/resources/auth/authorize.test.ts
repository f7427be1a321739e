import { Secret, TOTP } from 'otpauth'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CAROL_TOTP_SECRET, DEMO_PASSWORD } from '../../auth/state'
import {
  bearer,
  buildServer,
  createApp,
  postForm,
  REDIRECT_URI,
  type TestServer,
} from '../../testing/auth'

let server: TestServer
let client: { client_id: string; client_secret: string }
beforeEach(async () => {
  server = await buildServer()
  client = await createApp(server.app)
})
afterEach(async () => {
  await server.app.close()
})

/** The sign-in form's fields as a browser posts them. */
function signIn(name: string, password: string): Record<string, string | string[]> {
  return {
    'authorization[name]': name,
    'authorization[password]': password,
    'authorization[client_id]': client.client_id,
    'authorization[redirect_uri]': REDIRECT_URI,
    'authorization[response_type]': 'code',
    'authorization[state]': 'xyz',
    'authorization[scope][]': ['read', 'write', 'follow', 'push', 'admin'],
  }
}

/** The value of a hidden or text input in a rendered page. */
function inputValue(html: string, name: string): string | undefined {
  const escaped = name.replace(/[[\]]/g, '\\$&')
  return new RegExp(`name="${escaped}"[^>]*value="([^"]*)"`).exec(html)?.[1]
}

describe('GET /oauth/authorize (PLEROMA-API §3.2)', () => {
  it('shows a script-free sign-in form that posts back, with the requested scopes ticked', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: REDIRECT_URI,
      scope: 'read write',
      state: 's1',
    })
    const res = await server.app.inject({ url: `/oauth/authorize?${query}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    const html = res.body
    expect(html).toContain('<form method="post" action="/oauth/authorize">')
    expect(html).toContain('Starling asks to use your account')
    expect(html).not.toContain('<script')
    expect(html).toContain('value="read" checked')
    expect(html).not.toContain('value="admin" checked')
    expect(inputValue(html, 'authorization[state]')).toBe('s1')
    const css = await server.app.inject({ url: '/oauth/style.css' })
    expect(css.headers['content-type']).toContain('text/css')
  })
})

describe('POST /oauth/authorize', () => {
  it('redirects with a code the app exchanges once for a token', async () => {
    const res = await postForm(server.app, '/oauth/authorize', signIn('alice', DEMO_PASSWORD))
    expect(res.statusCode).toBe(302)
    const location = new URL(res.headers.location ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI)
    expect(location.searchParams.get('state')).toBe('xyz')
    const code = location.searchParams.get('code') ?? ''
    const exchange = {
      ...client,
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
    }
    const token = await postForm(server.app, '/oauth/token', exchange)
    expect(token.statusCode).toBe(200)
    expect(token.json().scope).toBe('read write follow push admin')
    const me = await server.app.inject({
      url: '/api/v1/accounts/verify_credentials',
      headers: bearer(token.json().access_token),
    })
    expect(me.json().username).toBe('alice')
    const reused = await postForm(server.app, '/oauth/token', exchange)
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toEqual({ error: 'Invalid credentials' })
  })

  it('re-renders the form with 401 and the flash for a wrong password, keeping the username', async () => {
    const res = await postForm(server.app, '/oauth/authorize', signIn('alice', 'nope'))
    expect(res.statusCode).toBe(401)
    expect(res.body).toContain('role="alert">Invalid Username/Password</p>')
    expect(inputValue(res.body, 'authorization[name]')).toBe('alice')
  })

  it('refuses a redirect URI the app did not register', async () => {
    const fields = {
      ...signIn('alice', DEMO_PASSWORD),
      'authorization[redirect_uri]': 'https://evil.example/cb',
    }
    const res = await postForm(server.app, '/oauth/authorize', fields)
    expect(res.statusCode).toBe(401)
  })

  it('shows dave that a password reset is required', async () => {
    const res = await postForm(server.app, '/oauth/authorize', signIn('dave', DEMO_PASSWORD))
    expect(res.statusCode).toBe(403)
    expect(res.body).toContain('Password reset is required')
  })

  it('asks carol for her TOTP code, then redirects with a code', async () => {
    const page = await postForm(server.app, '/oauth/authorize', signIn('carol', DEMO_PASSWORD))
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('action="/oauth/mfa/verify"')
    expect(page.body).toContain('Use a recovery code instead')
    const mfaToken = inputValue(page.body, 'mfa[mfa_token]') ?? ''
    const fields = {
      'mfa[mfa_token]': mfaToken,
      'mfa[challenge_type]': 'totp',
      'mfa[redirect_uri]': REDIRECT_URI,
      'mfa[state]': 'xyz',
    }
    const wrong = await postForm(server.app, '/oauth/mfa/verify', {
      ...fields,
      'mfa[code]': 'abcdef',
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.body).toContain('Two-factor authentication failed.')
    const code = new TOTP({ secret: Secret.fromBase32(CAROL_TOTP_SECRET) }).generate()
    const ok = await postForm(server.app, '/oauth/mfa/verify', { ...fields, 'mfa[code]': code })
    expect(ok.statusCode).toBe(302)
    expect(new URL(ok.headers.location ?? '').searchParams.get('code')).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    )
  })

  it('offers the recovery form through GET /oauth/mfa', async () => {
    const res = await server.app.inject({
      url: '/oauth/mfa?mfa_token=t&challenge_type=recovery&redirect_uri=x',
    })
    expect(res.body).toContain('Recovery code')
    expect(res.body).toContain('name="mfa[challenge_type]" value="recovery"')
  })
})
