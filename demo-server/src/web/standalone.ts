/**
 * Stand-alone mode (issue 13; `--standalone`, STARLING_STANDALONE=1): the client build served as
 * a plain static host serves it, with no instance behind it. Only the build and its SPA fallback,
 * under STANDALONE_CSP; every instance path (`/api`, `/oauth`, `/nodeinfo`, `/.well-known`,
 * `/static`...) and every other method answers 404 `{"error":"Not found"}`, so the client finds
 * that its page origin is no instance and asks which server to use.
 */
import Fastify from 'fastify'
import type { FastifyInstance } from 'fastify'
import { DEFAULT_DIST, STANDALONE_CSP, serveClient } from './client'

/** Options of buildStandaloneServer. */
export interface StandaloneOptions {
  /** Folder of the built client; default client/dist. */
  clientDist?: string
  /** Fastify logging. */
  logger?: boolean
}

/** Builds the stand-alone server, not yet listening. */
export function buildStandaloneServer(options: StandaloneOptions = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false })
  serveClient(app, {
    dist: options.clientDist ?? DEFAULT_DIST,
    csp: STANDALONE_CSP,
    notFound: (_req, reply) => reply.code(404).send({ error: 'Not found' }),
  })
  return app
}
