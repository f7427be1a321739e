/**
 * The accounts resource (PLEROMA-API §4): reads (by id, lookup, statuses, followers,
 * following), relationships, the caller's mutes and blocks, a user's favourites and
 * who-to-follow suggestions, and the caller's profile update (update_credentials). Registration and verify_credentials belong to the sign-in
 * plugin (resources/auth/), search to resources/search.ts.
 */
import type { FastifyInstance } from 'fastify'
import type { ResourceContext } from '../context'
import { registerAccountFavourites } from './favourites'
import { registerAccountReads } from './reads'
import { registerRelationLists } from './relation-lists'
import { registerRelationships } from './relationships'
import { registerSuggestions } from './suggestions'
import { registerUpdateCredentials } from './update-credentials'

/** Registers the accounts resource. */
export function registerAccounts(app: FastifyInstance, ctx: ResourceContext): void {
  registerRelationships(app, ctx)
  registerAccountReads(app, ctx)
  registerAccountFavourites(app, ctx)
  registerSuggestions(app, ctx)
  registerRelationLists(app, ctx)
  registerUpdateCredentials(app, ctx)
}
