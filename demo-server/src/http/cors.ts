/**
 * CORS as a Pleroma answers it: Pleroma plugs CORSPlug into its endpoint, before its static
 * files and its router, configured by `config :cors_plug` in config/config.exs (max_age 86,400 s;
 * methods POST, PUT, DELETE, GET, PATCH, OPTIONS; `Link`, the three `X-RateLimit-*`,
 * `X-Request-Id` and `Idempotency-Key` exposed; credentials true; `Authorization`,
 * `Content-Type` and `Idempotency-Key` allowed) and CORSPlug's default origin `*`. So every
 * answer, whatever its path or status, carries the origin, exposed and credentials headers, and
 * every OPTIONS request (a preflight) is answered 204 with an empty body, the max age and the
 * allowed headers and methods, before any route runs. This is what lets a stand-alone client on
 * another origin use the demo instance, as it uses any real server.
 */
import type { FastifyInstance } from 'fastify'

/** The headers on every answer (CORSPlug's universal headers with Pleroma's configuration). */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'Link,X-RateLimit-Reset,X-RateLimit-Limit,X-RateLimit-Remaining,X-Request-Id,Idempotency-Key',
  'access-control-allow-credentials': 'true',
}

/** The headers a preflight (any OPTIONS request) gets besides CORS_HEADERS. */
export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'access-control-max-age': '86400',
  'access-control-allow-headers': 'Authorization,Content-Type,Idempotency-Key',
  'access-control-allow-methods': 'POST,PUT,DELETE,GET,PATCH,OPTIONS',
}

/** Adds the CORS headers to every answer of `app` and answers every OPTIONS request 204. */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(CORS_HEADERS)
    if (request.method !== 'OPTIONS') return
    return reply.code(204).headers(PREFLIGHT_HEADERS).send()
  })
}
