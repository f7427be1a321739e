import { afterEach, describe, expect, it } from 'vitest'
import type { AuthConfig } from '../../auth/config'
import { bearer, buildServer, createApp, postForm, type TestServer } from '../../testing/auth'

let server: TestServer
afterEach(async () => {
  await server.app.close()
})

/** An app token, as the client gets before registering. */
async function appToken(): Promise<string> {
  const client = await createApp(server.app)
  const res = await postForm(server.app, '/oauth/token', {
    ...client,
    grant_type: 'client_credentials',
  })
  return res.json().access_token
}

/** A fresh captcha solved through the test hook. */
async function solvedCaptcha(): Promise<Record<string, string>> {
  const captcha = (await server.app.inject({ url: '/api/pleroma/captcha' })).json()
  const hook = await server.app.inject({
    url: `/api/starling/test/captcha-answer?token=${captcha.token}`,
  })
  return {
    captcha_token: captcha.token,
    captcha_answer_data: captcha.answer_data,
    captcha_solution: hook.json().answer,
  }
}

/** The form the client sends (s2 §5: locale en_US, agreement true, nickname copy). */
function form(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    username: 'erin',
    nickname: 'erin',
    fullname: 'Erin',
    email: 'erin@example.com',
    password: 'secret-pass',
    confirm: 'secret-pass',
    agreement: 'true',
    locale: 'en_US',
    ...overrides,
  }
}

/** Registers with an app token and a solved captcha. */
async function register(fields: Record<string, string>) {
  const token = await appToken()
  return postForm(
    server.app,
    '/api/v1/accounts',
    { ...fields, ...(await solvedCaptcha()) },
    bearer(token),
  )
}

async function start(overrides: Partial<AuthConfig> = {}): Promise<void> {
  server = await buildServer(overrides)
}

describe('POST /api/v1/accounts (PLEROMA-API §4.1)', () => {
  it('registers and answers a token the new user can use', async () => {
    await start()
    const res = await register(form())
    expect(res.statusCode).toBe(200)
    const token = res.json()
    expect(token).toMatchObject({ token_type: 'Bearer', me: 'http://localhost:80/users/erin' })
    const me = await server.app.inject({
      url: '/api/v1/accounts/verify_credentials',
      headers: bearer(token.access_token),
    })
    expect(me.json()).toMatchObject({
      username: 'erin',
      display_name: 'Erin',
      pleroma: { email: 'erin@example.com' },
    })
  })

  it('needs an app token: none or a user token gives 403 Invalid credentials', async () => {
    await start()
    const res = await postForm(server.app, '/api/v1/accounts', form())
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'Invalid credentials' })
  })

  it('answers the OpenAPI 400 for a missing username', async () => {
    await start()
    const fields: Record<string, string> = form()
    delete fields.username
    const res = await register(fields)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('Missing field: username.')
  })

  it.each([
    ['a taken nickname', { username: 'alice' }, { nickname: ['has already been taken'] }],
    ['a malformed nickname', { username: 'no spaces' }, { nickname: ['has invalid format'] }],
    ['a restricted nickname', { username: 'settings' }, { nickname: ['Invalid nickname'] }],
    ['a malformed e-mail', { email: 'not-an-address' }, { email: ['has invalid format'] }],
    ['a taken e-mail', { email: 'alice@starling.test' }, { email: ['has already been taken'] }],
    ['an empty password', { password: '' }, { password: ["can't be blank"] }],
    [
      'a long display name',
      { fullname: 'x'.repeat(101) },
      { name: ['should be at most %{count} character(s)'] },
    ],
    [
      'two bad fields at once',
      { username: 'alice', email: 'bad' },
      { nickname: ['has already been taken'], email: ['has invalid format'] },
    ],
  ])(
    'answers 400 with the field map as a JSON string for %s',
    async (_case, overrides, expected) => {
      await start()
      const res = await register(form(overrides))
      expect(res.statusCode).toBe(400)
      const body = res.json()
      expect(typeof body.error).toBe('string')
      expect(JSON.parse(body.error)).toEqual(expected)
    },
  )

  it('asks for a reason and answers awaiting_approval when approval is required', async () => {
    await start({ approvalRequired: true })
    const noReason = await register(form())
    expect(JSON.parse(noReason.json().error)).toEqual({ registration_reason: ["can't be blank"] })
    const res = await register(form({ reason: 'I like birds' }))
    expect(res.json()).toEqual({
      message: "You have been registered. You'll be able to log in once your account is approved.",
      identifier: 'awaiting_approval',
    })
    const client = await createApp(server.app)
    const login = await postForm(server.app, '/oauth/token', {
      ...client,
      grant_type: 'password',
      username: 'erin',
      password: 'secret-pass',
    })
    expect(login.statusCode).toBe(403)
    expect(login.json()).toEqual({
      error: 'Your account is awaiting approval.',
      identifier: 'awaiting_approval',
    })
  })

  it('needs an e-mail and answers missing_confirmed_email when activation is required', async () => {
    await start({ activationRequired: true })
    const fields: Record<string, string> = form()
    delete fields.email
    const noEmail = await register(fields)
    expect(noEmail.json()).toEqual({ error: 'Missing parameter: email' })
    const res = await register(form())
    expect(res.json()).toEqual({
      message: 'You have been registered. Please check your email for further instructions.',
      identifier: 'missing_confirmed_email',
    })
  })

  it('needs an invite while registrations are closed', async () => {
    await start({ registrationsOpen: false })
    expect((await register(form())).json()).toEqual({ error: 'Expired token' })
    expect((await register(form({ token: 'abc' }))).json()).toEqual({ error: 'Invalid token' })
  })
})

