/**
 * Notification routes (PLEROMA-API §8): list with `types[]`/`include_types[]`,
 * `exclude_types[]`, paging and Link; one by id; mark read (`id` or `max_id`; answers as 2.6:
 * the notification, or up to 80 marked ones); dismiss; clear.
 * Ids are integers as strings, ordered numerically.
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../auth/guard'
import { compareIds } from '../ids'
import { linkHeader, pageWindow, paginate } from '../http/paging'
import type { LinkValue } from '../http/paging'
import { many, one } from '../http/params'
import type { Query } from '../http/params'
import { ApiError, fillOrigin, originOf, sendJson } from '../http/reply'
import type { Store } from '../store'
import { actorOf } from './context'
import type { Clock } from './context'
import { serializeNotification } from './notifications-view'
import { blockedEitherWay } from './rules'
import type { NotificationRecord } from './state'

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
export function registerNotificationRoutes(app: FastifyInstance, store: Store, now: Clock): void {
  const social = store.social
  const mine = (me: string): NotificationRecord[] =>
    social.notifications
      .filter((n) => n.account_id === me && !blockedEitherWay(store, me, n.from_id))
      .reverse()
  const read = ['read:notifications']
  const write = ['write:notifications']

  app.get('/api/v1/notifications', { preHandler: requireScopes(...read) }, (req, reply) => {
    const me = actorOf(req, read).id
    const query = req.query as Query
    const types = many(query, 'types')
    const include = types.length > 0 ? types : many(query, 'include_types')
    const exclude = many(query, 'exclude_types')
    const wanted = include.length > 0 ? include : DEFAULT_TYPES
    const items = mine(me).filter((n) => wanted.includes(n.type) && !exclude.includes(n.type))
    const page = paginate(items, pageWindow(query))
    const params: Record<string, LinkValue> = {
      limit: Math.min(Number(one(query, 'limit') || 20), 40),
    }
    if (include.length > 0) params[types.length > 0 ? 'types' : 'include_types'] = include
    if (exclude.length > 0) params.exclude_types = exclude
    const link = linkHeader(`${originOf(req)}${req.url.split('?')[0] ?? ''}`, params, page)
    if (link) reply.header('Link', fillOrigin(link, req))
    const json = page.map((n) => serializeNotification(store, n, now())).filter((n) => n !== null)
    return sendJson(reply, req, json)
  })

  app.get<{ Params: { id: string } }>(
    '/api/v1/notifications/:id',
    { preHandler: requireScopes(...read) },
    (req, reply) => {
      const me = actorOf(req, read).id
      const n = mine(me).find((x) => x.id === req.params.id)
      const json = n ? serializeNotification(store, n, now()) : null
      if (!json) throw new ApiError(403, { error: 'Cannot get notification' })
      return sendJson(reply, req, json)
    },
  )

  app.post(
    '/api/v1/pleroma/notifications/read',
    { preHandler: requireScopes(...write) },
    (req, reply) => {
      const me = actorOf(req, write).id
      const body = { ...(req.query as Query), ...((req.body ?? {}) as Query) }
      const id = one(body, 'id')
      const maxId = one(body, 'max_id')
      if (id === undefined && maxId === undefined)
        throw new ApiError(400, { errors: { detail: 'Bad Request' } })
      const marked = mine(me).filter((n) =>
        id !== undefined ? n.id === id : compareIds(n.id, maxId ?? '') <= 0,
      )
      if (id !== undefined && marked.length === 0)
        throw new ApiError(400, { error: 'Cannot get notification' })
      for (const n of marked) n.seen = true
      const json = marked.slice(0, 80).map((n) => serializeNotification(store, n, now()))
      return sendJson(reply, req, id !== undefined ? json[0] : json.filter((n) => n !== null))
    },
  )

  app.post<{ Params: { id: string } }>(
    '/api/v1/notifications/:id/dismiss',
    { preHandler: requireScopes(...write) },
    (req, reply) => {
      const me = actorOf(req, write).id
      const n = social.notifications.find((x) => x.id === req.params.id && x.account_id === me)
      if (!n) throw new ApiError(403, { error: 'Cannot dismiss notification' })
      social.notifications = social.notifications.filter((x) => x !== n)
      return sendJson(reply, req, {})
    },
  )

  app.post('/api/v1/notifications/clear', { preHandler: requireScopes(...write) }, (req, reply) => {
    const me = actorOf(req, write).id
    social.notifications = social.notifications.filter((n) => n.account_id !== me)
    return sendJson(reply, req, {})
  })
}
