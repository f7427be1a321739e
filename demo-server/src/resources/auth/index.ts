/**
 * The sign-in resource as one Fastify plugin. Register it on the ROOT instance after seeding the
 * store:
 *
 *   import { authRoutes } from './resources/auth/index'
 *   app.register(authRoutes, { store })
 *
 * It is not encapsulated (Fastify's `skip-override`), so `app.starlingAuth` is visible to every
 * route, and other routes guard themselves with `requireScopes(...)` / `authenticate(request,
 * scopes)` and personalise with `currentUser(request)` (auth/guard.ts). Routes: PLEROMA-API §2.9,
 * §3.1–§3.5, §3.7, §4 (verify_credentials) and §4.1 (registration).
 */
import type { FastifyInstance } from 'fastify'
import { authConfig, type AuthConfig } from '../../auth/config'
import { AuthError, authenticate } from '../../auth/guard'
import { createAuthState, type AuthState } from '../../auth/state'
import { bodyParsers } from '../../http/body-parsers'
import { sendJson } from '../../http/reply'
import { UPLOAD_LIMIT } from '../../model/limits'
import type { Store } from '../../model/store'
import { selfAccount } from '../../serialize/self-account'
import { registerAuthorizeRoutes } from './authorize'
import { registerCaptchaRoutes } from './captcha'
import { registerOAuthRoutes } from './oauth'
import { registerPasswordResetRoute } from './password-reset'
import { registerRegistrationRoute } from './register'

/** Plugin options: the shared store; optionally switches and a prepared state (tests). */
export interface AuthRoutesOptions {
  store: Store
  /** Defaults to the process-wide `authConfig` (environment switches). */
  config?: AuthConfig
  /** Defaults to `createAuthState(store)`. */
  state?: AuthState
}

/**
 * Registers every auth route and decorates the root instance with `starlingAuth`. Adds form and
 * multipart body parsing inside its own routes when the server has none (a test server).
 */
export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): Promise<void> {
  const state = opts.state ?? createAuthState(opts.store)
  const config = opts.config ?? authConfig
  app.decorate('starlingAuth', state)
  await app.register(async (scope) => {
    await scope.register(bodyParsers, { fileSize: UPLOAD_LIMIT })
    registerOAuthRoutes(scope, state, config)
    registerAuthorizeRoutes(scope, state)
    registerCaptchaRoutes(scope, state, config)
    registerRegistrationRoute(scope, state, config)
    registerPasswordResetRoute(scope, state)
    scope.get('/api/v1/accounts/verify_credentials', async (request, reply) => {
      try {
        const auth = authenticate(request, ['read:accounts'])
        if (!auth.account || !auth.creds) throw new AuthError(403, 'Invalid credentials.')
        return sendJson(reply, request, selfAccount(state, auth.account, auth.creds))
      } catch (error) {
        if (!(error instanceof AuthError)) throw error
        return reply.code(error.statusCode).send(error.body)
      }
    })
  })
}

Object.defineProperty(authRoutes, Symbol.for('skip-override'), { value: true })
Object.defineProperty(authRoutes, Symbol.for('fastify.display-name'), { value: 'starling-auth' })
