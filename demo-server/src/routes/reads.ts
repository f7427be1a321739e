/**
 * Public reads (PLEROMA-API §4, §5, §6): public and hashtag timelines, one status, its
 * context, accounts by id or name, lookup and account statuses. A visitor sees public posts on
 * timelines, public and unlisted on an account's timeline and by id, and never private or
 * direct posts. A signed-in viewer (token with read:statuses) also sees, by id and on account
 * timelines, the private/direct posts addressed to them; mutes and blocks hide posts on
 * timelines; statuses carry the viewer's flags. Paging and Link headers per §1.9.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { compareIds } from '../ids'
import { conversation, findAccount, statusesOf } from '../store'
import type { StatusRecord, Store } from '../store'
import { linkHeader, paginate, pageWindow } from '../http/paging'
import type { LinkValue } from '../http/paging'
import { boolLike, many, one } from '../http/params'
import type { Query } from '../http/params'
import { ApiError, fillOrigin, notFound, originOf, sendJson } from '../http/reply'
import { serializeAccount } from '../serialize/account'
import { serializeStatus } from '../serialize/status'
import { viewerOf } from '../social/context'
import { canSee, hiddenByRelations } from '../social/rules'

/** Whether an anonymous visitor may open this status by id (public or unlisted). */
export function visibleToVisitor(store: Store, s: StatusRecord): boolean {
  const target = s.reblog_of_id ? store.statuses.get(s.reblog_of_id) : s
  return (
    (s.visibility === 'public' || s.visibility === 'unlisted') &&
    target !== undefined &&
    (target.visibility === 'public' || target.visibility === 'unlisted')
  )
}

const isLocal = (store: Store, s: StatusRecord): boolean => !store.accounts.get(s.account_id)?.host

const hasMedia = (store: Store, s: StatusRecord): boolean =>
  (s.reblog_of_id ? (store.statuses.get(s.reblog_of_id)?.media.length ?? 0) : s.media.length) > 0

/** Serializes and sends a page of statuses with its Link header. */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  now: () => Date,
  items: StatusRecord[],
  params: Record<string, LinkValue>,
  trailing: [string, LinkValue][] = [],
  viewer: string | null = null,
): FastifyReply {
  const page = paginate(items, pageWindow(request.query as Query))
  const base = `${originOf(request)}${request.url.split('?')[0] ?? ''}`
  const link = linkHeader(base, params, page, trailing)
  if (link) reply.header('Link', fillOrigin(link, request))
  return sendJson(
    reply,
    request,
    page.map((s) => serializeStatus(store, s, { now: now(), viewer })),
  )
}

/** The params a timeline echoes in Link URLs: defaults, then the known ones given. */
function timelineParams(
  query: Query,
  defaults: Record<string, LinkValue>,
  known: string[],
): Record<string, LinkValue> {
  const out: Record<string, LinkValue> = {
    ...defaults,
    limit: Math.min(Number(one(query, 'limit') || 20), 40),
  }
  for (const key of Object.keys(defaults)) {
    if (typeof defaults[key] === 'boolean')
      out[key] = boolLike(query, key, defaults[key] as boolean)
  }
  for (const key of known) {
    const list = many(query, key)
    if (key.endsWith('visibilities')) {
      if (list.length > 0) out[key] = list
    } else if (one(query, key) !== undefined) out[key] = boolLike(query, key, false)
  }
  return out
}

/** Common timeline filters: local/remote/only_media/exclude_visibilities. */
function filterTimeline(store: Store, query: Query, items: StatusRecord[]): StatusRecord[] {
  const local = boolLike(query, 'local', false)
  const remote = boolLike(query, 'remote', false)
  const onlyMedia = boolLike(query, 'only_media', false)
  const excluded = many(query, 'exclude_visibilities')
  const instance = one(query, 'instance')
  return items.filter(
    (s) =>
      (!local || isLocal(store, s)) &&
      (!remote || !isLocal(store, s)) &&
      (!onlyMedia || hasMedia(store, s)) &&
      !excluded.includes(s.visibility) &&
      (!instance || store.accounts.get(s.account_id)?.host === instance),
  )
}

