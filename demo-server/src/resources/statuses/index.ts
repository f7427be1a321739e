/**
 * The statuses resource (PLEROMA-API §6), every `/api/v1/statuses` route: reads (one, context,
 * favourited_by, reblogged_by, history, source), writes (create, edit, delete) and actions
 * (favourite, reblog, bookmark, pin, conversation mute and their undos).
 */
import type { FastifyInstance } from 'fastify'
import type { ResourceContext } from '../context'
import { registerStatusActions } from './actions'
import { registerStatusReads } from './reads'
import { registerStatusWrites } from './writes'

/** Registers the statuses resource. */
export function registerStatuses(app: FastifyInstance, ctx: ResourceContext): void {
  registerStatusReads(app, ctx)
  registerStatusWrites(app, ctx)
  registerStatusActions(app, ctx)
}
