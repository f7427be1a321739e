/**
 * Who may see what, for one viewer (PLEROMA-API §5, §15): visibility (private = followers
 * only, direct = mentioned only), account mutes and blocks, domain blocks, thread mutes, and what belongs in a
 * user's home timeline, and what the viewer did to a status. Pure functions over the store.
 */
import type { AccountRecord, StatusRecord } from './records'
import type { Store } from './store'

/** Whether `a` follows `b`. */
export const follows = (store: Store, a: string, b: string): boolean =>
  store.follows.get(a)?.has(b) ?? false

/** Whether `a` blocks `b`. */
export const blocks = (store: Store, a: string, b: string): boolean =>
  store.social.blocks.get(a)?.has(b) ?? false

/** Whether `a` blocks the domain of account `b` (PLEROMA-API §12.1; local accounts never). */
export function domainBlocked(store: Store, a: string, b: string): boolean {
  const host = store.accounts.get(b)?.host
  return host != null && (store.social.domainBlocks.get(a)?.includes(host) ?? false)
}

/** Whether `a` mutes `b` (a mute with a `duration` ends at the store's clock). */
export function mutes(store: Store, a: string, b: string): boolean {
  if (!(store.social.mutes.get(a)?.has(b) ?? false)) return false
  const end = store.social.muteEnds.get(a)?.get(b)
  return end === undefined || end.getTime() > store.clock().getTime()
}

/** Whether `a` is subscribed to `b`'s posts (Pleroma's `subscribing` / `notifying`). */
export const subscribes = (store: Store, a: string, b: string): boolean =>
  store.social.subscriptions.get(a)?.has(b) ?? false

/** Whether `a` hides the reblogs of `b` (followed with `reblogs=false`). */
export const hidesReblogs = (store: Store, a: string, b: string): boolean =>
  store.social.hiddenReblogs.get(a)?.has(b) ?? false

/**
 * Whether the viewer holds `users_manage_activation_state` (Pleroma grants it to local admins by
 * default): they see deactivated accounts and their `pleroma.deactivated` flag.
 */
export function managesActivation(store: Store, viewerId: string | null): boolean {
  const viewer = viewerId === null ? undefined : store.accounts.get(viewerId)
  return viewer !== undefined && viewer.host === null && viewer.is_admin
}

/** Whether the viewer may see the account (deactivated ones only staff managing activation). */
export function accountVisible(store: Store, viewerId: string | null, a: AccountRecord): boolean {
  return !a.deactivated || managesActivation(store, viewerId)
}

/** Whether either account blocks the other. */
export const blockedEitherWay = (store: Store, a: string, b: string): boolean =>
  blocks(store, a, b) || blocks(store, b, a)

/** The reblogged original of a wrapper, or the status itself. */
export function originalOf(store: Store, s: StatusRecord): StatusRecord {
  return s.reblog_of_id ? (store.statuses.get(s.reblog_of_id) ?? s) : s
}

/** Whether the viewer's thread mutes cover this status' conversation. */
export const threadMuted = (store: Store, viewerId: string, s: StatusRecord): boolean =>
  store.social.threadMutes.get(viewerId)?.has(s.context) ?? false

/**
 * Whether `viewerId` (null: a visitor) may open this one status by its visibility alone:
 * public/unlisted for everyone; private for the author, followers and the mentioned; direct
 * for the author and the mentioned. Wrappers need both themselves and the original visible.
 */
export function canSee(store: Store, viewerId: string | null, s: StatusRecord): boolean {
  const one = (x: StatusRecord): boolean => {
    if (x.visibility === 'public' || x.visibility === 'unlisted') return true
    if (viewerId === null) return false
    if (x.account_id === viewerId || x.mention_ids.includes(viewerId)) return true
    return x.visibility === 'private' && follows(store, viewerId, x.account_id)
  }
  if (!one(s)) return false
  const target = originalOf(store, s)
  return target === s || one(target)
}

/**
 * Whether a status is hidden from the viewer on timelines by blocks (either way), domain blocks
 * or mutes of the author or the reblogged author; `withMuted` keeps muted ones (not blocked ones).
 */
export function hiddenByRelations(
  store: Store,
  viewerId: string,
  s: StatusRecord,
  withMuted = false,
): boolean {
  const authors = [s.account_id, originalOf(store, s).account_id]
  return authors.some(
    (a) =>
      a !== viewerId &&
      (blockedEitherWay(store, viewerId, a) ||
        domainBlocked(store, viewerId, a) ||
        (!withMuted && mutes(store, viewerId, a))),
  )
}

/** Reply filter of home and public timelines (§5 `reply_visibility`). */
export type ReplyVisibility = 'all' | 'following' | 'self'

/**
 * Whether a reply passes `reply_visibility`: `following` keeps replies to the viewer or to
 * accounts the viewer follows (or by the viewer); `self` keeps replies to the viewer's posts or
 * by the viewer. Non-replies always pass.
 */
export function passesReplyVisibility(
  store: Store,
  viewerId: string,
  s: StatusRecord,
  mode: ReplyVisibility,
): boolean {
  if (mode === 'all' || !s.in_reply_to_id || s.reblog_of_id) return true
  if (s.account_id === viewerId) return true
  const parentAuthor = store.statuses.get(s.in_reply_to_id)?.account_id
  if (parentAuthor === undefined) return false
  if (parentAuthor === viewerId) return true
  return (
    mode === 'following' &&
    follows(store, viewerId, parentAuthor) &&
    follows(store, viewerId, s.account_id)
  )
}

/**
 * Whether a status belongs in the viewer's home timeline (before relations filters): own
 * posts, posts and reblogs of followed accounts the viewer may see, and posts mentioning the
 * viewer. Others' reblogs of the viewer's own posts, and reblogs of accounts followed with
 * `reblogs=false`, are left out.
 */
export function inHome(store: Store, viewerId: string, s: StatusRecord): boolean {
  if (!canSee(store, viewerId, s)) return false
  if (s.account_id === viewerId) return true
  if (s.reblog_of_id) {
    return (
      follows(store, viewerId, s.account_id) &&
      !hidesReblogs(store, viewerId, s.account_id) &&
      originalOf(store, s).account_id !== viewerId
    )
  }
  return follows(store, viewerId, s.account_id) || s.mention_ids.includes(viewerId)
}

/** Whether the viewer has a reblog wrapper of `statusId`. */
export function hasReblogged(store: Store, viewerId: string, statusId: string): boolean {
  return ownReblog(store, viewerId, statusId) !== undefined
}

/** The viewer's reblog wrapper of `statusId`, if any. */
export function ownReblog(
  store: Store,
  viewerId: string,
  statusId: string,
): StatusRecord | undefined {
  return store.timeline.find((s) => s.reblog_of_id === statusId && s.account_id === viewerId)
}

/** Whether the viewer bookmarked `statusId`. */
export const hasBookmarked = (store: Store, viewerId: string, statusId: string): boolean =>
  (store.social.bookmarks.get(viewerId) ?? []).some((b) => b.statusId === statusId)

/** Number of pending follow requests to `accountId` (verify_credentials' counter). */
export const followRequestCount = (store: Store, accountId: string): number =>
  store.social.followRequests.get(accountId)?.length ?? 0
