/**
 * Reading the user stream's frames (s2 §7 "Streaming"; PLEROMA-API §15): one JSON object per
 * text frame, `{"stream": [...], "event": "update", "payload": "<JSON as a string>"}`; `delete`
 * carries the bare status id. Payloads are parsed with the REST schemas, once, here.
 */
import * as z from 'zod/mini'
import { accountSchema } from '../schemas/account'
import { id, num, opt, str } from '../schemas/lenient'
import { notificationSchema, type RawNotification } from '../schemas/notification'
import { statusSchema, type RawStatus } from '../schemas/status'

/** A chat as `pleroma:chat_update` sends it (PLEROMA-API §11); only what the client keeps. */
export const chatUpdateSchema = z.object({
  id,
  unread: num,
  updated_at: str,
  account: opt(accountSchema),
})
export type RawChatUpdate = z.output<typeof chatUpdateSchema>

/** A readable stream event. */
export type StreamEvent =
  | { event: 'update'; status: RawStatus }
  | { event: 'status.update'; status: RawStatus }
  | { event: 'notification'; notification: RawNotification }
  | { event: 'delete'; id: string }
  | { event: 'filters_changed' }
  | { event: 'pleroma:chat_update'; chat: RawChatUpdate }

const frameSchema = z.object({ event: z.string(), payload: z.optional(z.unknown()) })

/** Known events the client does not use; ignored without a warning. */
const QUIET_EVENTS: ReadonlySet<string> = new Set([
  'pleroma:respond',
  'pleroma:follow_relationships_update',
  'conversation',
])

function decodePayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload
  try {
    return JSON.parse(payload) as unknown
  } catch {
    return undefined
  }
}

function withId<T extends { id?: string | undefined }>(value: T | undefined): T | null {
  return value?.id ? value : null
}

function readEvent(event: string, payload: unknown): StreamEvent | null {
  switch (event) {
    case 'update':
    case 'status.update': {
      const status = withId(statusSchema.safeParse(decodePayload(payload)).data)
      return status ? { event, status } : null
    }
    case 'notification': {
      const notification = withId(notificationSchema.safeParse(decodePayload(payload)).data)
      return notification ? { event, notification } : null
    }
    case 'delete':
      return typeof payload === 'string' && payload !== '' ? { event, id: payload } : null
    case 'filters_changed':
      return { event }
    case 'pleroma:chat_update': {
      const chat = withId(chatUpdateSchema.safeParse(decodePayload(payload)).data)
      return chat ? { event, chat } : null
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
  if (known) return known
  const recognised = ['update', 'status.update', 'notification', 'delete', 'pleroma:chat_update']
  if (!recognised.includes(frame.event) && !QUIET_EVENTS.has(frame.event)) {
    console.warn('Ignoring unknown stream event', frame.event)
  }
  return null
}
