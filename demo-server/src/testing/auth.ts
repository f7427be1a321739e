/**
 * Test support for the auth suites (not a test file): a Fastify server with only the auth
 * plugin over an empty store, one example write route, and shortcuts for form posts and tokens.
 */
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify'
import { createStore, type Store } from '../model/store'
import type { AuthConfig } from '../auth/config'
import { requireScopes } from '../auth/guard'
import { apiErrorHandler } from '../http/reply'
import { authRoutes } from '../resources/auth/index'
import { createAuthState, type AuthState } from '../auth/state'

/** Redirect URI the test app registers. */
export const REDIRECT_URI = 'http://localhost:5173/oauth-callback'

/** A test server and its auth state. */
export interface TestServer {
  app: FastifyInstance
  state: AuthState
  config: AuthConfig
}

/**
 * Builds a server with default switches (open, captcha on, test hooks on) unless overridden,
 * over `store` (default: an empty store, so the auth plugin creates the demo accounts itself).
 */
export async function buildServer(
  overrides: Partial<AuthConfig> = {},
  store: Store = createStore(),
): Promise<TestServer> {
  const config: AuthConfig = {
    registrationsOpen: true,
    approvalRequired: false,
    activationRequired: false,
    captchaEnabled: true,
    testHooks: true,
    privateInstance: false,
    webPush: true,
    ...overrides,
  }
  const state = createAuthState(store)
  const app = Fastify()
  app.setErrorHandler(apiErrorHandler)
  await app.register(authRoutes, { store, config, state })
  app.post('/api/v1/example/write', { preHandler: requireScopes('write:statuses') }, async () => ({
    ok: true,
  }))
  await app.ready()
  return { app, state, config }
}

/** POSTs `fields` as `application/x-www-form-urlencoded`. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v)
  }
  return app.inject({
    method: 'POST',
    url,
    payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })
}

/** Registers an OAuth app with every scope the client asks for; returns its credentials. */
export async function createApp(
  app: FastifyInstance,
  scopes = 'read write follow push admin',
): Promise<{ client_id: string; client_secret: string }> {
  const res = await postForm(app, '/api/v1/apps', {
    client_name: 'Starling',
    redirect_uris: REDIRECT_URI,
    scopes,
  })
  return res.json()
}

/** Password grant; returns the raw response. */
export async function passwordGrant(
  app: FastifyInstance,
  client: { client_id: string; client_secret: string },
  username: string,
  password: string,
  scope?: string,
): Promise<LightMyRequestResponse> {
  return postForm(app, '/oauth/token', {
    ...client,
    grant_type: 'password',
    username,
    password,
    ...(scope ? { scope } : {}),
  })
}

/** A bearer header for a token. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` }
}
