/**
 * Accounts and relationships (PLEROMA-API §4): relationships, follow (a request when the target
 * is locked), unfollow, block, unblock, mute, unmute, follow requests with authorize/reject,
 * and followers/following lists keyed by the listed account's id (§1.9). Follow and follow
 * request notifications (§8).
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../auth/guard'
import { linkHeader, pageWindow, paginate } from '../http/paging'
import { boolLike, many, one } from '../http/params'
import type { Query } from '../http/params'
import { ApiError, fillOrigin, notFound, originOf, sendJson } from '../http/reply'
import { serializeAccount } from '../serialize/account'
import { addFollow, findAccount } from '../store'
import type { AccountRecord, Store } from '../store'
import { actorOf } from './context'
import { notify } from './events'
import { blocks, follows, mutes } from './rules'

type IdParams = { Params: { id: string } }

/** Relationship JSON of `me` towards `other` (§4 Relationship). */
export function relationship(store: Store, me: string, other: string): Record<string, unknown> {
  const requested = (store.social.followRequests.get(other) ?? []).includes(me)
  return {
    id: other,
    following: follows(store, me, other),
    followed_by: follows(store, other, me),
    blocking: blocks(store, me, other),
    blocked_by: blocks(store, other, me),
    muting: mutes(store, me, other),
    muting_notifications: store.social.mutes.get(me)?.get(other) ?? false,
    subscribing: false,
    notifying: false,
    requested,
    domain_blocking: false,
    showing_reblogs: true,
    endorsed: false,
    note: '',
  }
}

/** Number of pending follow requests to `accountId` (verify_credentials' counter). */
export const followRequestCount = (store: Store, accountId: string): number =>
  store.social.followRequests.get(accountId)?.length ?? 0

/** Removes the follow edge `a -> b` if any. */
function unfollow(store: Store, a: string, b: string): void {
  store.follows.get(a)?.delete(b)
  const pending = store.social.followRequests.get(b)
  if (pending)
    store.social.followRequests.set(
      b,
      pending.filter((id) => id !== a),
    )
}

/**
 * `me` follows `target`: a pending request (and a follow_request notification) when the target
 * is locked, else a follow (and a follow notification).
 */
export function follow(store: Store, me: string, target: AccountRecord): void {
  if (follows(store, me, target.id)) return
  if (target.locked) {
    const pending = store.social.followRequests.get(target.id) ?? []
    if (pending.includes(me)) return
    pending.push(me)
    store.social.followRequests.set(target.id, pending)
    notify(store, { type: 'follow_request', accountId: target.id, fromId: me })
    return
  }
  addFollow(store, me, target.id)
  notify(store, { type: 'follow', accountId: target.id, fromId: me })
}

