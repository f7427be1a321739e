/**
 * Status actions (PLEROMA-API §6): favourite, unfavourite, reblog, unreblog, bookmark,
 * unbookmark, pin, unpin, conversation mute/unmute, delete, favourited_by, reblogged_by and
 * history. Every write needs a user token with the listed scope; answers and error bodies as
 * Pleroma's (§1.4).
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../auth/guard'
import { createFlakeMinter } from '../ids'
import { ApiError, notFound, sendJson } from '../http/reply'
import { isoDate, serializeAccount } from '../serialize/account'
import { serializeAttachment, serializePoll, serializeStatus } from '../serialize/status'
import { ORIGIN, addStatus } from '../store'
import type { StatusRecord, Store } from '../store'
import { actorOf, sendStatus, viewerOf, visibleStatus } from './context'
import type { Clock } from './context'
import { notify, statusCreated, statusDeleted } from './events'
import { blockedEitherWay, originalOf } from './rules'
import { hasBookmarked } from './viewer'

type IdParams = { Params: { id: string } }

/** Removes a status (and its reblog wrappers) from the store; streams the deletes. */
export function removeStatus(store: Store, s: StatusRecord): void {
  const gone = [s, ...store.timeline.filter((w) => w.reblog_of_id === s.id)]
  for (const g of gone) {
    store.statuses.delete(g.id)
    const i = store.timeline.indexOf(g)
    if (i >= 0) store.timeline.splice(i, 1)
    statusDeleted(store, g)
  }
  if (s.reblog_of_id) {
    const original = store.statuses.get(s.reblog_of_id)
    if (original) original.reblogs_count = Math.max(0, original.reblogs_count - 1)
  }
}

