/**
 * Signed-in timelines (PLEROMA-API §5): home, direct, list, favourites and bookmarks, with the
 * lists they need (§9, minimal: GET/POST /api/v1/lists, GET/POST /api/v1/lists/:id/accounts).
 * Each honours visibility, mutes and blocks for the token's user; home also `reply_visibility`,
 * `with_muted`, `only_media`, `exclude_replies`. Link headers as §1.9 (favourites keyed by like
 * id, bookmarks by bookmark row id).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requireScopes } from '../auth/guard'
import { linkHeader, pageWindow, paginate } from '../http/paging'
import type { LinkValue } from '../http/paging'
import { boolLike, invalidParam, many, one } from '../http/params'
import type { Query } from '../http/params'
import { ApiError, fillOrigin, originOf, sendJson } from '../http/reply'
import { serializeAccount } from '../serialize/account'
import { serializeStatus } from '../serialize/status'
import type { StatusRecord, Store } from '../store'
import { actorOf } from './context'
import type { Clock } from './context'
import {
  canSee,
  follows,
  hiddenByRelations,
  inHome,
  originalOf,
  passesReplyVisibility,
  threadMuted,
} from './rules'
import type { ReplyVisibility } from './rules'

/** Reads `reply_visibility` (absent: all). @throws ApiError 400 for another value (§5) */
export function replyVisibility(query: Query): ReplyVisibility {
  const v = one(query, 'reply_visibility')
  if (v === undefined || v === '') return 'all'
  if (v === 'following' || v === 'self') return v
  throw invalidParam('reply_visibility', 'Invalid value for enum')
}

/** Common filters for a viewer: relations, thread mutes, media, replies, visibilities. */
export function viewerFilter(store: Store, viewer: string, query: Query) {
  const withMuted = boolLike(query, 'with_muted', false)
  const onlyMedia = boolLike(query, 'only_media', false)
  const excludeReplies = boolLike(query, 'exclude_replies', false)
  const excluded = many(query, 'exclude_visibilities')
  const mode = replyVisibility(query)
  return (s: StatusRecord): boolean =>
    !hiddenByRelations(store, viewer, s, withMuted) &&
    (withMuted || !threadMuted(store, viewer, s)) &&
    (!onlyMedia || originalOf(store, s).media.length > 0) &&
    (!excludeReplies || !s.in_reply_to_id) &&
    !excluded.includes(s.visibility) &&
    passesReplyVisibility(store, viewer, s, mode)
}