/** Registers the public read routes. */
export function registerReadRoutes(app: FastifyInstance, store: Store, now: () => Date): void {
  const tlDefaults = { local: false, only_media: false, remote: false }

  app.get('/api/v1/timelines/public', (req, reply) => {
    const query = req.query as Query
    const viewer = viewerOf(req)
    const items = filterTimeline(
      store,
      query,
      store.timeline.filter(
        (s) =>
          s.visibility === 'public' &&
          visibleToVisitor(store, s) &&
          (viewer === null || !hiddenByRelations(store, viewer, s)),
      ),
    )
    const params = timelineParams(query, tlDefaults, ['with_muted', 'exclude_visibilities'])
    const instance = one(query, 'instance')
    if (instance) params.instance = instance
    return sendPage(
      req,
      reply,
      store,
      now,
      items,
      params,
      [['local', params.local ?? false]],
      viewer,
    )
  })

  app.get<{ Params: { tag: string } }>('/api/v1/timelines/tag/:tag', (req, reply) => {
    const query = req.query as Query
    const all = [req.params.tag, ...many(query, 'any')].map((t) => t.toLowerCase())
    const every = many(query, 'all').map((t) => t.toLowerCase())
    const none = many(query, 'none').map((t) => t.toLowerCase())
    const viewer = viewerOf(req)
    const tagged = store.timeline.filter((s) => {
      if (s.visibility !== 'public' || s.reblog_of_id) return false
      if (viewer !== null && hiddenByRelations(store, viewer, s)) return false
      return (
        all.some((t) => s.tags.includes(t)) &&
        every.every((t) => s.tags.includes(t)) &&
        !none.some((t) => s.tags.includes(t))
      )
    })
    const items = filterTimeline(store, query, tagged)
    const params = timelineParams(query, tlDefaults, ['with_muted', 'exclude_visibilities'])
    return sendPage(
      req,
      reply,
      store,
      now,
      items,
      params,
      [['local', params.local ?? false]],
      viewer,
    )
  })

  app.get<{ Params: { id: string } }>('/api/v1/statuses/:id', (req, reply) => {
    const viewer = viewerOf(req)
    const s = store.statuses.get(req.params.id)
    if (!s || !canSee(store, viewer, s)) throw notFound()
    return sendJson(reply, req, serializeStatus(store, s, { now: now(), viewer }))
  })

  app.get<{ Params: { id: string } }>('/api/v1/statuses/:id/context', (req, reply) => {
    const viewer = viewerOf(req)
    const s = store.statuses.get(req.params.id)
    if (!s || !canSee(store, viewer, s)) throw notFound()
    const target = s.reblog_of_id ? (store.statuses.get(s.reblog_of_id) ?? s) : s
    const others = conversation(store, target.context).filter(
      (c) =>
        c.id !== target.id &&
        canSee(store, viewer, c) &&
        (viewer === null || !hiddenByRelations(store, viewer, c)),
    )
    const render = (list: StatusRecord[]) =>
      list.map((c) => serializeStatus(store, c, { now: now(), viewer }))
    return sendJson(reply, req, {
      ancestors: render(others.filter((c) => compareIds(c.id, target.id) < 0)),
      descendants: render(others.filter((c) => compareIds(c.id, target.id) > 0)),
    })
  })

  const accountOr404 = (idOrName: string) => {
    const account = findAccount(store, idOrName)
    if (!account) throw new ApiError(404, { error: "Can't find user" })
    return account
  }

  app.get('/api/v1/accounts/lookup', (req, reply) => {
    const acct = one(req.query as Query, 'acct')
    if (!acct)
      throw new ApiError(400, {
        error: 'Missing field: acct.',
        errors: [
          { title: 'Invalid value', source: { pointer: '/acct' }, message: 'Missing field: acct' },
        ],
      })
    return sendJson(reply, req, serializeAccount(store, accountOr404(acct)))
  })

  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id', (req, reply) =>
    sendJson(reply, req, serializeAccount(store, accountOr404(req.params.id))),
  )

  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id/statuses', (req, reply) => {
    const account = accountOr404(req.params.id)
    const query = req.query as Query
    const pinned = boolLike(query, 'pinned', false)
    const excludeReblogs = boolLike(query, 'exclude_reblogs', false)
    const excludeReplies = boolLike(query, 'exclude_replies', false)
    const tagged = one(query, 'tagged')?.toLowerCase()
    const viewer = viewerOf(req)
    const items = filterTimeline(store, query, statusesOf(store, account.id)).filter(
      (s) =>
        canSee(store, viewer, s) &&
        (!pinned || s.pinned_at !== null) &&
        (!excludeReblogs || !s.reblog_of_id) &&
        (!excludeReplies || !s.in_reply_to_id) &&
        (!tagged || s.tags.includes(tagged)),
    )
    const params = timelineParams(
      query,
      { only_media: false, pinned: false, exclude_reblogs: false, exclude_replies: false },
      ['with_muted', 'exclude_visibilities'],
    )
    if (tagged) params.tagged = tagged
    return sendPage(req, reply, store, now, items, params, [], viewer)
  })
}
