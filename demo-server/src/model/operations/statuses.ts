/**
 * Status writes (PLEROMA-API §6): create, edit and remove a status; favourite, reblog,
 * bookmark, pin and conversation mute with their undos; Idempotency-Key answers (§1.7). Times
 * and ids come from the store's clock and minters; failures throw Pleroma's bodies.
 */
import { ApiError, notFound } from '../../lib/errors'
import { ORIGIN } from '../../lib/origin'
import type { IdempotentAnswer, SourceRecord, StatusRecord } from '../records'
import { hasBookmarked, ownReblog } from '../rules'
import { addStatus } from '../store'
import { applyTagPolicy } from '../tag-policy'
import type { Store } from '../store'
import { notify } from './notifications'
import { statusCreated, statusDeleted, statusUpdated } from './publish'

/**
 * Stores a new status (after the TagPolicy of a tagged author) and its source, then tells the
 * sockets and the mentioned.
 */
export function createStatus(store: Store, status: StatusRecord, source: SourceRecord): void {
  applyTagPolicy(store, status)
  addStatus(store, status)
  store.posting.sources.set(status.id, source)
  statusCreated(store, status)
}

/** Applies an edit in place, keeps the new source and records the earlier version. */
export function editStatus(
  store: Store,
  status: StatusRecord,
  changes: Partial<StatusRecord>,
  source: SourceRecord,
): void {
  const previous = { ...status }
  Object.assign(status, changes)
  store.posting.sources.set(status.id, source)
  statusUpdated(store, status, previous)
}

/** Removes a status (and its reblog wrappers) from the store; each removal is emitted. */
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

/** Remembers the answer of a create for one `user + Idempotency-Key` until `answer.expires`. */
export function rememberAnswer(store: Store, key: string, answer: IdempotentAnswer): void {
  store.posting.idempotency.set(key, answer)
}

/** `me` likes `s` (once; notifies the author). */
export function favourite(store: Store, s: StatusRecord, me: string): void {
  const social = store.social
  const likes = social.favourites.get(s.id) ?? new Map<string, string>()
  if (likes.has(me)) return
  likes.set(me, store.mint.like(store.clock().getTime()))
  social.favourites.set(s.id, likes)
  s.favourites_count += 1
  notify(store, { type: 'favourite', accountId: s.account_id, fromId: me, statusId: s.id })
}

/** Takes `me`'s like back. @throws ApiError 400 `Could not unfavorite` when there is none */
export function unfavourite(store: Store, s: StatusRecord, me: string): void {
  if (!store.social.favourites.get(s.id)?.delete(me))
    throw new ApiError(400, { error: 'Could not unfavorite' })
  s.favourites_count = Math.max(0, s.favourites_count - 1)
}

/**
 * `me` reblogs `s`: a public wrapper (the existing one when `me` already reblogged it),
 * emitted, and a `reblog` notification. @throws ApiError 404 for private and direct statuses
 */
export function reblog(store: Store, s: StatusRecord, me: string): StatusRecord {
  if (s.visibility === 'private' || s.visibility === 'direct') throw notFound()
  const existing = ownReblog(store, me, s.id)
  if (existing) return existing
  const at = store.clock()
  const id = store.mint.reblog(at.getTime())
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
}

/** Removes `me`'s reblog of `s`. @throws ApiError 400 `Could not unrepeat` when there is none */
export function unreblog(store: Store, s: StatusRecord, me: string): void {
  const wrapper = ownReblog(store, me, s.id)
  if (!wrapper) throw new ApiError(400, { error: 'Could not unrepeat' })
  removeStatus(store, wrapper)
}

/** Bookmarks `s` for `me` (once; the row id is an integer string). */
export function bookmark(store: Store, s: StatusRecord, me: string): void {
  if (hasBookmarked(store, me, s.id)) return
  const list = store.social.bookmarks.get(me) ?? []
  list.push({ id: String(++store.lastIntegerId), statusId: s.id })
  store.social.bookmarks.set(me, list)
}

/** Drops `me`'s bookmark of `s`, if any. */
export function unbookmark(store: Store, s: StatusRecord, me: string): void {
  const list = store.social.bookmarks.get(me) ?? []
  store.social.bookmarks.set(
    me,
    list.filter((b) => b.statusId !== s.id),
  )
}

/** Pins `me`'s own public or unlisted status. @throws ApiError 422 with Pleroma's texts */
export function pin(store: Store, s: StatusRecord, me: string): void {
  if (s.account_id !== me)
    throw new ApiError(422, { error: "Someone else's status cannot be pinned" })
  if (s.visibility !== 'public' && s.visibility !== 'unlisted')
    throw new ApiError(422, { error: 'Non-public status cannot be pinned' })
  s.pinned_at ??= store.clock()
}

/** Unpins `me`'s own status (others' are left alone). */
export function unpin(s: StatusRecord, me: string): void {
  if (s.account_id === me) s.pinned_at = null
}

/** Mutes the conversation of `s` for `me`. @throws ApiError 400 when already muted */
export function muteConversation(store: Store, s: StatusRecord, me: string): void {
  const set = store.social.threadMutes.get(me) ?? new Set<string>()
  if (set.has(s.context)) throw new ApiError(400, { error: 'conversation is already muted' })
  set.add(s.context)
  store.social.threadMutes.set(me, set)
}

/** Unmutes the conversation of `s` for `me`. */
export function unmuteConversation(store: Store, s: StatusRecord, me: string): void {
  store.social.threadMutes.get(me)?.delete(s.context)
}
