/** Chats and chat messages (s1 §3 Chat, Chat message) from raw ones (PLEROMA-API §11). */
import type { RawChat, RawChatMessage } from '../../api/schemas/chat'
import type { Chat, ChatMessage, User } from '../types'
import { normalizeEmojis } from './emoji'
import { normalizeAttachment } from './media'
import { collectUsers, normalizeUser } from './user'

/** The message of a raw one, or null without an id or a chat id. */
export function normalizeChatMessage(raw: RawChatMessage): ChatMessage | null {
  if (!raw.id || !raw.chat_id) return null
  const message: ChatMessage = {
    id: raw.id,
    chat_id: raw.chat_id,
    account_id: raw.account_id ?? '',
    content: raw.content ?? '',
    attachment: raw.attachment ? normalizeAttachment(raw.attachment) : null,
    emojis: normalizeEmojis(raw.emojis),
    created_at: raw.created_at ?? '',
  }
  if (raw.idempotency_key) message.idempotency_key = raw.idempotency_key
  return message
}

/**
 * The chat of a raw one (its account collected into `users`), or null without an id or a
 * usable account.
 */
export function normalizeChat(raw: RawChat, users: User[]): Chat | null {
  const account = raw.account ? normalizeUser(raw.account) : null
  if (!raw.id || !account) return null
  collectUsers(account, users)
  const lastMessage = raw.last_message ? normalizeChatMessage(raw.last_message) : null
  return {
    id: raw.id,
    account: account.id,
    lastMessage,
    unread: raw.unread ?? 0,
    updated_at: raw.updated_at ?? lastMessage?.created_at ?? '',
  }
}