/** Registers the relationship routes. */
export function registerRelationshipRoutes(app: FastifyInstance, store: Store): void {
  const social = store.social
  const target = (id: string) => {
    const account = store.accounts.get(id)
    if (!account) throw notFound()
    return account
  }
  const action = (
    path: string,
    scopes: string[],
    act: (me: string, other: AccountRecord, body: Query) => void,
  ) =>
    app.post<IdParams>(path, { preHandler: requireScopes(...scopes) }, (req, reply) => {
      const me = actorOf(req, scopes).id
      const other = target(req.params.id)
      act(me, other, (req.body ?? {}) as Query)
      return sendJson(reply, req, relationship(store, me, other.id))
    })

  app.get(
    '/api/v1/accounts/relationships',
    { preHandler: requireScopes('read:follows', 'follow') },
    (req, reply) => {
      const me = actorOf(req, ['read:follows', 'follow']).id
      const ids = many(req.query as Query, 'id').filter((id) => store.accounts.has(id))
      return sendJson(
        reply,
        req,
        ids.map((id) => relationship(store, me, id)),
      )
    },
  )

  const follow_ = ['follow', 'write:follows']
  action('/api/v1/accounts/:id/follow', follow_, (me, other) => {
    if (other.id === me) throw new ApiError(400, { error: 'Can not follow yourself' })
    if (blocks(store, other.id, me) || blocks(store, me, other.id))
      throw new ApiError(403, { error: 'Could not follow user: You are blocked by the user.' })
    follow(store, me, other)
  })
  action('/api/v1/accounts/:id/unfollow', follow_, (me, other) => {
    if (other.id === me) throw new ApiError(400, { error: 'Can not unfollow yourself' })
    unfollow(store, me, other.id)
  })
  action('/api/v1/accounts/:id/block', ['follow', 'write:blocks'], (me, other) => {
    const set = social.blocks.get(me) ?? new Set<string>()
    set.add(other.id)
    social.blocks.set(me, set)
    unfollow(store, me, other.id)
    unfollow(store, other.id, me)
  })
  action('/api/v1/accounts/:id/unblock', ['follow', 'write:blocks'], (me, other) => {
    social.blocks.get(me)?.delete(other.id)
  })
  action('/api/v1/accounts/:id/mute', ['follow', 'write:mutes'], (me, other, body) => {
    const map = social.mutes.get(me) ?? new Map<string, boolean>()
    map.set(other.id, boolLike(body, 'notifications', true))
    social.mutes.set(me, map)
  })
  action('/api/v1/accounts/:id/unmute', ['follow', 'write:mutes'], (me, other) => {
    social.mutes.get(me)?.delete(other.id)
  })

  app.get(
    '/api/v1/follow_requests',
    { preHandler: requireScopes('read:follows', 'follow') },
    (req, reply) => {
      const me = actorOf(req, ['read:follows', 'follow']).id
      const accounts = (social.followRequests.get(me) ?? [])
        .map((id) => store.accounts.get(id))
        .filter((a) => a !== undefined)
      return sendJson(
        reply,
        req,
        accounts.map((a) => serializeAccount(store, a)),
      )
    },
  )
  const settle = (path: string, accept: boolean) =>
    app.post<IdParams>(path, { preHandler: requireScopes(...follow_) }, (req, reply) => {
      const me = actorOf(req, follow_).id
      const pending = social.followRequests.get(me) ?? []
      const requester = findAccount(store, req.params.id)
      if (!requester || !pending.includes(requester.id)) throw notFound()
      social.followRequests.set(
        me,
        pending.filter((id) => id !== requester.id),
      )
      const note = social.notifications.find(
        (n) => n.type === 'follow_request' && n.account_id === me && n.from_id === requester.id,
      )
      if (accept) {
        addFollow(store, requester.id, me)
        if (note) Object.assign(note, { type: 'follow', seen: true })
      } else if (note) {
        social.notifications = social.notifications.filter((n) => n !== note)
      }
      return sendJson(reply, req, relationship(store, me, requester.id))
    })
  settle('/api/v1/follow_requests/:id/authorize', true)
  settle('/api/v1/follow_requests/:id/reject', false)

  const people = (path: string, pick: (id: string) => string[]) =>
    app.get<IdParams>(path, (req, reply) => {
      const account = findAccount(store, req.params.id)
      if (!account) throw notFound()
      const list = pick(account.id)
        .map((id) => store.accounts.get(id))
        .filter((a) => a !== undefined)
        .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      const page = paginate(list, pageWindow(req.query as Query))
      const base = `${originOf(req)}${req.url.split('?')[0] ?? ''}`
      const limit = Math.min(Number(one(req.query as Query, 'limit') || 20), 40)
      const link = linkHeader(base, { limit }, page)
      if (link) reply.header('Link', fillOrigin(link, req))
      return sendJson(
        reply,
        req,
        page.map((a) => serializeAccount(store, a)),
      )
    })
  people('/api/v1/accounts/:id/followers', (id) =>
    [...store.follows.entries()].filter(([, set]) => set.has(id)).map(([f]) => f),
  )
  people('/api/v1/accounts/:id/following', (id) => [...(store.follows.get(id) ?? [])])
}
