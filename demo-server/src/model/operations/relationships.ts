/**
 * Relationship writes (PLEROMA-API §4): follow (a request when the target is locked), unfollow,
 * block, unblock, mute, unmute, and settling follow requests, with the follow and
 * follow_request notifications (§8).
 */
import { ApiError, notFound } from '../../lib/errors'
import type { AccountRecord } from '../records'
import { blocks, follows } from '../rules'
import { addFollow } from '../store'
import type { Store } from '../store'
import { notify } from './notifications'

/** Removes the follow edge `a -> b` (and a pending request of `a` to `b`) if any. */
export function unfollow(store: Store, a: string, b: string): void {
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

/** The follow button (§4 follow). @throws ApiError 400 yourself, 403 blocked either way */
export function requestFollow(store: Store, me: string, target: AccountRecord): void {
  if (target.id === me) throw new ApiError(400, { error: 'Can not follow yourself' })
  if (blocks(store, target.id, me) || blocks(store, me, target.id))
    throw new ApiError(403, { error: 'Could not follow user: You are blocked by the user.' })
  follow(store, me, target)
}

/** The unfollow button (§4 unfollow). @throws ApiError 400 for yourself */
export function requestUnfollow(store: Store, me: string, target: AccountRecord): void {
  if (target.id === me) throw new ApiError(400, { error: 'Can not unfollow yourself' })
  unfollow(store, me, target.id)
}

/** `me` blocks `other`: follows both ways end. */
export function block(store: Store, me: string, other: string): void {
  const set = store.social.blocks.get(me) ?? new Set<string>()
  set.add(other)
  store.social.blocks.set(me, set)
  unfollow(store, me, other)
  unfollow(store, other, me)
}

/** `me` unblocks `other`. */
export function unblock(store: Store, me: string, other: string): void {
  store.social.blocks.get(me)?.delete(other)
}

/** `me` mutes `other`; `notifications` mutes their notifications too. */
export function mute(store: Store, me: string, other: string, notifications: boolean): void {
  const map = store.social.mutes.get(me) ?? new Map<string, boolean>()
  map.set(other, notifications)
  store.social.mutes.set(me, map)
}

/** `me` unmutes `other`. */
export function unmute(store: Store, me: string, other: string): void {
  store.social.mutes.get(me)?.delete(other)
}

/**
 * Settles `requester`'s pending follow request to `me`: accepted, they follow `me` and the
 * follow_request notification becomes a seen `follow`; rejected, it is dropped.
 * @throws ApiError 404 when there is no such request
 */
export function settleFollowRequest(
  store: Store,
  me: string,
  requester: AccountRecord | undefined,
  accept: boolean,
): void {
  const social = store.social
  const pending = social.followRequests.get(me) ?? []
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
}
