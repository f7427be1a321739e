/**
 * The rules of one chat's messages (s1 §4 "Chat message", s1 §9, s2 §7 "Chats"): what a chat
 * holds, how server messages, optimistic ones and duplicates meet, culling, and the timings.
 * Pure functions over {@link ChatMessages}; state/chats/chatSession.ts runs them.
 */
import type { ChatMessage } from '../../entities/types'
import { compareIds } from '../../lib/ids'

/** A chat keeps the newest 50 messages when it holds more (s1 §9 "chat cull"). */
export const CHAT_CULL_LIMIT = 50
/** Culling runs 5 s after the bottom was reached, ms (s1 §9). */
export const CULL_DELAY_MS = 5000
/** The chat is marked read 1.5 s after the bottom was reached, ms (s1 §9). */
export const MARK_READ_DELAY_MS = 1500
/** Distance from the bottom that still counts as the bottom, px (s1 §9). */
export const BOTTOM_TOLERANCE_PX = 10
/** Scroll handling runs at most once per 200 ms (s1 §9). */
export const SCROLL_THROTTLE_MS = 200
/** Attempts to send one message, the first included (s2 §7 "Chat send"). */
export const SEND_ATTEMPTS = 10
/** The chat list, and an open chat while the socket is not joined, poll every 5 s (s2 §7). */
export const CHAT_POLL_MS = 5000

/**
 * Delay before the next attempt after failed attempt `n` (0 for the first), ms: 1000 * 2^n
 * (s2 §7 "Chat send": 1 s, 2 s, 4 s ...).
 */
export function retryDelayMs(n: number): number {
  return 1000 * 2 ** n
}

/**
 * The messages one chat holds: confirmed ones oldest first (by id, PLEROMA-API §1.8), then the
 * local ones (pending or failed) in the order they were written.
 */
export interface ChatMessages {
  chatId: string
  messages: ChatMessage[]
}

/** An empty chat `chatId`. */
export function emptyMessages(chatId: string): ChatMessages {
  return { chatId, messages: [] }
}

/** True for a message the server has not confirmed (pending or failed). */
export function isLocal(message: ChatMessage): boolean {
  return Boolean(message.pending || message.error)
}

function ordered(messages: ChatMessage[]): ChatMessage[] {
  const confirmed = messages.filter((m) => !isLocal(m)).sort((a, b) => compareIds(a.id, b.id))
  return [...confirmed, ...messages.filter(isLocal)]
}

/**
 * Adds server messages (s1 §4): messages of another chat are dropped, one already held (same
 * id, or the idempotency key of a confirmed message) is ignored, and one carrying the key of a
 * local message replaces it.
 */
export function addMessages(state: ChatMessages, incoming: readonly ChatMessage[]): ChatMessages {
  let messages = state.messages
  let changed = false
  for (const message of incoming) {
    if (message.chat_id !== state.chatId) continue
    if (messages.some((m) => m.id === message.id)) continue
    const key = message.idempotency_key
    const sameKey = key ? messages.find((m) => m.idempotency_key === key) : undefined
    if (sameKey && !isLocal(sameKey)) continue
    messages = [...messages.filter((m) => m !== sameKey), message]
    changed = true
  }
  return changed ? { ...state, messages: ordered(messages) } : state
}

/** Adds an optimistic message (pending, with a local id and an idempotency key). */
export function addLocal(state: ChatMessages, message: ChatMessage): ChatMessages {
  return { ...state, messages: [...state.messages, message] }
}

/**
 * The answer to sending local message `localId`: the server's message takes its place (unless
 * the stream brought it first, then the local one just goes).
 */
export function confirmLocal(
  state: ChatMessages,
  localId: string,
  message: ChatMessage,
): ChatMessages {
  const without = { ...state, messages: state.messages.filter((m) => m.id !== localId) }
  return addMessages(without, [message])
}

/** Marks local message `localId` failed (error) or pending again. */
export function setLocalState(
  state: ChatMessages,
  localId: string,
  status: 'pending' | 'error',
): ChatMessages {
  return {
    ...state,
    messages: state.messages.map((m) =>
      m.id === localId ? { ...m, pending: status === 'pending', error: status === 'error' } : m,
    ),
  }
}

/** Takes message `id` out (deleted). */
export function removeMessage(state: ChatMessages, id: string): ChatMessages {
  return { ...state, messages: state.messages.filter((m) => m.id !== id) }
}

/**
 * Keeps the newest {@link CHAT_CULL_LIMIT} confirmed messages (and every local one) when more
 * are held (s1 §9); older ones can be loaded again.
 */
export function cullMessages(state: ChatMessages, limit = CHAT_CULL_LIMIT): ChatMessages {
  const confirmed = state.messages.filter((m) => !isLocal(m))
  if (confirmed.length <= limit) return state
  const dropped = new Set(confirmed.slice(0, confirmed.length - limit))
  return { ...state, messages: state.messages.filter((m) => !dropped.has(m)) }
}

/** The newest confirmed message's id (the last read id, the since_id of a poll), or null. */
export function newestId(state: ChatMessages): string | null {
  return state.messages.findLast((m) => !isLocal(m))?.id ?? null
}

/** The oldest held message's id (the max_id of the next older page), or null. */
export function oldestId(state: ChatMessages): string | null {
  return state.messages.find((m) => !isLocal(m))?.id ?? null
}

let lastLocalId = 0

/**
 * A local id for an optimistic message, from the time `now` (ms): the time as a string, made
 * larger than the last one given so two messages in one millisecond differ.
 */
export function localMessageId(now: number = Date.now()): string {
  lastLocalId = Math.max(now, lastLocalId + 1)
  return String(lastLocalId)
}