/** Registers the signed-in timelines and the minimal lists API. */
export function registerTimelineRoutes(app: FastifyInstance, store: Store, now: Clock): void {
  const social = store.social

  /** Pages `items` (keyed by `id`, newest first) and sends their statuses for `viewer`. */
  const send = <T extends { id: string }>(
    req: FastifyRequest,
    reply: FastifyReply,
    items: T[],
    statusOf: (item: T) => StatusRecord | undefined,
    viewer: string,
    params: Record<string, LinkValue>,
  ) => {
    const query = req.query as Query
    const page = paginate(items, pageWindow(query))
    const base = `${originOf(req)}${req.url.split('?')[0] ?? ''}`
    const full: Record<string, LinkValue> = {
      ...params,
      limit: Math.min(Number(one(query, 'limit') || 20), 40),
    }
    const link = linkHeader(base, full, page)
    if (link) reply.header('Link', fillOrigin(link, req))
    const statuses = page.map(statusOf).filter((s) => s !== undefined)
    return sendJson(
      reply,
      req,
      statuses.map((s) => serializeStatus(store, s, { now: now(), viewer })),
    )
  }
  const flags = (query: Query, keys: string[]): Record<string, LinkValue> =>
    Object.fromEntries(keys.map((k) => [k, boolLike(query, k, false)]))

  app.get(
    '/api/v1/timelines/home',
    { preHandler: requireScopes('read:statuses') },
    (req, reply) => {
      const me = actorOf(req, ['read:statuses']).id
      const query = req.query as Query
      const keep = viewerFilter(store, me, query)
      const local = boolLike(query, 'local', false)
      const items = store.timeline.filter(
        (s) =>
          inHome(store, me, s) && keep(s) && (!local || !store.accounts.get(s.account_id)?.host),
      )
      const params = flags(query, ['local', 'only_media', 'remote'])
      const rv = one(query, 'reply_visibility')
      if (rv) params.reply_visibility = rv
      return send(req, reply, items, (s) => s, me, params)
    },
  )

  app.get(
    '/api/v1/timelines/direct',
    { preHandler: requireScopes('read:statuses') },
    (req, reply) => {
      const me = actorOf(req, ['read:statuses']).id
      const keep = viewerFilter(store, me, req.query as Query)
      const items = store.timeline.filter(
        (s) => s.visibility === 'direct' && canSee(store, me, s) && keep(s),
      )
      return send(req, reply, items, (s) => s, me, {})
    },
  )

  app.get<{ Params: { id: string } }>(
    '/api/v1/timelines/list/:id',
    { preHandler: requireScopes('read:lists') },
    (req, reply) => {
      const me = actorOf(req, ['read:lists']).id
      const list = social.lists.get(req.params.id)
      if (!list || list.owner_id !== me) throw new ApiError(403, { error: 'Error.' })
      const keep = viewerFilter(store, me, req.query as Query)
      const items = store.timeline.filter(
        (s) =>
          list.member_ids.has(s.account_id) &&
          follows(store, me, s.account_id) &&
          canSee(store, me, s) &&
          keep(s),
      )
      return send(req, reply, items, (s) => s, me, {})
    },
  )

  app.get('/api/v1/favourites', { preHandler: requireScopes('read:favourites') }, (req, reply) => {
    const me = actorOf(req, ['read:favourites']).id
    const likes: { id: string; statusId: string }[] = []
    for (const [statusId, by] of social.favourites) {
      const likeId = by.get(me)
      if (likeId) likes.push({ id: likeId, statusId })
    }
    likes.sort((a, b) => (a.id < b.id ? 1 : -1))
    const visible = likes.filter((l) => {
      const s = store.statuses.get(l.statusId)
      return s !== undefined && canSee(store, me, s)
    })
    return send(req, reply, visible, (l) => store.statuses.get(l.statusId), me, {})
  })

  app.get('/api/v1/bookmarks', { preHandler: requireScopes('read:bookmarks') }, (req, reply) => {
    const me = actorOf(req, ['read:bookmarks']).id
    const marks = [...(social.bookmarks.get(me) ?? [])].reverse().filter((b) => {
      const s = store.statuses.get(b.statusId)
      return s !== undefined && canSee(store, me, s)
    })
    return send(req, reply, marks, (b) => store.statuses.get(b.statusId), me, {})
  })

  const listJson = (l: { id: string; title: string }) => ({ id: l.id, title: l.title })
  const ownList = (me: string, id: string) => {
    const list = social.lists.get(id)
    if (!list || list.owner_id !== me) throw new ApiError(404, { error: 'List not found' })
    return list
  }
  app.get('/api/v1/lists', { preHandler: requireScopes('read:lists') }, (req, reply) => {
    const me = actorOf(req, ['read:lists']).id
    const mine = [...social.lists.values()].filter((l) => l.owner_id === me).reverse()
    return sendJson(reply, req, mine.slice(0, 50).map(listJson))
  })
  app.post('/api/v1/lists', { preHandler: requireScopes('write:lists') }, (req, reply) => {
    const me = actorOf(req, ['write:lists']).id
    const title = ((req.body ?? {}) as Record<string, unknown>).title
    if (typeof title !== 'string') throw invalidParam('title', 'Missing field: title')
    if (title.trim() === '') throw new ApiError(422, { error: "can't be blank" })
    const list = {
      id: String(++store.lastIntegerId),
      owner_id: me,
      title,
      member_ids: new Set<string>(),
    }
    social.lists.set(list.id, list)
    return sendJson(reply, req, listJson(list))
  })
  app.get<{ Params: { id: string } }>(
    '/api/v1/lists/:id/accounts',
    { preHandler: requireScopes('read:lists') },
    (req, reply) => {
      const list = ownList(actorOf(req, ['read:lists']).id, req.params.id)
      const members = [...list.member_ids]
        .map((id) => store.accounts.get(id))
        .filter((a) => a !== undefined)
      return sendJson(
        reply,
        req,
        members.map((a) => serializeAccount(store, a)),
      )
    },
  )
  app.post<{ Params: { id: string } }>(
    '/api/v1/lists/:id/accounts',
    { preHandler: requireScopes('write:lists') },
    (req, reply) => {
      const list = ownList(actorOf(req, ['write:lists']).id, req.params.id)
      const body = (req.body ?? {}) as Query & { account_ids?: unknown }
      const ids = Array.isArray(body.account_ids)
        ? body.account_ids.map(String)
        : many(body, 'account_ids')
      for (const id of ids) if (store.accounts.has(id)) list.member_ids.add(id)
      return sendJson(reply, req, {})
    },
  )
}
