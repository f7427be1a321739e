/**
 * The lists resource (PLEROMA-API §9, minimal): GET/POST /api/v1/lists,
 * GET/POST /api/v1/lists/:id/accounts, and the caller's lists holding an account
 * (GET /api/v1/accounts/:id/lists, §4; 404 `Record not found` for an unknown account). The list
 * timeline is in timelines/.
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../auth/guard'
import { ApiError, notFound } from '../lib/errors'
import { invalidParam, list, one, requestParams } from '../http/params'
import { sendJson } from '../http/reply'
import { addListMembers, createList } from '../model/operations/lists'
import { serializeAccount } from '../serialize/account'
import { actorOf } from './context'
import type { ResourceContext } from './context'

type IdParams = { Params: { id: string } }

const listJson = (l: { id: string; title: string }) => ({ id: l.id, title: l.title })

/** Registers the lists routes. */
export function registerLists(app: FastifyInstance, { store }: ResourceContext): void {
  const social = store.social
  const ownList = (me: string, id: string) => {
    const found = social.lists.get(id)
    if (!found || found.owner_id !== me) throw new ApiError(404, { error: 'List not found' })
    return found
  }

  app.get('/api/v1/lists', { preHandler: requireScopes('read:lists') }, (req, reply) => {
    const me = actorOf(req, ['read:lists']).id
    const mine = [...social.lists.values()].filter((l) => l.owner_id === me).reverse()
    return sendJson(reply, req, mine.slice(0, 50).map(listJson))
  })

  app.get<IdParams>(
    '/api/v1/accounts/:id/lists',
    { preHandler: requireScopes('read:lists') },
    (req, reply) => {
      const me = actorOf(req, ['read:lists']).id
      if (!store.accounts.has(req.params.id)) throw notFound()
      const holding = [...social.lists.values()].filter(
        (l) => l.owner_id === me && l.member_ids.has(req.params.id),
      )
      return sendJson(reply, req, holding.reverse().map(listJson))
    },
  )

  app.post('/api/v1/lists', { preHandler: requireScopes('write:lists') }, (req, reply) => {
    const me = actorOf(req, ['write:lists']).id
    const title = one(requestParams(req), 'title')
    if (title === undefined) throw invalidParam('title', 'Missing field: title')
    return sendJson(reply, req, listJson(createList(store, me, title)))
  })

  app.get<IdParams>(
    '/api/v1/lists/:id/accounts',
    { preHandler: requireScopes('read:lists') },
    (req, reply) => {
      const found = ownList(actorOf(req, ['read:lists']).id, req.params.id)
      const members = [...found.member_ids]
        .map((id) => store.accounts.get(id))
        .filter((a) => a !== undefined)
      return sendJson(
        reply,
        req,
        members.map((a) => serializeAccount(store, a)),
      )
    },
  )

  app.post<IdParams>(
    '/api/v1/lists/:id/accounts',
    { preHandler: requireScopes('write:lists') },
    (req, reply) => {
      const found = ownList(actorOf(req, ['write:lists']).id, req.params.id)
      addListMembers(store, found, list(requestParams(req), 'account_ids'))
      return sendJson(reply, req, {})
    },
  )
}
