/**
 * The demo instance's social side (issues 4 and 6): timelines for the token's user, status
 * actions, reactions, polls, relationships, follow requests, notifications and the streaming
 * socket. `registerSocialRoutes` adds them all to a server over a seeded store.
 */
import formbody from '@fastify/formbody'
import type { FastifyInstance } from 'fastify'
import type { Store } from '../store'
import type { Clock } from './context'
import { registerNotificationRoutes } from './notification-routes'
import { registerReactionAndPollRoutes } from './reactions-polls'
import { registerRelationshipRoutes } from './relationships'
import { registerStatusActions } from './status-actions'
import { registerStreaming } from './streaming'
import { registerTimelineRoutes } from './timelines'

export { notify, statusCreated, statusDeleted, statusUpdated } from './events'
export { seedSocial } from './seed'

/** Options of the social routes: the clock, and whether test hooks are served (read per call). */
export interface SocialOptions {
  now: Clock
  testHooks: () => boolean
}

/**
 * Registers every social route (a Fastify plugin body; await it or `app.register` it). Bodies may
 * be JSON or url-encoded forms (as Pleroma-FE and Starling send them); the form parser is added
 * to this scope when the server has none.
 */
export async function registerSocialRoutes(
  app: FastifyInstance,
  store: Store,
  options: SocialOptions,
): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody)
  registerStatusActions(app, store, options.now)
  registerReactionAndPollRoutes(app, store, options.now)
  registerTimelineRoutes(app, store, options.now)
  registerRelationshipRoutes(app, store)
  registerNotificationRoutes(app, store, options.now)
  await registerStreaming(app, store, { testHooks: options.testHooks })
}
