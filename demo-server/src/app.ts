/**
 * The demo instance: one Fastify server that is, for the client, a Pleroma server. It serves
 * the start-up documents, public reads, seeded media, and the built client (SPA fallback with
 * a strict CSP). Used by main.ts and by tests through `inject`.
 */
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authConfig as processAuthConfig, authRoutes, createAuthState } from './auth/index'
import type { AuthConfig } from './auth/index'
import { postingRoutes } from './posting/index'
import { registerFileRoutes } from './routes/files'
import { registerReadRoutes } from './routes/reads'
import { registerStartupRoutes } from './routes/startup'
import { seedBench } from './seed/bench'
import { seed } from './seed/index'
import { startActivity } from './social/activity'
import { registerSocialRoutes, seedSocial } from './social/index'
import type { Store } from './store'
import { registerMalformed } from './malformed'

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo instance's in-memory data (see store.ts). */
    starlingStore: Store
  }
}

/** Options of buildServer. */
export interface ServerOptions {
  /** Add the XSS test data (`--hostile`). */
  hostile?: boolean
  /** Folder of the built client; default ../../client/dist from this file. */
  clientDist?: string
  /** Fixes the clock of the seed and of poll expiry (tests); default: real time. */
  now?: Date
  /** Fastify logging (main.ts turns it on). */
  logger?: boolean
  /** Registration and sign-in switches; default: the environment's (auth/config.ts). */
  authConfig?: AuthConfig
  /** Simulated live activity (social/activity.ts); default off. Stops when the server closes. */
  activity?: boolean
  /** The benchmark reader `bench` with 2,000 statuses in its home (seed/bench.ts); default off. */
  bench?: boolean
}

/** The CSP of the app's HTML (no inline scripts or styles). */
export const HTML_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' https:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** Path prefixes that never fall back to index.html. */
export const NON_APP_PREFIXES = [
  '/api',
  '/oauth',
  '/nodeinfo',
  '/.well-known',
  '/static',
  '/media',
  '/emoji',
  '/instance',
  '/auth',
  '/socket',
  '/main/ostatus',
  '/proxy',
]

const DEFAULT_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../client/dist')

const isAppPath = (path: string): boolean =>
  !NON_APP_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`))

/** Maps thrown errors to Pleroma's bodies (PLEROMA-API §1.4). */
function errorHandler(
  error: FastifyError & { body?: unknown },
  _req: FastifyRequest,
  reply: FastifyReply,
) {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500
  if (error.body !== undefined) return reply.code(status).send(error.body)
  if (status >= 500) {
    console.error(error)
    return reply.code(500).send({ errors: { detail: 'Internal server error' } })
  }
  return reply
    .code(status)
    .send({ errors: { detail: status === 413 ? 'Request Entity Too Large' : 'Bad Request' } })
}

/**
 * Builds the server with a freshly seeded store. Returns it not yet listening.
 * The store is exposed as `app.starlingStore` for later features.
 */
export function buildServer(options: ServerOptions = {}): FastifyInstance {
  const fixedNow = options.now
  const now = () => fixedNow ?? new Date()
  const store = seed({ now: now(), hostile: options.hostile ?? false })
  seedSocial(store, now())
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
  })
  app.decorate('starlingStore', store)
  app.setErrorHandler(errorHandler)
  if (process.env.STARLING_MALFORMED === '1') registerMalformed(app)

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'same-origin')
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html') && !reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', HTML_CSP)
    }
    return payload
  })

  const switches = options.authConfig ?? processAuthConfig
  const authState = createAuthState(store)
  if (options.bench) seedBench(authState, now())
  app.register(authRoutes, { store, config: switches, state: authState })
  registerStartupRoutes(app, store, switches)
  registerReadRoutes(app, store, now)
  app.register(async (scope) =>
    registerSocialRoutes(scope, store, { now, testHooks: () => switches.testHooks }),
  )
  if (options.activity) {
    const stop = startActivity(store)
    app.addHook('onClose', async () => stop())
  }
  app.register(postingRoutes, { store, now })
  registerFileRoutes(app, store)

  const dist = options.clientDist ?? DEFAULT_DIST
  const hasClient = existsSync(resolve(dist, 'index.html'))
  if (hasClient) {
    // wildcard: files are looked up on each request, so a rebuilt client is served without a restart;
    // a missing file falls through to the not-found handler below (SPA fallback or JSON 404).
    app.register(fastifyStatic, { root: dist, wildcard: true, index: false })
  }
  const sendApp = (reply: FastifyReply) =>
    hasClient
      ? reply.header('Cache-Control', 'no-cache').sendFile('index.html')
      : reply
          .type('text/plain; charset=utf-8')
          .send(
            'The Starling client is not built yet. Run `npm run build`, then restart the server.\n',
          )
  app.get('/', (_req, reply) => sendApp(reply))

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/'
    if (req.method === 'OPTIONS') return reply.code(204).send()
    if (path.startsWith('/api/') || path === '/api') {
      return reply
        .code(404)
        .send(
          req.method === 'GET'
            ? { error: 'Not implemented' }
            : { errors: { detail: 'Page not found' } },
        )
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && isAppPath(path)) return sendApp(reply)
    return reply.code(404).send({ errors: { detail: 'Page not found' } })
  })
  return app
}