describe('native captcha (PLEROMA-API §2.9)', () => {
  it('answers the native shape with an SVG image that is served', async () => {
    await start()
    const res = await server.app.inject({ url: '/api/v1/pleroma/captcha' })
    const captcha = res.json()
    expect(captcha).toMatchObject({ type: 'native', seconds_valid: 300 })
    expect(typeof captcha.answer_data).toBe('string')
    const image = await server.app.inject({ url: new URL(captcha.url).pathname })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/svg+xml')
    expect(image.body).toContain('<svg')
    const answer = (
      await server.app.inject({ url: `/api/starling/test/captcha-answer?token=${captcha.token}` })
    ).json()
    expect(answer.answer).toMatch(/^[A-Z]{5,6}$/)
  })

  it('rejects a wrong answer, then accepts the right one only once', async () => {
    await start()
    const token = await appToken()
    const solved = await solvedCaptcha()
    const post = (captcha: Record<string, string>, username: string) =>
      postForm(
        server.app,
        '/api/v1/accounts',
        { ...form({ username, email: `${username}@example.com` }), ...captcha },
        bearer(token),
      )
    const wrong = await post({ ...solved, captcha_solution: 'WRONG1' }, 'erin')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ error: JSON.stringify({ captcha: ['Invalid CAPTCHA'] }) })
    expect((await post(solved, 'erin')).statusCode).toBe(200)
    const reused = await post(solved, 'frank')
    expect(reused.json()).toEqual({ error: '{"captcha":["CAPTCHA already used"]}' })
    const missing = await post({}, 'frank')
    expect(JSON.parse(missing.json().error)).toEqual({
      captcha: ['Invalid CAPTCHA (Missing parameter: captcha_solution)'],
    })
  })

  it('answers {type:"none"} when captcha is off, and hides the test hook unless enabled', async () => {
    await start({ captchaEnabled: false, testHooks: false })
    expect((await server.app.inject({ url: '/api/pleroma/captcha' })).json()).toEqual({
      type: 'none',
    })
    expect(
      (await server.app.inject({ url: '/api/starling/test/captcha-answer?token=x' })).statusCode,
    ).toBe(404)
  })
})

describe('registration body formats', () => {
  it('accepts multipart form data and JSON', async () => {
    await start({ captchaEnabled: false })
    const token = await appToken()
    const data = new FormData()
    for (const [key, value] of Object.entries(form())) data.append(key, value)
    const multipart = await server.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      payload: data,
      headers: bearer(token),
    })
    expect(multipart.statusCode).toBe(200)
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      payload: { ...form({ username: 'gina', email: 'gina@example.com' }), agreement: true },
      headers: bearer(token),
    })
    expect(json.statusCode).toBe(200)
  })
})
