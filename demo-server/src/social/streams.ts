/**
 * Fan-out to open streaming sockets (PLEROMA-API §15): Mastodon framing
 * `{"stream": [...], "event": "...", "payload": "<JSON string>"}`; `delete` frames carry the bare
 * id and no `stream` key. Frames keep the store's ORIGIN/HOST tokens; each socket fills them in.
 */
import { serializeStatus } from '../serialize/status'
import type { StatusRecord, Store } from '../store'
import { canSee, hiddenByRelations, inHome, follows, threadMuted } from './rules'
import type { Subscriber } from './state'

/** The `stream` array of a frame for a stream key (`hashtag:cofe` -> `["hashtag","cofe"]`). */
export function streamTag(key: string): string[] {
  const i = key.indexOf(':', key.startsWith('public:') ? 7 : 0)
  if (key.startsWith('hashtag:') || key.startsWith('list:'))
    return [key.slice(0, i), key.slice(i + 1)]
  return [key]
}

/** One frame as text. A string `payload` (a deleted id) is sent as is; anything else is JSON-encoded. */
export function frame(event: string, payload: unknown, stream?: string[]): string {
  const body: Record<string, unknown> = stream ? { stream, event } : { event }
  body.payload = typeof payload === 'string' ? payload : JSON.stringify(payload)
  return JSON.stringify(body)
}

/**
 * The first of the subscriber's streams that should receive this status, or undefined:
 * `user` (home rules), `public`/`public:local` (public, not reblogs), `hashtag:<tag>`,
 * `list:<id>` (members the owner follows), `direct` (direct posts the user may see).
 */
export function matchingStream(store: Store, sub: Subscriber, s: StatusRecord): string | undefined {
  const viewer = sub.accountId
  if (viewer !== null && (hiddenByRelations(store, viewer, s) || threadMuted(store, viewer, s)))
    return undefined
  if (!canSee(store, viewer, s)) return undefined
  const author = store.accounts.get(s.account_id)
  const isPublic = s.visibility === 'public' && !s.reblog_of_id
  for (const key of sub.streams) {
    if (key === 'user' && viewer !== null && inHome(store, viewer, s)) return key
    if (key === 'public' && isPublic) return key
    if (key === 'public:local' && isPublic && !author?.host) return key
    if (key === 'direct' && s.visibility === 'direct') return key
    if (key.startsWith('hashtag:') && isPublic && s.tags.includes(key.slice(8))) return key
    if (key.startsWith('list:') && viewer !== null) {
      const list = store.social.lists.get(key.slice(5))
      if (list?.member_ids.has(s.account_id) && follows(store, viewer, s.account_id)) return key
    }
  }
  return undefined
}

/** Sends `update` or `status.update` of a status to every socket with a matching stream. */
export function streamStatus(
  store: Store,
  event: 'update' | 'status.update',
  s: StatusRecord,
): void {
  const now = new Date()
  for (const sub of store.social.sockets) {
    const key = matchingStream(store, sub, s)
    if (key === undefined) continue
    const json = serializeStatus(store, s, { now, viewer: sub.accountId })
    sub.send(frame(event, json, streamTag(key)))
  }
}

/** Sends `delete` (bare id) to every socket whose user could see the status. */
export function streamDelete(store: Store, s: StatusRecord): void {
  for (const sub of store.social.sockets) {
    if (canSee(store, sub.accountId, s) && sub.streams.size > 0) sub.send(frame('delete', s.id))
  }
}

/** Sends a rendered notification to the recipient's `user` / `user:notification` sockets. */
export function streamNotification(store: Store, accountId: string, json: unknown): void {
  for (const sub of store.social.sockets) {
    if (sub.accountId !== accountId) continue
    const key = sub.streams.has('user')
      ? 'user'
      : sub.streams.has('user:notification')
        ? 'user:notification'
        : undefined
    if (key) sub.send(frame('notification', json, [key]))
  }
}
