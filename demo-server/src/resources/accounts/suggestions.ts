/**
 * Who to follow (`GET /api/v1/suggestions`, scope `read`; PLEROMA-API §4): an array of
 * Accounts, no paging. A stock Pleroma answers `[]` here; the demo, like an instance with
 * suggestions enabled, suggests the local accounts the viewer neither follows nor asked to
 * follow, blocks or mutes (not itself, deactivated or moved accounts), oldest first.
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../../auth/guard'
import { sendJson } from '../../http/reply'
import { blockedEitherWay, follows, mutes } from '../../model/rules'
import { serializeAccount } from '../../serialize/account'
import { actorOf } from '../context'
import type { ResourceContext } from '../context'

/** At most this many suggestions (Mastodon's default `limit`). */
const SUGGESTIONS = 40

/** Registers the suggestions route. */
export function registerSuggestions(app: FastifyInstance, { store }: ResourceContext): void {
  app.get('/api/v1/suggestions', { preHandler: requireScopes('read') }, (req, reply) => {
    const me = actorOf(req, ['read']).id
    const asked = (id: string) => (store.social.followRequests.get(id) ?? []).includes(me)
    const people = [...store.accounts.values()].filter(
      (a) =>
        a.host === null &&
        a.id !== me &&
        !a.deactivated &&
        a.moved_to_id === null &&
        !follows(store, me, a.id) &&
        !asked(a.id) &&
        !blockedEitherWay(store, me, a.id) &&
        !mutes(store, me, a.id),
    )
    people.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    return sendJson(
      reply,
      req,
      people.slice(0, SUGGESTIONS).map((a) => serializeAccount(store, a, { viewer: me })),
    )
  })
}
