/**
 * Signed-in timelines (PLEROMA-API §5): home, direct, list, favourites and bookmarks. Each
 * honours visibility, mutes and blocks for the token's user; home also `reply_visibility`,
 * `with_muted`, `only_media`, `exclude_replies`, `local`; the list timeline (posts of members the
 * owner follows) the same filters plus `remote` and `instance`. Link headers as §1.9 (favourites keyed
 * by like id, bookmarks by bookmark row id).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requireScopes } from '../../auth/guard'
import { ApiError } from '../../lib/errors'
import { linkLimit } from '../../http/paging'
import type { LinkValue } from '../../http/paging'
import { bool, one, queryParams } from '../../http/params'
import type { Params } from '../../http/params'
import type { StatusRecord } from '../../model/records'
import { canSee, follows, inHome } from '../../model/rules'
import { likesBy } from '../../model/store'
import { actorOf } from '../context'
import type { ResourceContext } from '../context'
import { filterTimeline, isLocal, sendStatusPage, viewerFilter } from './filters'

/** Link params of boolean flags, as given (false when absent). */
const flags = (query: Params, keys: string[]): Record<string, LinkValue> =>
  Object.fromEntries(keys.map((k) => [k, bool(query, k, false)]))

/** Registers the signed-in timelines. */
export function registerPersonalTimelines(app: FastifyInstance, { store }: ResourceContext): void {
  const social = store.social
  const read = ['read:statuses']
  /** Sends a page of `items` for `me`; the Link params get the `limit`. */
  const send = <T extends { id: string }>(
    req: FastifyRequest,
    reply: FastifyReply,
    items: T[],
    statusOf: (item: T) => StatusRecord | undefined,
    me: string,
    params: Record<string, LinkValue> = {},
  ) =>
    sendStatusPage(req, reply, store, {
      items,
      statusOf,
      viewer: me,
      params: { ...params, limit: linkLimit(queryParams(req)) },
    })
  const itself = (s: StatusRecord) => s

  app.get('/api/v1/timelines/home', { preHandler: requireScopes(...read) }, (req, reply) => {
    const me = actorOf(req, read).id
    const query = queryParams(req)
    const keep = viewerFilter(store, me, query)
    const local = bool(query, 'local', false)
    const items = store.timeline.filter(
      (s) => inHome(store, me, s) && keep(s) && (!local || isLocal(store, s)),
    )
    const params = flags(query, ['local', 'only_media', 'remote'])
    const rv = one(query, 'reply_visibility')
    if (rv) params.reply_visibility = rv
    return send(req, reply, items, itself, me, params)
  })

  app.get('/api/v1/timelines/direct', { preHandler: requireScopes(...read) }, (req, reply) => {
    const me = actorOf(req, read).id
    const keep = viewerFilter(store, me, queryParams(req))
    const items = store.timeline.filter(
      (s) => s.visibility === 'direct' && canSee(store, me, s) && keep(s),
    )
    return send(req, reply, items, itself, me)
  })

  app.get<{ Params: { id: string } }>(
    '/api/v1/timelines/list/:id',
    { preHandler: requireScopes('read:lists') },
    (req, reply) => {
      const me = actorOf(req, ['read:lists']).id
      const list = social.lists.get(req.params.id)
      if (!list || list.owner_id !== me) throw new ApiError(403, { error: 'Error.' })
      const query = queryParams(req)
      const keep = viewerFilter(store, me, query)
      const items = store.timeline.filter(
        (s) =>
          list.member_ids.has(s.account_id) &&
          follows(store, me, s.account_id) &&
          canSee(store, me, s) &&
          keep(s),
      )
      const params = flags(query, ['local', 'only_media', 'remote'])
      return send(req, reply, filterTimeline(store, query, items), itself, me, params)
    },
  )

  app.get('/api/v1/favourites', { preHandler: requireScopes('read:favourites') }, (req, reply) => {
    const me = actorOf(req, ['read:favourites']).id
    const items = likesBy(store, me).filter((l) => {
      const s = store.statuses.get(l.statusId)
      return s !== undefined && canSee(store, me, s)
    })
    const statusOf = (l: { statusId: string }) => store.statuses.get(l.statusId)
    return send(req, reply, items, statusOf, me)
  })

  app.get('/api/v1/bookmarks', { preHandler: requireScopes('read:bookmarks') }, (req, reply) => {
    const me = actorOf(req, ['read:bookmarks']).id
    const items = [...(social.bookmarks.get(me) ?? [])].reverse().filter((b) => {
      const s = store.statuses.get(b.statusId)
      return s !== undefined && canSee(store, me, s)
    })
    const statusOf = (b: { statusId: string }) => store.statuses.get(b.statusId)
    return send(req, reply, items, statusOf, me)
  })
}
