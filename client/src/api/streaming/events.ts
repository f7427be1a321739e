/**
 * Reading the user stream's frames (s2 §7 "Streaming"; PLEROMA-API §15): one JSON object per
 * text frame, `{"stream": [...], "event": "update", "payload": "<JSON as a string>"}`; `delete`
 * carries the bare status id. Payloads are parsed with the REST schemas and normalized into
 * entities, once, here, as REST answers are in the endpoints.
 */
import * as z from 'zod/mini'
import { accountSchema } from '../schemas/account'
import { id, num, opt, str } from '../schemas/lenient'
import { notificationSchema } from '../schemas/notification'
import { statusSchema } from '../schemas/status'
import { parseJson } from '../../lib/wellFormed'
import { addNotification } from '../../entities/normalize/notification'
import { normalizeStatus } from '../../entities/normalize/status'
import type { NormalizedBatch, Notification } from '../../entities/types'

/**
 * What the stream router needs of a chat `pleroma:chat_update` sends (PLEROMA-API §11): its id
 * and unread count. The whole chat (with its last message) is read by the chats module from the
 * event's `payload` (state/chats/chatsStore.ts), so the chat shapes stay out of this chunk.
 */
export const chatUpdateSchema = z.object({
  id,
  unread: num,
  updated_at: str,
  account: opt(accountSchema),
})
export type RawChatUpdate = z.output<typeof chatUpdateSchema>

/**
 * A readable stream event, its entities normalized (`batch`: for the entity store) and `stream`
 * as the server named it (Mastodon's shape: `['user']`, `['public:local']`, `['hashtag', 'cats']`,
 * `['list', '12']`, `['direct']`; `['user']` when the frame has none).
 */
export type StreamEvent = { stream: string[] } & (
  | { event: 'update'; status: string; batch: NormalizedBatch }
  | { event: 'status.update'; status: string; batch: NormalizedBatch }
  | { event: 'notification'; notification: Notification; batch: NormalizedBatch }
  | { event: 'delete'; id: string }
  | { event: 'filters_changed' }
  | { event: 'pleroma:chat_update'; chat: RawChatUpdate; payload: unknown }
)

type EventBody = StreamEvent extends infer E
  ? E extends unknown
    ? Omit<E, 'stream'>
    : never
  : never

const frameSchema = z.object({
  event: z.string(),
  payload: z.optional(z.unknown()),
  stream: z.optional(z.array(z.string())),
})

/** Known events the client does not use; ignored without a warning. */
const QUIET_EVENTS: ReadonlySet<string> = new Set([
  'pleroma:respond',
  'pleroma:follow_relationships_update',
  'conversation',
])

function decodePayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload
  try {
    return parseJson(payload)
  } catch {
    return undefined
  }
}

function withId<T extends { id?: string | undefined }>(value: T | undefined): T | null {
  return value?.id ? value : null
}

function readEvent(event: string, payload: unknown): EventBody | null {
  switch (event) {
    case 'update':
    case 'status.update': {
      const raw = withId(statusSchema.safeParse(decodePayload(payload)).data)
      if (!raw) return null
      const { id, statuses, users } = normalizeStatus(raw)
      return id ? { event, status: id, batch: { statuses, users } } : null
    }
    case 'notification': {
      const raw = withId(notificationSchema.safeParse(decodePayload(payload)).data)
      const batch: NormalizedBatch = { statuses: [], users: [] }
      const notification = raw ? addNotification(raw, batch) : null
      if (!notification) {
        console.warn('Skipping invalid notification', raw?.id)
        return null
      }
      return { event, notification, batch }
    }
    case 'delete':
      return typeof payload === 'string' && payload !== '' ? { event, id: payload } : null
    case 'filters_changed':
      return { event }
    case 'pleroma:chat_update': {
      const decoded = decodePayload(payload)
      const chat = withId(chatUpdateSchema.safeParse(decoded).data)
      return chat ? { event, chat, payload: decoded } : null
    }
    default:
      return null
  }
}

/**
 * One frame's data -> a stream event, or null. Unreadable data (not JSON, no event, a payload
 * the schema cannot use) is ignored silently; an unknown event is ignored with console.warn
 * (s2 §4 "Unknown events are ignored with a warning. Unreadable event data is ignored.").
 */
export function parseStreamFrame(data: unknown): StreamEvent | null {
  if (typeof data !== 'string') return null
  const frame = frameSchema.safeParse(decodePayload(data)).data
  if (!frame) return null
  const known = readEvent(frame.event, frame.payload)
  if (known) return { ...known, stream: frame.stream ?? ['user'] }
  const recognised = ['update', 'status.update', 'notification', 'delete', 'pleroma:chat_update']
  if (!recognised.includes(frame.event) && !QUIET_EVENTS.has(frame.event)) {
    console.warn('Ignoring unknown stream event', frame.event)
  }
  return null
}
