/**
 * The lists resource (PLEROMA-API §9; s2 §7 "Lists"): GET/POST /api/v1/lists, GET/PUT/DELETE
 * /api/v1/lists/:id, GET/POST/DELETE /api/v1/lists/:id/accounts, and the caller's lists holding
 * an account (GET /api/v1/accounts/:id/lists, §4; 404 `Record not found` for an unknown
 * account). A list of someone else answers 404 `List not found`, as an unknown one does. Lists
 * come newest first, at most 50, without paging; members without paging either (Pleroma's
 * answer). The list timeline is in timelines/personal.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireScopes } from '../auth/guard'
import { ApiError, notFound } from '../lib/errors'
import { list, one, requestParams, requireFields } from '../http/params'
import { sendJson } from '../http/reply'
import {
  addListMembers,
  createList,
  deleteList,
  removeListMembers,
  renameList,
} from '../model/operations/lists'
import type { ListRecord } from '../model/records'
import { serializeAccount } from '../serialize/account'
import { serializeList } from '../serialize/list'
import { actorOf } from './context'
import type { ResourceContext } from './context'

type IdParams = { Params: { id: string } }

const READ = ['read:lists']
const WRITE = ['write:lists']

/** Registers the lists routes. */
export function registerLists(app: FastifyInstance, { store }: ResourceContext): void {
  const social = store.social
  const mine = (me: string): ListRecord[] =>
    [...social.lists.values()].filter((l) => l.owner_id === me).reverse()
  /** The caller's list `:id`. @throws ApiError 404 `List not found` */
  const ownList = (req: FastifyRequest<IdParams>, scopes: string[]): ListRecord => {
    const found = social.lists.get(req.params.id)
    if (!found || found.owner_id !== actorOf(req, scopes).id)
      throw new ApiError(404, { error: 'List not found' })
    return found
  }
  /** The `title` of a create or rename. @throws ApiError 400 `Missing field: title.` */
  const titleOf = (req: FastifyRequest): string => {
    const params = requestParams(req)
    requireFields(params, ['title'])
    return one(params, 'title') ?? ''
  }
  const read = { preHandler: requireScopes(...READ) }
  const write = { preHandler: requireScopes(...WRITE) }

  app.get('/api/v1/lists', read, (req, reply) =>
    sendJson(reply, req, mine(actorOf(req, READ).id).slice(0, 50).map(serializeList)),
  )

  app.get<IdParams>('/api/v1/accounts/:id/lists', read, (req, reply) => {
    const me = actorOf(req, READ).id
    if (!store.accounts.has(req.params.id)) throw notFound()
    const holding = mine(me).filter((l) => l.member_ids.has(req.params.id))
    return sendJson(reply, req, holding.map(serializeList))
  })

  app.post('/api/v1/lists', write, (req, reply) => {
    const me = actorOf(req, WRITE).id
    return sendJson(reply, req, serializeList(createList(store, me, titleOf(req))))
  })

  app.get<IdParams>('/api/v1/lists/:id', read, (req, reply) =>
    sendJson(reply, req, serializeList(ownList(req, READ))),
  )

  app.put<IdParams>('/api/v1/lists/:id', write, (req, reply) => {
    const found = ownList(req, WRITE)
    return sendJson(reply, req, serializeList(renameList(found, titleOf(req))))
  })

  app.delete<IdParams>('/api/v1/lists/:id', write, (req, reply) => {
    deleteList(store, ownList(req, WRITE))
    return sendJson(reply, req, {})
  })

  app.get<IdParams>('/api/v1/lists/:id/accounts', read, (req, reply) => {
    const me = actorOf(req, READ).id
    const members = [...ownList(req, READ).member_ids]
      .map((id) => store.accounts.get(id))
      .filter((a) => a !== undefined)
    return sendJson(
      reply,
      req,
      members.map((a) => serializeAccount(store, a, { viewer: me })),
    )
  })

  app.post<IdParams>('/api/v1/lists/:id/accounts', write, (req, reply) => {
    addListMembers(store, ownList(req, WRITE), list(requestParams(req), 'account_ids'))
    return sendJson(reply, req, {})
  })

  app.delete<IdParams>('/api/v1/lists/:id/accounts', write, (req, reply) => {
    removeListMembers(ownList(req, WRITE), list(requestParams(req), 'account_ids'))
    return sendJson(reply, req, {})
  })
}
