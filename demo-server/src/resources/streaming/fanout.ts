/**
 * Fan-out of model events (model/events.ts) to the open streaming sockets (PLEROMA-API §15):
 * Mastodon framing `{"stream": [...], "event": "...", "payload": "<JSON string>"}`; `delete`
 * frames carry the bare id and no `stream` key. Statuses, notifications and chats are rendered for each
 * socket's user at the store's clock. Frames keep the store's ORIGIN/HOST tokens; each socket
 * fills them in.
 */
import type { ModelListener } from '../../model/events'
import type { ChatMessageRefRecord, NotificationRecord, StatusRecord } from '../../model/records'
import { canSee, follows, hiddenByRelations, inHome, threadMuted } from '../../model/rules'
import type { Store } from '../../model/store'
import { serializeChat } from '../../serialize/chat'
import { serializeNotification } from '../../serialize/notification'
import { serializeStatus } from '../../serialize/status'

/** One connected streaming socket: the user (null for visitors), its streams, and a sender. */
export interface Subscriber {
  accountId: string | null
  /**
   * Stream keys: `user`, `user:notification`, `user:pleroma_chat`, `public`, `public:local`,
   * `hashtag:<tag>`, `list:<id>`, `direct`.
   */
  streams: Set<string>
  /** Sends one text frame. */
  send(frame: string): void
  /** Closes the socket with a WebSocket close code. */
  close(code: number): void
}

/** The open sockets of one server. */
export type Sockets = Set<Subscriber>

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
function streamStatus(
  store: Store,
  sockets: Sockets,
  event: 'update' | 'status.update',
  s: StatusRecord,
): void {
  const now = store.clock()
  for (const sub of sockets) {
    const key = matchingStream(store, sub, s)
    if (key === undefined) continue
    const json = serializeStatus(store, s, { now, viewer: sub.accountId })
    sub.send(frame(event, json, streamTag(key)))
  }
}

/** Sends `delete` (bare id) to every socket whose user could see the status. */
function streamDelete(store: Store, sockets: Sockets, s: StatusRecord): void {
  for (const sub of sockets) {
    if (canSee(store, sub.accountId, s) && sub.streams.size > 0) sub.send(frame('delete', s.id))
  }
}

/** Sends a notification, rendered for its recipient, to their `user` / `user:notification` sockets. */
function streamNotification(store: Store, sockets: Sockets, n: NotificationRecord): void {
  const json = serializeNotification(store, n, store.clock())
  if (!json) return
  for (const sub of sockets) {
    if (sub.accountId !== n.account_id) continue
    const key = sub.streams.has('user')
      ? 'user'
      : sub.streams.has('user:notification')
        ? 'user:notification'
        : undefined
    if (key) sub.send(frame('notification', json, [key]))
  }
}

/** The streams that hear of a user's chats. */
const CHAT_STREAMS = ['user', 'user:pleroma_chat']

/**
 * Sends `pleroma:chat_update` (the owner's chat with this message as `last_message`) to the
 * chat owner's sockets, one frame per chat stream a socket has, as Pleroma streams to both topics.
 */
function streamChatUpdate(store: Store, sockets: Sockets, ref: ChatMessageRefRecord): void {
  const chat = store.chats.chats.get(ref.chat_id)
  if (!chat) return
  const json = serializeChat(store, chat, store.clock(), ref)
  for (const sub of sockets) {
    if (sub.accountId !== chat.account_id) continue
    for (const key of CHAT_STREAMS)
      if (sub.streams.has(key)) sub.send(frame('pleroma:chat_update', json, [key]))
  }
}

/** Sends `delete` with a deleted chat message's activity id to both sides' chat sockets. */
function streamChatDelete(store: Store, sockets: Sockets, activityId: string, to: string[]): void {
  for (const sub of sockets) {
    if (sub.accountId === null || !to.includes(sub.accountId)) continue
    if (CHAT_STREAMS.some((key) => sub.streams.has(key))) sub.send(frame('delete', activityId))
  }
}

/** The store listener that streams every model event to the matching sockets. */
export function fanOut(store: Store, sockets: Sockets): ModelListener {
  return (event) => {
    if (event.type === 'status') streamStatus(store, sockets, event.event, event.status)
    else if (event.type === 'delete') streamDelete(store, sockets, event.status)
    else if (event.type === 'chat') streamChatUpdate(store, sockets, event.ref)
    else if (event.type === 'chat_delete')
      streamChatDelete(store, sockets, event.activityId, event.accountIds)
    else streamNotification(store, sockets, event.notification)
  }
}
