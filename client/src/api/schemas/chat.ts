/** Chat and ChatMessage. Mirror PLEROMA-API §11 "Chats" (Pleroma only). */
import * as z from 'zod/mini'
import { accountSchema } from './account'
import { attachmentSchema } from './attachment'
import { emojiSchema } from './emoji'
import { id, list, nullable, num, opt, str } from './lenient'

export const chatMessageSchema = z.object({
  id,
  chat_id: id,
  account_id: id,
  content: str,
  created_at: str,
  emojis: list(emojiSchema),
  attachment: nullable(attachmentSchema),
  idempotency_key: str,
})
export type RawChatMessage = z.output<typeof chatMessageSchema>

export const chatSchema = z.object({
  id,
  account: opt(accountSchema),
  unread: num,
  last_message: nullable(chatMessageSchema),
  updated_at: str,
})
export type RawChat = z.output<typeof chatSchema>