/** Registers the status action routes. */
export function registerStatusActions(app: FastifyInstance, store: Store, now: Clock): void {
  const social = store.social
  const mintLike = createFlakeMinter(0x11ce)
  const mintWrapper = createFlakeMinter(0x2eb1)
  const post = (path: string, scope: string, act: (s: StatusRecord, me: string) => StatusRecord) =>
    app.post<IdParams>(path, { preHandler: requireScopes(scope) }, (req, reply) => {
      const me = actorOf(req, [scope]).id
      const s = originalOf(store, visibleStatus(store, me, req.params.id))
      return sendStatus(reply, req, store, act(s, me), me, now())
    })

  post('/api/v1/statuses/:id/favourite', 'write:favourites', (s, me) => {
    const likes = social.favourites.get(s.id) ?? new Map<string, string>()
    if (!likes.has(me)) {
      likes.set(me, mintLike(Date.now()))
      social.favourites.set(s.id, likes)
      s.favourites_count += 1
      notify(store, { type: 'favourite', accountId: s.account_id, fromId: me, statusId: s.id })
    }
    return s
  })
  post('/api/v1/statuses/:id/unfavourite', 'write:favourites', (s, me) => {
    if (!social.favourites.get(s.id)?.delete(me))
      throw new ApiError(400, { error: 'Could not unfavorite' })
    s.favourites_count = Math.max(0, s.favourites_count - 1)
    return s
  })
  post('/api/v1/statuses/:id/reblog', 'write:statuses', (s, me) => {
    if (s.visibility === 'private' || s.visibility === 'direct') throw notFound()
    const existing = store.timeline.find((w) => w.reblog_of_id === s.id && w.account_id === me)
    if (existing) return existing
    const at = new Date()
    const id = mintWrapper(at.getTime())
    const wrapper = addStatus(store, {
      ...s,
      id,
      account_id: me,
      created_at: at,
      visibility: 'public',
      content: '',
      text: '',
      spoiler_text: '',
      in_reply_to_id: null,
      mention_ids: [],
      tags: [],
      emojis: [],
      media: [],
      poll: null,
      card: null,
      reblog_of_id: s.id,
      quote_id: null,
      favourites_count: 0,
      reblogs_count: 0,
      reactions: [],
      pinned_at: null,
      uri: `${ORIGIN}/activities/${id.toLowerCase()}`,
      url: `${ORIGIN}/activities/${id.toLowerCase()}`,
    })
    s.reblogs_count += 1
    statusCreated(store, wrapper)
    notify(store, { type: 'reblog', accountId: s.account_id, fromId: me, statusId: s.id })
    return wrapper
  })
  post('/api/v1/statuses/:id/unreblog', 'write:statuses', (s, me) => {
    const wrapper = store.timeline.find((w) => w.reblog_of_id === s.id && w.account_id === me)
    if (!wrapper) throw new ApiError(400, { error: 'Could not unrepeat' })
    removeStatus(store, wrapper)
    return s
  })
  post('/api/v1/statuses/:id/bookmark', 'write:bookmarks', (s, me) => {
    if (!hasBookmarked(store, me, s.id)) {
      const list = social.bookmarks.get(me) ?? []
      list.push({ id: String(++store.lastIntegerId), statusId: s.id })
      social.bookmarks.set(me, list)
    }
    return s
  })
  post('/api/v1/statuses/:id/unbookmark', 'write:bookmarks', (s, me) => {
    const list = social.bookmarks.get(me) ?? []
    social.bookmarks.set(
      me,
      list.filter((b) => b.statusId !== s.id),
    )
    return s
  })
  post('/api/v1/statuses/:id/pin', 'write:accounts', (s, me) => {
    if (s.account_id !== me)
      throw new ApiError(422, { error: "Someone else's status cannot be pinned" })
    if (s.visibility !== 'public' && s.visibility !== 'unlisted')
      throw new ApiError(422, { error: 'Non-public status cannot be pinned' })
    s.pinned_at ??= new Date()
    return s
  })
  post('/api/v1/statuses/:id/unpin', 'write:accounts', (s, me) => {
    if (s.account_id === me) s.pinned_at = null
    return s
  })
  post('/api/v1/statuses/:id/mute', 'write:mutes', (s, me) => {
    const set = social.threadMutes.get(me) ?? new Set<string>()
    if (set.has(s.context)) throw new ApiError(400, { error: 'conversation is already muted' })
    set.add(s.context)
    social.threadMutes.set(me, set)
    return s
  })
  post('/api/v1/statuses/:id/unmute', 'write:mutes', (s, me) => {
    social.threadMutes.get(me)?.delete(s.context)
    return s
  })

  app.delete<IdParams>(
    '/api/v1/statuses/:id',
    { preHandler: requireScopes('write:statuses') },
    (req, reply) => {
      const actor = actorOf(req, ['write:statuses'])
      const s = store.statuses.get(req.params.id)
      const staff = actor.is_admin || actor.is_moderator
      if (!s || (s.account_id !== actor.id && !staff)) throw notFound()
      const json = sendableDeleted(store, s, actor.id, now())
      removeStatus(store, s)
      return sendJson(reply, req, json)
    },
  )

  app.get<IdParams>('/api/v1/statuses/:id/favourited_by', (req, reply) => {
    const viewer = viewerOf(req)
    const s = originalOf(store, visibleStatus(store, viewer, req.params.id))
    const ids = [...(social.favourites.get(s.id)?.keys() ?? [])]
    return sendJson(reply, req, accountsFor(store, ids, viewer))
  })
  app.get<IdParams>('/api/v1/statuses/:id/reblogged_by', (req, reply) => {
    const viewer = viewerOf(req)
    const s = originalOf(store, visibleStatus(store, viewer, req.params.id))
    const ids = store.timeline
      .filter((w) => w.reblog_of_id === s.id && w.visibility === 'public')
      .map((w) => w.account_id)
    return sendJson(reply, req, accountsFor(store, ids, viewer))
  })
  app.get<IdParams>('/api/v1/statuses/:id/history', (req, reply) => {
    const s = visibleStatus(store, viewerOf(req), req.params.id)
    const account = store.accounts.get(s.account_id)
    const accountJson = account ? serializeAccount(store, account) : {}
    const versions = [
      ...(social.history.get(s.id) ?? []),
      { ...s, created_at: social.editedAt.get(s.id) ?? s.created_at },
    ]
    return sendJson(
      reply,
      req,
      versions.map((v) => ({
        account: accountJson,
        content: v.content,
        created_at: isoDate(v.created_at),
        emojis: v.emojis,
        media_attachments: v.media.map(serializeAttachment),
        sensitive: v.sensitive,
        spoiler_text: v.spoiler_text,
        poll: v.poll ? serializePoll(v.poll, now()) : null,
      })),
    )
  })
}

/** Accounts by id, without those blocked either way by the viewer. */
function accountsFor(store: Store, ids: string[], viewer: string | null): unknown[] {
  return ids
    .filter((id) => viewer === null || !blockedEitherWay(store, viewer, id))
    .map((id) => store.accounts.get(id))
    .filter((a) => a !== undefined)
    .map((a) => serializeAccount(store, a))
}

/** The DELETE answer: the status as it was, with `text` = its source (redraft, §6). */
function sendableDeleted(
  store: Store,
  s: StatusRecord,
  viewer: string,
  now: Date,
): Record<string, unknown> {
  return { ...serializeStatus(store, s, { now, viewer }), text: s.text }
}
