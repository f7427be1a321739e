/**
 * Announcements (PLEROMA-API §12.3, §12.4; s2 §7 "Domains, reports, announcements").
 *
 * Members: GET /api/v1/announcements (any user token; visitors 403 `Invalid credentials.`) lists
 * the announcements showing now, oldest first, each with `read`; POST
 * /api/v1/announcements/:id/dismiss (write:accounts) marks one read, `{}`, or 404 `Record not
 * found`.
 *
 * Admins (privilege `announcements_manage_announcements`; guard order of §1.2), under
 * /api/v1/pleroma/admin/announcements and its /api/pleroma/admin re-dispatch: GET (admin:read;
 * `limit` default 20, at least 1, `offset`; every announcement, no Link), GET /:id, POST
 * (admin:write; `content` required, `starts_at`/`ends_at` ISO date-times or null, `all_day`),
 * PATCH /:id (the same, each optional), DELETE /:id (`{}`). An unknown id: 404 `Not found`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requirePrivilege, requireScopes } from '../auth/guard'
import { ApiError, notFound } from '../lib/errors'
import {
  bool,
  has,
  integer,
  invalidParam,
  one,
  queryParams,
  requestParams,
  requireFields,
} from '../http/params'
import type { Params } from '../http/params'
import { sendJson } from '../http/reply'
import {
  announcementActive,
  createAnnouncement,
  deleteAnnouncement,
  dismissAnnouncement,
  updateAnnouncement,
} from '../model/operations/announcements'
import type { AnnouncementInput } from '../model/operations/announcements'
import type { AnnouncementRecord } from '../model/records'
import { serializeAdminAnnouncement, serializeAnnouncement } from '../serialize/announcement'
import { actorOf } from './context'
import type { ResourceContext } from './context'

type IdParams = { Params: { id: string } }

const PRIVILEGE = 'announcements_manage_announcements'
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/i

/**
 * A nullable date-time parameter: absent -> undefined, null or empty -> null.
 * @throws ApiError 400 `<name> - Invalid format. Expected :"date-time".` (OpenAPI, §1.5)
 */
function dateParam(params: Params, name: string): Date | null | undefined {
  const value = one(params, name)
  if (value === undefined) return undefined
  if (value === '') return null
  if (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
    throw invalidParam(name, 'Invalid format. Expected :"date-time"')
  return new Date(value)
}

/** The fields an admin sent (absent ones undefined). */
function announcementInput(params: Params): AnnouncementInput {
  return {
    content: one(params, 'content'),
    starts_at: dateParam(params, 'starts_at'),
    ends_at: dateParam(params, 'ends_at'),
    all_day: has(params, 'all_day') ? bool(params, 'all_day', false) : undefined,
  }
}

/**
 * A positive integer parameter with a minimum.
 * @throws ApiError 400 `<name> - <value> is smaller than inclusive minimum <min>.` (OpenAPI)
 */
function atLeast(params: Params, name: string, fallback: number, min: number): number {
  const value = integer(params, name, fallback)
  if (value < min) throw invalidParam(name, `${value} is smaller than inclusive minimum ${min}`)
  return value
}

/** Registers the member and admin announcement routes. */
export function registerAnnouncements(app: FastifyInstance, { store }: ResourceContext): void {
  const social = store.social
  const find = (id: string): AnnouncementRecord | undefined =>
    social.announcements.find((a) => a.id === id)

  app.get('/api/v1/announcements', { preHandler: requireScopes() }, (req, reply) => {
    const me = actorOf(req, []).id
    const now = store.clock()
    const showing = social.announcements.filter((a) => announcementActive(a, now))
    return sendJson(
      reply,
      req,
      showing.map((a) => serializeAnnouncement(store, a, me)),
    )
  })

  app.post<IdParams>(
    '/api/v1/announcements/:id/dismiss',
    { preHandler: requireScopes('write:accounts') },
    (req, reply) => {
      const me = actorOf(req, ['write:accounts']).id
      if (!find(req.params.id)) throw notFound()
      dismissAnnouncement(store, me, req.params.id)
      return sendJson(reply, req, {})
    },
  )

  const read = { preHandler: requirePrivilege(PRIVILEGE, 'admin:read') }
  const write = { preHandler: requirePrivilege(PRIVILEGE, 'admin:write') }
  /** The announcement `:id`. @throws ApiError 404 `Not found` */
  const existing = (req: FastifyRequest<IdParams>): AnnouncementRecord => {
    const found = find(req.params.id)
    if (!found) throw new ApiError(404, { error: 'Not found' })
    return found
  }

  for (const base of ['/api/v1/pleroma/admin/announcements', '/api/pleroma/admin/announcements']) {
    app.get(base, read, (req, reply) => {
      const query = queryParams(req)
      const limit = atLeast(query, 'limit', 20, 1)
      const offset = atLeast(query, 'offset', 0, 0)
      const shown = social.announcements.slice(offset, offset + limit)
      return sendJson(reply, req, shown.map(serializeAdminAnnouncement))
    })

    app.get<IdParams>(`${base}/:id`, read, (req, reply) =>
      sendJson(reply, req, serializeAdminAnnouncement(existing(req))),
    )

    app.post(base, write, (req, reply) => {
      const params = requestParams(req)
      requireFields(params, ['content'])
      const input = announcementInput(params)
      const created = createAnnouncement(store, { ...input, content: input.content ?? '' })
      return sendJson(reply, req, serializeAdminAnnouncement(created))
    })

    app.patch<IdParams>(`${base}/:id`, write, (req, reply) => {
      const found = existing(req)
      const input = announcementInput(requestParams(req))
      return sendJson(
        reply,
        req,
        serializeAdminAnnouncement(updateAnnouncement(store, found, input)),
      )
    })

    app.delete<IdParams>(`${base}/:id`, write, (req, reply) => {
      deleteAnnouncement(store, existing(req))
      return sendJson(reply, req, {})
    })
  }
}
