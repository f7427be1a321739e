/**
 * The follow requests resource (PLEROMA-API §4): the caller's pending requests, and
 * authorize/reject (by id or nickname), answering the Relationship towards the requester.
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../auth/guard'
import { sendJson } from '../http/reply'
import { settleFollowRequest } from '../model/operations/relationships'
import { findAccount } from '../model/store'
import { serializeAccount } from '../serialize/account'
import { serializeRelationship } from '../serialize/relationship'
import { actorOf } from './context'
import type { ResourceContext } from './context'

/** Registers the follow request routes. */
export function registerFollowRequests(app: FastifyInstance, { store }: ResourceContext): void {
  const scopes = ['read:follows', 'follow']
  app.get('/api/v1/follow_requests', { preHandler: requireScopes(...scopes) }, (req, reply) => {
    const me = actorOf(req, scopes).id
    const accounts = (store.social.followRequests.get(me) ?? [])
      .map((id) => store.accounts.get(id))
      .filter((a) => a !== undefined)
    return sendJson(
      reply,
      req,
      accounts.map((a) => serializeAccount(store, a)),
    )
  })

  const write = ['follow', 'write:follows']
  const settle = (path: string, accept: boolean) =>
    app.post<{ Params: { id: string } }>(
      path,
      { preHandler: requireScopes(...write) },
      (req, reply) => {
        const me = actorOf(req, write).id
        const requester = findAccount(store, req.params.id)
        settleFollowRequest(store, me, requester, accept)
        return sendJson(reply, req, serializeRelationship(store, me, requester?.id ?? ''))
      },
    )
  settle('/api/v1/follow_requests/:id/authorize', true)
  settle('/api/v1/follow_requests/:id/reject', false)
}
