/**
 * The demo instance's composition root: one Fastify server that is, for the client, a Pleroma
 * server. It makes the clock, seeds the store, registers the sign-in plugin and every resource (resources/index.ts), and serves the built client (SPA fallback with a
 * strict CSP). Used by main.ts and by tests through `inject`. Layout: docs/demo-server.md.
 */
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { authConfig as processAuthConfig } from './auth/config'
import type { AuthConfig } from './auth/config'
import { createAuthState } from './auth/state'
import { apiErrorHandler } from './http/reply'
import { fixedClock, systemClock } from './model/clock'
import type { Store } from './model/store'
import { authRoutes } from './resources/auth/index'
import type { ResourceContext } from './resources/context'
import { registerResources } from './resources/index'
import { startActivity } from './seed/activity'
import { seedBench } from './seed/bench'
import { seed } from './seed/index'
import { seedListsAndAnnouncements } from './seed/lists'
import { seedProfiles } from './seed/profiles'
import { seedSocial } from './seed/social'
import { registerMalformed } from './malformed'

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo instance's in-memory data (model/store.ts). */
    starlingStore: Store
  }
}

/** Options of buildServer. */
export interface ServerOptions {
  /** Add the XSS test data (`--hostile`). */
  hostile?: boolean
  /** Folder of the built client; default ../../client/dist from this file. */
  clientDist?: string
  /** Fixes the instance clock (model/clock.ts: seed, every write, poll expiry; tests); default: real time. */
  now?: Date
  /** Fastify logging (main.ts turns it on). */
  logger?: boolean
  /** Registration and sign-in switches; default: the environment's (auth/config.ts). */
  authConfig?: AuthConfig
  /** Simulated live activity (seed/activity.ts); default off. Stops when the server closes. */
  activity?: boolean
  /** The benchmark reader `bench` with 2,000 statuses in its home (seed/bench.ts); default off. */
  bench?: boolean
  /** Malformed items among the good ones in timelines, conversations and profiles (malformed/). */
  malformed?: boolean
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

/**
 * Builds the server with a freshly seeded store. Returns it not yet listening.
 * The store is exposed as `app.starlingStore` for later features.
 */
export function buildServer(options: ServerOptions = {}): FastifyInstance {
  const clock = options.now ? fixedClock(options.now) : systemClock
  const store = seed({ clock, hostile: options.hostile ?? false })
  seedSocial(store, clock())
  seedProfiles(store, clock())
  seedListsAndAnnouncements(store, clock())
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
  })
  app.decorate('starlingStore', store)
  app.setErrorHandler(apiErrorHandler)
  if (options.malformed) registerMalformed(app)

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'same-origin')
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html') && !reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', HTML_CSP)
    }
    return payload
  })

  const ctx: ResourceContext = {
    store,
    auth: createAuthState(store),
    config: options.authConfig ?? processAuthConfig,
  }
  if (options.bench) seedBench(ctx.auth, clock())
  app.register(authRoutes, { store, config: ctx.config, state: ctx.auth })
  app.register(async (scope) => registerResources(scope, ctx))
  if (options.activity) {
    const stop = startActivity(store)
    app.addHook('onClose', async () => stop())
  }

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
