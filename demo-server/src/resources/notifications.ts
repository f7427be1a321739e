/**
 * The notifications resource (PLEROMA-API §8): list with `types[]`/`include_types[]`,
 * `exclude_types[]`, paging and Link; one by id; mark read (`id` or `max_id`; answers as 2.6:
 * the notification, or up to 80 marked ones); dismiss; clear.
 * Ids are integers as strings, ordered numerically.
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../auth/guard'
import { ApiError } from '../lib/errors'
import { linkLimit, pageWindow, paginate, setLink } from '../http/paging'
import type { LinkValue } from '../http/paging'
import { list, one, queryParams, requestParams } from '../http/params'
import { sendJson } from '../http/reply'
import {
  clearNotifications,
  dismiss,
  markRead,
  notificationsOf,
} from '../model/operations/notifications'
import { serializeNotification } from '../serialize/notification'
import { actorOf } from './context'
import type { ResourceContext } from './context'

/** Types listed when none are asked for (§8). */
export const DEFAULT_TYPES = [
  'mention',
  'follow',
  'follow_request',
  'reblog',
  'favourite',
  'move',
  'pleroma:emoji_reaction',
  'poll',
  'update',
  'status',
]

/** Registers the notification routes. */
export function registerNotifications(app: FastifyInstance, { store }: ResourceContext): void {
  const read = ['read:notifications']
  const write = ['write:notifications']

  app.get('/api/v1/notifications', { preHandler: requireScopes(...read) }, (req, reply) => {
    const me = actorOf(req, read).id
    const query = queryParams(req)
    const types = list(query, 'types')
    const include = types.length > 0 ? types : list(query, 'include_types')
    const exclude = list(query, 'exclude_types')
    const wanted = include.length > 0 ? include : DEFAULT_TYPES
    const items = notificationsOf(store, me).filter(
      (n) => wanted.includes(n.type) && !exclude.includes(n.type),
    )
    const page = paginate(items, pageWindow(query))
    const params: Record<string, LinkValue> = { limit: linkLimit(query) }
    if (include.length > 0) params[types.length > 0 ? 'types' : 'include_types'] = include
    if (exclude.length > 0) params.exclude_types = exclude
    setLink(req, reply, params, page)
    const now = store.clock()
    const json = page.map((n) => serializeNotification(store, n, now)).filter((n) => n !== null)
    return sendJson(reply, req, json)
  })

  app.get<{ Params: { id: string } }>(
    '/api/v1/notifications/:id',
    { preHandler: requireScopes(...read) },
    (req, reply) => {
      const me = actorOf(req, read).id
      const n = notificationsOf(store, me).find((x) => x.id === req.params.id)
      const json = n ? serializeNotification(store, n, store.clock()) : null
      if (!json) throw new ApiError(403, { error: 'Cannot get notification' })
      return sendJson(reply, req, json)
    },
  )

  app.post(
    '/api/v1/pleroma/notifications/read',
    { preHandler: requireScopes(...write) },
    (req, reply) => {
      const me = actorOf(req, write).id
      const params = requestParams(req)
      const id = one(params, 'id')
      const marked = markRead(store, me, { id, maxId: one(params, 'max_id') })
      const now = store.clock()
      const json = marked.slice(0, 80).map((n) => serializeNotification(store, n, now))
      return sendJson(reply, req, id !== undefined ? json[0] : json.filter((n) => n !== null))
    },
  )

  app.post<{ Params: { id: string } }>(
    '/api/v1/notifications/:id/dismiss',
    { preHandler: requireScopes(...write) },
    (req, reply) => {
      dismiss(store, actorOf(req, write).id, req.params.id)
      return sendJson(reply, req, {})
    },
  )

  app.post('/api/v1/notifications/clear', { preHandler: requireScopes(...write) }, (req, reply) => {
    clearNotifications(store, actorOf(req, write).id)
    return sendJson(reply, req, {})
  })
}
