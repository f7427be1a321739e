/**
 * The chats' records inside the store (`store.chats`, PLEROMA-API §11): every side of every
 * chat, each chat's message references, and the Idempotency-Key each reference echoes for two
 * minutes (Pleroma's `chat_message_id_idempotency_key_cache`). Plain data: model/operations/
 * chats.ts writes it.
 */
import type { ChatMessageRefRecord, ChatRecord } from './records'

/** The chat state of one store. */
export interface ChatState {
  /** chatId -> one side of a chat. */
  chats: Map<string, ChatRecord>
  /** chatId -> its message references, oldest first. */
  refs: Map<string, ChatMessageRefRecord[]>
  /** referenceId -> the sender's Idempotency-Key and when the echo ends (Unix ms). */
  keys: Map<string, { key: string; expires: number }>
}

/** Creates an empty chat state. */
export function createChatState(): ChatState {
  return { chats: new Map(), refs: new Map(), keys: new Map() }
}
