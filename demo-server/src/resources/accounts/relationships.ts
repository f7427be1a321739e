/**
 * Relationship routes of the accounts resource (PLEROMA-API §4): relationships, follow (a
 * request when the target is locked), unfollow, block, unblock, mute, unmute. Each answers the
 * Relationship of the caller towards the account; the writes are model/operations/relationships.ts.
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../../auth/guard'
import { notFound } from '../../lib/errors'
import { bool, list, queryParams, requestParams } from '../../http/params'
import type { Params } from '../../http/params'
import { sendJson } from '../../http/reply'
import {
  block,
  mute,
  requestFollow,
  requestUnfollow,
  unblock,
  unmute,
} from '../../model/operations/relationships'
import type { AccountRecord } from '../../model/records'
import { serializeRelationship } from '../../serialize/relationship'
import { actorOf } from '../context'
import type { ResourceContext } from '../context'

type IdParams = { Params: { id: string } }

/** Registers the relationship routes. */
export function registerRelationships(app: FastifyInstance, { store }: ResourceContext): void {
  const target = (id: string) => {
    const account = store.accounts.get(id)
    if (!account) throw notFound()
    return account
  }
  const action = (
    path: string,
    scopes: string[],
    act: (me: string, other: AccountRecord, params: Params) => void,
  ) =>
    app.post<IdParams>(path, { preHandler: requireScopes(...scopes) }, (req, reply) => {
      const me = actorOf(req, scopes).id
      const other = target(req.params.id)
      act(me, other, requestParams(req))
      return sendJson(reply, req, serializeRelationship(store, me, other.id))
    })

  app.get(
    '/api/v1/accounts/relationships',
    { preHandler: requireScopes('read:follows', 'follow') },
    (req, reply) => {
      const me = actorOf(req, ['read:follows', 'follow']).id
      const ids = list(queryParams(req), 'id').filter((id) => store.accounts.has(id))
      return sendJson(
        reply,
        req,
        ids.map((id) => serializeRelationship(store, me, id)),
      )
    },
  )

  const follows = ['follow', 'write:follows']
  action('/api/v1/accounts/:id/follow', follows, (me, other) => requestFollow(store, me, other))
  action('/api/v1/accounts/:id/unfollow', follows, (me, other) => requestUnfollow(store, me, other))
  const blocks = ['follow', 'write:blocks']
  action('/api/v1/accounts/:id/block', blocks, (me, other) => block(store, me, other.id))
  action('/api/v1/accounts/:id/unblock', blocks, (me, other) => unblock(store, me, other.id))
  const mutes = ['follow', 'write:mutes']
  action('/api/v1/accounts/:id/mute', mutes, (me, other, params) =>
    mute(store, me, other.id, bool(params, 'notifications', true)),
  )
  action('/api/v1/accounts/:id/unmute', mutes, (me, other) => unmute(store, me, other.id))
}
