import { expect, type APIRequest, type APIRequestContext } from '@playwright/test'
import { gotosocialURL } from './servers'

/**
 * The real GoToSocial's accounts and API shortcuts for the `gotosocial` project's journeys
 * (../shared/peers/README.md; the accounts are made by its start.sh). Every function throws (a
 * failed expectation) on an answer it does not expect.
 */

/** The two accounts start.sh creates: sign-in e-mail and password (alice is an admin). */
export const GTS_USERS = {
  alice: { email: 'alice@example.org', password: 'Starling-alice-Pass-2026!' },
  bob: { email: 'bob@example.org', password: 'Starling-bob-Pass-2026!' },
} as const

/** One of start.sh's accounts. */
export type GtsUser = keyof typeof GTS_USERS

/** Where the journeys' app says GoToSocial sends the code; never opened, only read. */
const REDIRECT_URI = `${gotosocialURL}/starling-e2e-callback`
const SCOPES = 'read write follow push'

/** The `code` in a redirect's Location header (GoToSocial's answer to the authorize form). */
function codeOf(location: string | undefined): string {
  expect(location, 'the authorize form redirects to the app').toBeTruthy()
  const code = new URL(location ?? '', gotosocialURL).searchParams.get('code')
  expect(code, `a code in ${location}`).toBeTruthy()
  return code ?? ''
}

/**
 * A user token for `user`, got through GoToSocial's own authorization-code flow without a
 * browser: register an app (POST /api/v1/apps), GET /oauth/authorize (which sends a visitor to
 * /auth/sign_in), POST the e-mail and password to /auth/sign_in (a session cookie), POST the
 * authorize form, read `code` from the redirect, POST /oauth/token with the redirect_uri.
 * `requests` is the worker's `playwright.request`: each call signs in within its own context,
 * so the session of one user never carries over to the next.
 */
export async function gtsToken(requests: APIRequest, user: GtsUser): Promise<string> {
  const api = await requests.newContext({ baseURL: gotosocialURL })
  try {
    const appAnswer = await api.post('/api/v1/apps', {
      form: { client_name: 'starling-e2e', redirect_uris: REDIRECT_URI, scopes: SCOPES },
    })
    expect(appAnswer.ok(), await appAnswer.text()).toBe(true)
    const app = (await appAnswer.json()) as { client_id: string; client_secret: string }
    const authorize = `/oauth/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT_URI,
      scope: SCOPES,
    })}`
    expect((await api.get(authorize)).ok()).toBe(true)
    const { email, password } = GTS_USERS[user]
    const signIn = await api.post('/auth/sign_in', { form: { username: email, password } })
    expect(signIn.ok(), 'the sign-in leads to the authorize page').toBe(true)
    const allowed = await api.post('/oauth/authorize', { form: {}, maxRedirects: 0 })
    expect(allowed.status(), await allowed.text()).toBe(302)
    const tokenAnswer = await api.post('/oauth/token', {
      form: {
        grant_type: 'authorization_code',
        code: codeOf(allowed.headers().location),
        client_id: app.client_id,
        client_secret: app.client_secret,
        redirect_uri: REDIRECT_URI,
      },
    })
    expect(tokenAnswer.ok(), await tokenAnswer.text()).toBe(true)
    return ((await tokenAnswer.json()) as { access_token: string }).access_token
  } finally {
    await api.dispose()
  }
}

/** The subset of a GoToSocial status answer the journeys read. */
export interface GtsStatus {
  id: string
  content: string
  visibility: string
  account: { acct: string }
}

/** GET `path` of GoToSocial's API with `token`; the JSON answer. */
export async function gtsGet<T>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T> {
  const answer = await request.get(`${gotosocialURL}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()) as T
}

/**
 * Posts a status as the token's owner (POST /api/v1/statuses, JSON: `status`, and any other
 * field of that call such as `visibility`, `in_reply_to_id`, `poll`); the status answered.
 */
export async function gtsPost(
  request: APIRequestContext,
  token: string,
  params: { status: string } & Record<string, unknown>,
): Promise<GtsStatus> {
  const answer = await request.post(`${gotosocialURL}/api/v1/statuses`, {
    headers: { Authorization: `Bearer ${token}` },
    data: params,
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()) as GtsStatus
}

/** The id of `acct` on GoToSocial (GET /api/v1/accounts/lookup) as seen with `token`. */
export async function gtsAccountId(
  request: APIRequestContext,
  token: string,
  acct: string,
): Promise<string> {
  return (await gtsGet<{ id: string }>(request, token, `/api/v1/accounts/lookup?acct=${acct}`)).id
}

/**
 * Makes `follower` follow `followee` (tokens of both): POST /api/v1/accounts/:id/follow, and
 * when that leaves a request (start.sh's accounts are locked), the followee authorizes it. Two
 * tests on two workers may do this at once: the request one of them authorizes is then gone
 * for the other (404), which is done once the relationship says "following".
 */
export async function gtsFollow(
  request: APIRequestContext,
  follower: string,
  followee: string,
): Promise<void> {
  const me = await gtsGet<{ id: string; acct: string }>(
    request,
    follower,
    '/api/v1/accounts/verify_credentials',
  )
  const them = await gtsGet<{ acct: string }>(
    request,
    followee,
    '/api/v1/accounts/verify_credentials',
  )
  const id = await gtsAccountId(request, follower, them.acct)
  const answer = await request.post(`${gotosocialURL}/api/v1/accounts/${id}/follow`, {
    headers: { Authorization: `Bearer ${follower}` },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  const relationship = (await answer.json()) as { following: boolean; requested: boolean }
  if (relationship.following || !relationship.requested) return
  const authorized = await request.post(
    `${gotosocialURL}/api/v1/follow_requests/${me.id}/authorize`,
    { headers: { Authorization: `Bearer ${followee}` } },
  )
  if (authorized.status() === 404) {
    const [now] = await gtsGet<{ following: boolean }[]>(
      request,
      follower,
      `/api/v1/accounts/relationships?id[]=${encodeURIComponent(id)}`,
    )
    expect(now?.following, 'the follow request is gone, and no follow either').toBe(true)
    return
  }
  expect(authorized.ok(), await authorized.text()).toBe(true)
}
