/**
 * Relationship writes (PLEROMA-API §4): follow (a request when the target is locked; `reblogs`
 * and `notify`), unfollow, remove from followers, block, unblock, mute (with a duration),
 * unmute, subscribe, unsubscribe, private notes, and settling follow requests, with the follow
 * and follow_request notifications (§8).
 */
import { ApiError, notFound } from '../../lib/errors'
import type { AccountRecord } from '../records'
import { blocks, follows } from '../rules'
import { acctOf, addFollow } from '../store'
import type { Store } from '../store'
import { notify } from './notifications'

/** Adds `other` to the set of `me` in a per-user map of sets. */
function addTo(map: Map<string, Set<string>>, me: string, other: string): void {
  const set = map.get(me) ?? new Set<string>()
  set.add(other)
  map.set(me, set)
}

/**
 * Removes the follow edge `a -> b` (and a pending request of `a` to `b`) if any, and `a`'s
 * subscription to `b` (Pleroma's CommonAPI.unfollow).
 */
export function unfollow(store: Store, a: string, b: string): void {
  store.follows.get(a)?.delete(b)
  store.social.subscriptions.get(a)?.delete(b)
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

/** The follow options of §4 follow: `reblogs` (absent: shown), `notify` (absent: unchanged). */
export interface FollowOptions {
  reblogs?: boolean
  notify?: boolean
}

/**
 * The follow button (§4 follow): follows (or asks), then shows or hides the target's reblogs
 * and subscribes or unsubscribes as `options` say (also when already following).
 * @throws ApiError 400 yourself, 403 blocked either way
 */
export function requestFollow(
  store: Store,
  me: string,
  target: AccountRecord,
  options: FollowOptions = {},
): void {
  if (target.id === me) throw new ApiError(400, { error: 'Can not follow yourself' })
  if (blocks(store, target.id, me) || blocks(store, me, target.id))
    throw new ApiError(403, { error: 'Could not follow user: You are blocked by the user.' })
  follow(store, me, target)
  const social = store.social
  if (options.reblogs === false) addTo(social.hiddenReblogs, me, target.id)
  else social.hiddenReblogs.get(me)?.delete(target.id)
  if (options.notify === true) addTo(social.subscriptions, me, target.id)
  if (options.notify === false) social.subscriptions.get(me)?.delete(target.id)
}

/**
 * Removes `follower` from `me`'s followers (§4 remove_from_followers; a pending request too).
 * @throws ApiError 400 for yourself
 */
export function removeFromFollowers(store: Store, me: string, follower: string): void {
  if (follower === me) throw new ApiError(400, { error: 'Can not unfollow yourself' })
  unfollow(store, follower, me)
}

/**
 * `me` subscribes to `target`'s posts (§4 pleroma subscribe).
 * @throws ApiError 403 when the target blocks `me`
 */
export function subscribe(store: Store, me: string, target: AccountRecord): void {
  if (blocks(store, target.id, me))
    throw new ApiError(403, { error: `Could not subscribe: ${acctOf(target)} is blocking you` })
  addTo(store.social.subscriptions, me, target.id)
}

/** `me` unsubscribes from `other`'s posts. */
export function unsubscribe(store: Store, me: string, other: string): void {
  store.social.subscriptions.get(me)?.delete(other)
}

/** Sets `me`'s private note on `other` (§4 note); an empty comment removes it. */
export function setNote(store: Store, me: string, other: string, comment: string): void {
  const notes = store.social.notes.get(me) ?? new Map<string, string>()
  if (comment === '') notes.delete(other)
  else notes.set(other, comment)
  store.social.notes.set(me, notes)
}

/** The unfollow button (§4 unfollow). @throws ApiError 400 for yourself */
export function requestUnfollow(store: Store, me: string, target: AccountRecord): void {
  if (target.id === me) throw new ApiError(400, { error: 'Can not unfollow yourself' })
  unfollow(store, me, target.id)
}

/** `me` blocks `other`: follows both ways and `other`'s subscription to `me` end. */
export function block(store: Store, me: string, other: string): void {
  addTo(store.social.blocks, me, other)
  unfollow(store, me, other)
  unfollow(store, other, me)
}

/** `me` unblocks `other`. */
export function unblock(store: Store, me: string, other: string): void {
  store.social.blocks.get(me)?.delete(other)
}

/**
 * `me` mutes `other`; `notifications` mutes their notifications too; `durationS` > 0 ends the
 * mute that many seconds after the store's clock (0: never).
 */
export function mute(
  store: Store,
  me: string,
  other: string,
  notifications: boolean,
  durationS = 0,
): void {
  const map = store.social.mutes.get(me) ?? new Map<string, boolean>()
  map.set(other, notifications)
  store.social.mutes.set(me, map)
  const ends = store.social.muteEnds.get(me) ?? new Map<string, Date>()
  if (durationS > 0) ends.set(other, new Date(store.clock().getTime() + durationS * 1000))
  else ends.delete(other)
  store.social.muteEnds.set(me, ends)
}

/** `me` unmutes `other`. */
export function unmute(store: Store, me: string, other: string): void {
  store.social.mutes.get(me)?.delete(other)
  store.social.muteEnds.get(me)?.delete(other)
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
