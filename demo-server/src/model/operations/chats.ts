/**
 * Chat writes and reads (PLEROMA-API §11): one chat per side of a pair, a message shared by
 * both sides' references (own ids, own unread flag), reading up to a reference, and deleting
 * (the author's delete removes the message for both sides; anyone else's only their own
 * reference). A message reaches only local accounts (remote ones get no chat), bumps both
 * chats' `updated_at`, and emits a `chat` event per side; a delete by the author emits
 * `chat_delete`. Times come from the caller (the store's clock, or the seed's).
 */
import { internalError } from '../../lib/errors'
import { compareIds } from '../../lib/ids'
import { formatChatText } from '../content/format'
import type { Formatted } from '../content/format'
import type {
  AccountRecord,
  AttachmentRecord,
  ChatMessageRefRecord,
  ChatRecord,
  EmojiRecord,
} from '../records'
import { blocks } from '../rules'
import { findAccount } from '../store'
import type { Store } from '../store'

/** How long a reference echoes the sender's Idempotency-Key (Pleroma's cache: 2 minutes). */
export const KEY_ECHO_MS = 2 * 60 * 1000

/** Formats typed chat text (formatChatText) with the store's accounts and custom emoji. */
export const formatChat = (store: Store, text: string): Formatted =>
  formatChatText(text, {
    resolve: (acct) => findAccount(store, acct),
    emoji: (code) => store.customEmoji.get(code)?.record,
    host: null,
  })

/** The chat `ownerId` has with `recipientId`, if any. */
export function chatWith(
  store: Store,
  ownerId: string,
  recipientId: string,
): ChatRecord | undefined {
  for (const chat of store.chats.chats.values())
    if (chat.account_id === ownerId && chat.recipient_id === recipientId) return chat
  return undefined
}

/** The chat of `ownerId` with `recipientId`, created (updated at `at`) when there is none. */
export function getOrCreateChat(
  store: Store,
  ownerId: string,
  recipientId: string,
  at: Date,
): ChatRecord {
  const found = chatWith(store, ownerId, recipientId)
  if (found) return found
  const chat: ChatRecord = {
    id: store.mint.chat(at.getTime()),
    account_id: ownerId,
    recipient_id: recipientId,
    updated_at: at,
  }
  store.chats.chats.set(chat.id, chat)
  store.chats.refs.set(chat.id, [])
  return chat
}

/** The chats of `ownerId`, most recently updated first (newer id first on a tie). */
export function chatsOf(store: Store, ownerId: string): ChatRecord[] {
  return [...store.chats.chats.values()]
    .filter((c) => c.account_id === ownerId)
    .sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime() || compareIds(b.id, a.id))
}

/** A chat's message references, oldest first. */
export const refsOf = (store: Store, chat: ChatRecord): ChatMessageRefRecord[] =>
  store.chats.refs.get(chat.id) ?? []

/** How many messages of the chat its owner has not read. */
export const unreadCount = (store: Store, chat: ChatRecord): number =>
  refsOf(store, chat).filter((r) => r.unread).length

/** The chat's newest message reference, or undefined. */
export const lastRef = (store: Store, chat: ChatRecord): ChatMessageRefRecord | undefined =>
  refsOf(store, chat).at(-1)

/** A new chat message: author, recipient, formatted content and what comes with it. */
export interface ChatMessageInput {
  author: AccountRecord
  recipient: AccountRecord
  /** Stored HTML, or null for an attachment alone. */
  content: string | null
  emojis: EmojiRecord[]
  attachment: AttachmentRecord | null
  /** The sender's Idempotency-Key, echoed by both references for two minutes. */
  key: string | null
  at: Date
}

/**
 * Sends a message: adds it to the author's chat and, for a local recipient, to theirs (unread
 * there), bumps both chats and emits a `chat` event per side.
 * @returns the author's reference
 * @throws ApiError 500 `Internal server error` when the recipient blocks the author or does not
 *   accept chat messages (Pleroma's validator refuses and the controller crashes on it)
 */
export function sendChatMessage(store: Store, input: ChatMessageInput): ChatMessageRefRecord {
  const { author, recipient, at } = input
  if (blocks(store, recipient.id, author.id) || !recipient.accepts_chat_messages)
    throw internalError()
  const ms = at.getTime()
  const message = {
    activity_id: store.mint.activity(ms),
    account_id: author.id,
    content: input.content,
    emojis: input.emojis,
    attachment: input.attachment,
    created_at: at,
  }
  const sides: [AccountRecord, AccountRecord][] = [[author, recipient]]
  if (recipient.id !== author.id && !recipient.host) sides.push([recipient, author])
  const refs = sides.map(([owner, other]) => {
    const chat = getOrCreateChat(store, owner.id, other.id, at)
    chat.updated_at = at
    const ref = {
      id: store.mint.chatMessage(ms),
      chat_id: chat.id,
      message,
      unread: owner.id !== author.id,
    }
    refsOf(store, chat).push(ref)
    if (input.key) store.chats.keys.set(ref.id, { key: input.key, expires: ms + KEY_ECHO_MS })
    return ref
  })
  for (const ref of refs) store.events.emit({ type: 'chat', ref })
  return refs[0] as ChatMessageRefRecord
}

/** Marks every message of the chat up to `lastReadId` (inclusive) read for its owner. */
export function markChatRead(store: Store, chat: ChatRecord, lastReadId: string): void {
  for (const ref of refsOf(store, chat))
    if (ref.unread && compareIds(ref.id, lastReadId) <= 0) ref.unread = false
}

/** Marks one message reference read for the owner of its chat. */
export function markMessageRead(ref: ChatMessageRefRecord): void {
  ref.unread = false
}

/**
 * Deletes a message reference for `actorId`, the owner of its chat: the author's delete removes
 * the message from every chat and emits `chat_delete` to both sides; anyone else's removes only
 * their own reference.
 */
export function deleteChatMessage(store: Store, ref: ChatMessageRefRecord, actorId: string): void {
  const message = ref.message
  if (message.account_id !== actorId) {
    const own = store.chats.refs.get(ref.chat_id) ?? []
    store.chats.refs.set(
      ref.chat_id,
      own.filter((r) => r !== ref),
    )
    return
  }
  const owners: string[] = []
  for (const [chatId, refs] of store.chats.refs) {
    if (!refs.some((r) => r.message === message)) continue
    store.chats.refs.set(
      chatId,
      refs.filter((r) => r.message !== message),
    )
    const owner = store.chats.chats.get(chatId)?.account_id
    if (owner) owners.push(owner)
  }
  store.events.emit({ type: 'chat_delete', activityId: message.activity_id, accountIds: owners })
}
