import { expect, type APIRequestContext } from '@playwright/test'

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = 'starling'

/** An OAuth app as POST /api/v1/apps answers it (the fields the journeys use). */
export interface ApiApp {
  client_id: string
  client_secret: string
}

/** The scopes Starling asks for (client/src/features/auth/api.ts OAUTH_SCOPES). */
const SCOPES = 'read write follow push admin'

/** Registers an OAuth app (POST /api/v1/apps, form); throws (a failed expectation) on non-2xx. */
export async function apiApp(request: APIRequestContext): Promise<ApiApp> {
  const app = await request.post('/api/v1/apps', {
    form: { client_name: 'e2e', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: SCOPES },
  })
  expect(app.ok()).toBe(true)
  return (await app.json()) as ApiApp
}

/** The subset of a Mastodon status answer the journeys read. */
export interface PostedStatus {
  id: string
  content: string
  poll: { id: string } | null
  media_attachments: { id: string; type: string }[]
}

/**
 * A user token for a demo account: the password grant (POST /oauth/token) with `app`, or with an
 * app registered for it (POST /api/v1/apps). For setting up a journey's own data without the UI;
 * not for accounts with two-factor (carol). Throws (a failed expectation) on any non-2xx answer.
 */
export async function apiToken(
  request: APIRequestContext,
  username: string,
  app?: ApiApp,
): Promise<string> {
  const { client_id, client_secret } = app ?? (await apiApp(request))
  const token = await request.post('/oauth/token', {
    form: {
      grant_type: 'password',
      username,
      password: DEMO_PASSWORD,
      client_id,
      client_secret,
      scope: SCOPES,
    },
  })
  expect(token.ok()).toBe(true)
  return ((await token.json()) as { access_token: string }).access_token
}

/**
 * Posts a status as the token's user (POST /api/v1/statuses, JSON body: status, visibility,
 * in_reply_to_id, poll {options, expires_in (s), multiple}...). Returns the server's answer;
 * throws (a failed expectation) on a non-2xx answer.
 */
export async function postStatus(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<PostedStatus> {
  const answer = await request.post('/api/v1/statuses', {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  })
  expect(answer.ok()).toBe(true)
  return (await answer.json()) as PostedStatus
}

/**
 * GETs an API path as the token's user and returns the parsed JSON; throws (a failed
 * expectation) on a non-2xx answer.
 */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string) {
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } })
  expect(answer.ok()).toBe(true)
  return (await answer.json()) as T
}

/**
 * POSTs to an API path as the token's user (JSON body) and returns the parsed JSON; throws (a
 * failed expectation) on a non-2xx answer.
 */
export async function apiPost<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown> = {},
) {
  const answer = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data })
  expect(answer.ok()).toBe(true)
  return (await answer.json()) as T
}

/** A fresh member made for one journey (the username, a user token). */
export interface NewMember {
  username: string
  token: string
}

/**
 * Registers a fresh account (POST /api/v1/accounts with an app token and the captcha solved
 * through the demo's test hook, PLEROMA-API §4.1) whose password is DEMO_PASSWORD, so that a
 * journey can change relationships without touching what other journeys see. `label` (lower-case
 * letters) starts the username. Throws (a failed expectation) on any non-2xx answer.
 */
export async function newMember(request: APIRequestContext, label: string): Promise<NewMember> {
  const { client_id, client_secret } = await apiApp(request)
  const app = await request.post('/oauth/token', {
    form: { grant_type: 'client_credentials', client_id, client_secret },
  })
  expect(app.ok()).toBe(true)
  const appToken = ((await app.json()) as { access_token: string }).access_token
  const captcha = (await (await request.get('/api/pleroma/captcha')).json()) as {
    token: string
    answer_data: string
  }
  const hook = await request.get(`/api/starling/test/captcha-answer?token=${captcha.token}`)
  const { answer } = (await hook.json()) as { answer: string }
  const username = `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const registered = await request.post('/api/v1/accounts', {
    headers: { Authorization: `Bearer ${appToken}` },
    form: {
      username,
      nickname: username,
      fullname: username,
      email: `${username}@example.com`,
      password: DEMO_PASSWORD,
      confirm: DEMO_PASSWORD,
      agreement: 'true',
      locale: 'en_US',
      captcha_token: captcha.token,
      captcha_answer_data: captcha.answer_data,
      captcha_solution: answer,
    },
  })
  expect(registered.ok()).toBe(true)
  return { username, token: ((await registered.json()) as { access_token: string }).access_token }
}

/**
 * A text no other journey (nor the other project's run of this one) posts: `label`, the
 * project's name when given, and a time stamp with a random tail.
 */
export function uniqueText(label: string, project = ''): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return [label, project, stamp].filter(Boolean).join(' ')
}

/** Uploads `count` small PNGs (default 1) as `token`'s user and posts them; returns the status id. */
export async function postImage(
  request: APIRequestContext,
  token: string,
  count = 1,
): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eL9GtQAAAABJRU5ErkJggg==',
    'base64',
  )
  const mediaIds: string[] = []
  for (let i = 0; i < count; i += 1) {
    const upload = await request.post('/api/v1/media', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: 'dot.png', mimeType: 'image/png', buffer: png } },
    })
    expect(upload.ok()).toBe(true)
    mediaIds.push(((await upload.json()) as { id: string }).id)
  }
  const status = await apiPost<{ id: string }>(request, token, '/api/v1/statuses', {
    status: uniqueText('Picture'),
    media_ids: mediaIds,
  })
  return status.id
}
