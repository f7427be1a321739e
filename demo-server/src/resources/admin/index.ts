/**
 * The admin API (PLEROMA-API §14) the client uses: users (tags, delete, permission groups,
 * activation) and reports. Admin announcements live with the member ones (announcements.ts).
 */
import type { FastifyInstance } from 'fastify'
import type { ResourceContext } from '../context'
import { registerAdminReports } from './reports'
import { registerAdminUsers } from './users'

/** Registers the admin routes. */
export function registerAdmin(app: FastifyInstance, ctx: ResourceContext): void {
  registerAdminUsers(app, ctx)
  registerAdminReports(app, ctx)
}
