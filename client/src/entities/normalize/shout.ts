/**
 * Shoutbox messages (s1 §3 "Shout message"; PLEROMA-API §16) from raw channel payloads. A
 * message without an integer id, text or a usable author is left out.
 */
import { shoutHistorySchema, shoutSchema, type RawShout } from '../../api/schemas/shout'
import type { ShoutMessage } from '../types'
import { normalizeUser } from './user'

function toShout(raw: RawShout): ShoutMessage | null {
  const { id, text } = raw
  const author = normalizeUser(raw.author)
  if (!author || text === undefined || id === undefined || !Number.isInteger(id)) return null
  return { id, text, author }
}

/** One `new_msg` payload as a message; null when it is unusable. */
export function normalizeShout(payload: unknown): ShoutMessage | null {
  const parsed = shoutSchema.safeParse(payload)
  return parsed.success ? toShout(parsed.data) : null
}

/** The `messages` payload as messages, oldest first. */
export function normalizeShoutHistory(payload: unknown): ShoutMessage[] {
  const parsed = shoutHistorySchema.safeParse(payload)
  if (!parsed.success) return []
  return parsed.data.messages.map(toShout).filter((m): m is ShoutMessage => m !== null)
}
