/**
 * The caller's mutes and blocks (PLEROMA-API §4): `GET /api/v1/mutes` (follow | read:mutes;
 * each account with a top-level `mute_expires_at`, an ISO date or null) and `GET /api/v1/blocks`
 * (follow | read:blocks), paged by the listed account's id with a Link header (§1.9) and
 * `with_relationships`.
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../../auth/guard'
import { isoDate } from '../../lib/dates'
import type { AccountRecord } from '../../model/records'
import { mutes } from '../../model/rules'
import { actorOf } from '../context'
import type { ResourceContext } from '../context'
import { sendAccountPage } from './render'

/** Registers the mutes and blocks lists. */
export function registerRelationLists(app: FastifyInstance, { store }: ResourceContext): void {
  const listed = (ids: Iterable<string>, keep: (id: string) => boolean) =>
    [...ids]
      .filter(keep)
      .map((id) => store.accounts.get(id))
      .filter((a): a is AccountRecord => a !== undefined)
      .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))

  const muteScopes = ['follow', 'read:mutes']
  app.get('/api/v1/mutes', { preHandler: requireScopes(...muteScopes) }, (req, reply) => {
    const me = actorOf(req, muteScopes).id
    const muted = listed(store.social.mutes.get(me)?.keys() ?? [], (id) => mutes(store, me, id))
    const ends = store.social.muteEnds.get(me)
    return sendAccountPage(req, reply, store, muted, me, (a) => {
      const end = ends?.get(a.id)
      return { mute_expires_at: end ? isoDate(end) : null }
    })
  })

  const blockScopes = ['follow', 'read:blocks']
  app.get('/api/v1/blocks', { preHandler: requireScopes(...blockScopes) }, (req, reply) => {
    const me = actorOf(req, blockScopes).id
    const blocked = listed(store.social.blocks.get(me) ?? [], () => true)
    return sendAccountPage(req, reply, store, blocked, me)
  })
}
