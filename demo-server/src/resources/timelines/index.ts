/**
 * The timelines resource (PLEROMA-API §5): public and hashtag timelines for everyone; home,
 * direct, list, favourites and bookmarks for the signed-in user.
 */
import type { FastifyInstance } from 'fastify'
import type { ResourceContext } from '../context'
import { registerPersonalTimelines } from './personal'
import { registerPublicTimelines } from './public'

/** Registers the timelines resource. */
export function registerTimelines(app: FastifyInstance, ctx: ResourceContext): void {
  registerPublicTimelines(app, ctx)
  registerPersonalTimelines(app, ctx)
}
