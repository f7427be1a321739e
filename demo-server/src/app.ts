/**
 * The demo instance's composition root: one Fastify server that is, for the client, a Pleroma
 * server. It makes the clock, seeds the store, compresses answers (gzip, as Pleroma's nginx
 * set-up), answers CORS as Pleroma does (http/cors.ts),
 * registers the sign-in plugin and every resource (resources/index.ts), and serves the built
 * client (web/client.ts: SPA fallback with a strict CSP and, as Pleroma, the start-up answers
 * embedded in the page). Used by main.ts and by tests through `inject`. Layout:
 * docs/demo-server.md.
 */
import fastifyCompress from '@fastify/compress'
import Fastify from 'fastify'
import type { FastifyInstance } from 'fastify'
import { authConfig as processAuthConfig } from './auth/config'
import type { AuthConfig } from './auth/config'
import { createAuthState } from './auth/state'
import { registerCors } from './http/cors'
import { apiErrorHandler } from './http/reply'
import { fixedClock, systemClock } from './model/clock'
import type { Store } from './model/store'
import { authRoutes } from './resources/auth/index'
import type { ResourceContext } from './resources/context'
import { registerResources } from './resources/index'
import { startupAnswers } from './resources/instance/index'
import { startActivity } from './seed/activity'
import { seedBench } from './seed/bench'
import { seedChats } from './seed/chats'
import { seed } from './seed/index'
import { seedListsAndAnnouncements } from './seed/lists'
import { seedProfiles } from './seed/profiles'
import { seedSocial } from './seed/social'
import { registerMalformed } from './malformed'
import { startShoutActivity } from './socket/phoenix-activity'
import { DEFAULT_DIST, HTML_CSP, serveClient } from './web/client'

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
  /** Folder of the built client; default client/dist (web/client.ts). */
  clientDist?: string
  /** Fixes the instance clock (model/clock.ts: seed, every write, poll expiry; tests); default: real time. */
  now?: Date
  /** Fastify logging (main.ts turns it on). */
  logger?: boolean
  /** Registration and sign-in switches; default: the environment's (auth/config.ts). */
  authConfig?: AuthConfig
  /**
   * Simulated live activity (seed/activity.ts, socket/phoenix-activity.ts: posts, reactions,
   * shouts); default off. Stops when the server closes.
   */
  activity?: boolean
  /** The benchmark reader `bench` with 2,000 statuses in its home (seed/bench.ts); default off. */
  bench?: boolean
  /** Malformed items among the good ones in timelines, conversations and profiles (malformed/). */
  malformed?: boolean
}

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
  seedChats(store, clock(), options.hostile ?? false)
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
  })
  app.decorate('starlingStore', store)
  // gzip as a Pleroma behind its documented nginx set-up (gzip on for HTML, JS, CSS and JSON).
  app.register(fastifyCompress, { encodings: ['gzip'] })
  registerCors(app)
  app.setErrorHandler(apiErrorHandler)
  if (options.malformed) registerMalformed(app)

  const ctx: ResourceContext = {
    store,
    auth: createAuthState(store),
    config: options.authConfig ?? processAuthConfig,
  }
  if (options.bench) seedBench(ctx.auth, clock())
  app.register(authRoutes, { store, config: ctx.config, state: ctx.auth })
  app.register(async (scope) => registerResources(scope, ctx))
  if (options.activity) {
    const stops = [startActivity(store), startShoutActivity(store)]
    app.addHook('onClose', async () => stops.forEach((stop) => stop()))
  }

  serveClient(app, {
    dist: options.clientDist ?? DEFAULT_DIST,
    csp: HTML_CSP,
    initialResults: (request) => startupAnswers(ctx, request),
    notFound: (req, reply) => {
      const path = req.url.split('?')[0] ?? '/'
      const api = path === '/api' || path.startsWith('/api/')
      return api && req.method === 'GET'
        ? reply.code(404).send({ error: 'Not implemented' })
        : reply.code(404).send({ errors: { detail: 'Page not found' } })
    },
  })
  return app
}
