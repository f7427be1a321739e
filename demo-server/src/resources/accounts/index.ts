/**
 * The accounts resource (PLEROMA-API §4): reads (by id, lookup, statuses, followers,
 * following) and relationships. Registration and verify_credentials belong to the sign-in
 * plugin (resources/auth/), search to resources/search.ts.
 */
import type { FastifyInstance } from 'fastify'
import type { ResourceContext } from '../context'
import { registerAccountReads } from './reads'
import { registerRelationships } from './relationships'

/** Registers the accounts resource. */
export function registerAccounts(app: FastifyInstance, ctx: ResourceContext): void {
  registerRelationships(app, ctx)
  registerAccountReads(app, ctx)
}
