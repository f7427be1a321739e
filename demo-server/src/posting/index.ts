/**
 * The demo instance's writing side as one Fastify plugin (issue 5, "Demo instance"): statuses
 * (create, preview, edit, source), media uploads and search. Register on the root instance:
 *
 *   app.register(postingRoutes, { store, now })
 *
 * It is encapsulated: it adds urlencoded and multipart body parsing (files up to UPLOAD_LIMIT
 * bytes) for its own routes only. Needs the auth plugin (auth/index.ts) registered before it.
 */
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { Store } from '../store'
import { UPLOAD_LIMIT } from './limits'
import { registerMediaRoutes } from './media'
import { registerSearchRoutes } from './search'
import { registerStatusWriteRoutes } from './statuses'

/** Plugin options: the shared store and the instance clock. */
export interface PostingRoutesOptions {
  store: Store
  now: () => Date
}

/** Registers the writing routes with their own body parsers. */
export async function postingRoutes(
  app: FastifyInstance,
  opts: PostingRoutesOptions,
): Promise<void> {
  await app.register(formbody)
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1 } })
  registerStatusWriteRoutes(app, opts.store, opts.now)
  registerMediaRoutes(app, opts.store)
  registerSearchRoutes(app, opts.store, opts.now)
}
