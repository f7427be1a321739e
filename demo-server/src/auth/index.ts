/**
 * The demo instance's sign-in side as one Fastify plugin. Register it on the ROOT instance after
 * seeding the store:
 *
 *   import { authRoutes } from './auth/index'
 *   app.register(authRoutes, { store })
 *
 * It is not encapsulated (Fastify's `skip-override`), so `app.starlingAuth` is visible to every
 * route, and other routes guard themselves with `requireScopes(...)` / `authenticate(request,
 * scopes)` and personalise with `currentUser(request)` (see guard.ts). Routes: PLEROMA-API §2.9,
 * §3.1–§3.5, §3.7, §4 (verify_credentials) and §4.1 (registration).
 */
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import { sendJson } from '../http/reply'
import type { FastifyInstance } from 'fastify'
import type { Store } from '../store'
import { registerAuthorizeRoutes } from './authorize'
import { registerCaptchaRoutes } from './captcha'
import { authConfig, type AuthConfig } from './config'
import { AuthError, authenticate } from './guard'
import { registerOAuthRoutes } from './oauth'
import { registerPasswordResetRoute } from './password-reset'
import { registerRegistrationRoute } from './register'
import { selfAccount } from './self-account'
import { createAuthState, type AuthState } from './state'

export { authConfig, authConfigFromEnv, type AuthConfig } from './config'
export {
  AuthError,
  authenticate,
  currentUser,
  requireScopes,
  resolveAuth,
  type AuthContext,
} from './guard'
export {
  createAuthState,
  CAROL_RECOVERY_CODES,
  CAROL_TOTP_SECRET,
  DEMO_PASSWORD,
  type AuthState,
} from './state'
export { findToken, revokeToken } from './tokens'

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
 * multipart body parsing inside its own routes when the server has none.
 */
export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): Promise<void> {
  const state = opts.state ?? createAuthState(opts.store)
  const config = opts.config ?? authConfig
  app.decorate('starlingAuth', state)
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded'))
      await scope.register(formbody)
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(multipart, { attachFieldsToBody: 'keyValues' })
    }
    registerOAuthRoutes(scope, state)
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
