/**
 * Relationship routes of the accounts resource (PLEROMA-API §4): relationships, follow (a
 * request when the target is locked; `reblogs`, `notify`), unfollow, remove_from_followers,
 * block, unblock, mute (`notifications`, `duration` or `expires_in` in seconds), unmute,
 * Pleroma's subscribe and unsubscribe, and the private note (`comment`). Each answers the
 * Relationship of the caller towards the account (404 `Record not found` for an unknown id);
 * the writes are model/operations/relationships.ts.
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../../auth/guard'
import { notFound } from '../../lib/errors'
import { bool, has, integer, list, one, queryParams, requestParams } from '../../http/params'
import type { Params } from '../../http/params'
import { sendJson } from '../../http/reply'
import {
  block,
  mute,
  removeFromFollowers,
  requestFollow,
  requestUnfollow,
  setNote,
  subscribe,
  unblock,
  unmute,
  unsubscribe,
} from '../../model/operations/relationships'
import type { AccountRecord } from '../../model/records'
import type { Store } from '../../model/store'
import { serializeRelationship } from '../../serialize/relationship'
import { actorOf } from '../context'
import type { ResourceContext } from '../context'

type IdParams = { Params: { id: string } }

/** A BooleanLike param when given, else undefined. */
const maybeBool = (params: Params, name: string): boolean | undefined =>
  has(params, name) ? bool(params, name, false) : undefined

/** The account of an `:id` route. @throws ApiError 404 `Record not found` */
export function accountById(store: Store, id: string): AccountRecord {
  const account = store.accounts.get(id)
  if (!account) throw notFound()
  return account
}

/** Registers the relationship routes. */
export function registerRelationships(app: FastifyInstance, { store }: ResourceContext): void {
  const action = (
    path: string,
    scopes: string[],
    act: (me: string, other: AccountRecord, params: Params) => void,
  ) =>
    app.post<IdParams>(path, { preHandler: requireScopes(...scopes) }, (req, reply) => {
      const me = actorOf(req, scopes).id
      const other = accountById(store, req.params.id)
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
  action('/api/v1/accounts/:id/follow', follows, (me, other, params) =>
    requestFollow(store, me, other, {
      reblogs: maybeBool(params, 'reblogs'),
      notify: maybeBool(params, 'notify'),
    }),
  )
  action('/api/v1/accounts/:id/unfollow', follows, (me, other) => requestUnfollow(store, me, other))
  action('/api/v1/accounts/:id/remove_from_followers', follows, (me, other) =>
    removeFromFollowers(store, me, other.id),
  )
  action('/api/v1/pleroma/accounts/:id/subscribe', follows, (me, other) =>
    subscribe(store, me, other),
  )
  action('/api/v1/pleroma/accounts/:id/unsubscribe', follows, (me, other) =>
    unsubscribe(store, me, other.id),
  )
  const blocks = ['follow', 'write:blocks']
  action('/api/v1/accounts/:id/block', blocks, (me, other) => block(store, me, other.id))
  action('/api/v1/accounts/:id/unblock', blocks, (me, other) => unblock(store, me, other.id))
  const mutes = ['follow', 'write:mutes']
  action('/api/v1/accounts/:id/mute', mutes, (me, other, params) => {
    const seconds = has(params, 'duration')
      ? integer(params, 'duration', 0)
      : integer(params, 'expires_in', 0)
    mute(store, me, other.id, bool(params, 'notifications', true), seconds)
  })
  action('/api/v1/accounts/:id/unmute', mutes, (me, other) => unmute(store, me, other.id))
  action('/api/v1/accounts/:id/note', ['follow', 'write:accounts'], (me, other, params) =>
    setNote(store, me, other.id, one(params, 'comment') ?? ''),
  )
}
