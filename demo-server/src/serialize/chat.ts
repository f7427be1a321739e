/**
 * Chats and chat messages as Pleroma renders them (PLEROMA-API §11, ChatView and
 * MessageReferenceView): a message is one side's reference (its id, its chat, its unread flag)
 * with the shared content, emoji and attachment, `card` null, and `idempotency_key` while the
 * sender's key is still echoed; a chat carries the other party rendered for the chat's owner,
 * the owner's unread count and the newest message (or a given one, as a stream update does).
 */
import { isoDate } from '../lib/dates'
import { lastRef, unreadCount } from '../model/operations/chats'
import type { ChatMessageRefRecord, ChatRecord } from '../model/records'
import type { Store } from '../model/store'
import { serializeAccount } from './account'
import { serializeAttachment } from './status'

/** One message reference as ChatMessage JSON at `now`. */
export function serializeChatMessage(
  store: Store,
  ref: ChatMessageRefRecord,
  now: Date,
): Record<string, unknown> {
  const m = ref.message
  const out: Record<string, unknown> = {
    account_id: m.account_id,
    attachment: m.attachment ? serializeAttachment(m.attachment) : null,
    card: null,
    chat_id: ref.chat_id,
    content: m.content,
    created_at: isoDate(m.created_at),
    emojis: m.emojis,
    id: ref.id,
    unread: ref.unread,
  }
  const echo = store.chats.keys.get(ref.id)
  if (echo && echo.expires > now.getTime()) out.idempotency_key = echo.key
  return out
}

/**
 * One chat as Chat JSON at `now`; `last` replaces the newest message (the `pleroma:chat_update`
 * payload names the message it announces).
 */
export function serializeChat(
  store: Store,
  chat: ChatRecord,
  now: Date,
  last: ChatMessageRefRecord | undefined = lastRef(store, chat),
): Record<string, unknown> {
  const recipient = store.accounts.get(chat.recipient_id)
  return {
    account: recipient ? serializeAccount(store, recipient, { viewer: chat.account_id }) : null,
    id: chat.id,
    last_message: last ? serializeChatMessage(store, last, now) : null,
    unread: unreadCount(store, chat),
    updated_at: isoDate(chat.updated_at),
  }
}
