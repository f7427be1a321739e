/**
 * Chat calls (s2 §7 "Chats"; PLEROMA-API §11, Pleroma only): the chat list, opening a chat with
 * an account, a chat's messages (paging max_id / since_id, 20 by default), sending one message
 * with an Idempotency-Key, marking read and deleting a message.
 */
import * as z from 'zod/mini'
import { normalizeChat, normalizeChatMessage } from '../../entities/normalize/chat'
import type { Chat, ChatMessage, NormalizedBatch, User } from '../../entities/types'
import { encodePart } from '../../lib/urlPart'
import { ApiError, request } from '../http'
import { chatMessageSchema, chatSchema } from '../schemas/chat'
import { items } from '../schemas/items'

/** Chats of an answer, with the batch (their accounts) for the entity store. */
export interface ChatsAnswer {
  chats: Chat[]
  batch: NormalizedBatch
}

/** One chat, with the batch (its account) for the entity store. */
export interface ChatAnswer {
  chat: Chat
  batch: NormalizedBatch
}

/** Messages of a page (newest first, as the server sends them) and an empty batch. */
export interface MessagesAnswer {
  messages: ChatMessage[]
  batch: NormalizedBatch
}

const chatPath = (id: string) => `/api/v1/pleroma/chats/${encodePart(id)}`

function oneChat(raw: z.output<typeof chatSchema>, url: string): ChatAnswer {
  const users: User[] = []
  const chat = normalizeChat(raw, users)
  if (!chat) throw new ApiError(200, 'Unusable chat in the answer', { method: 'POST', url })
  return { chat, batch: { statuses: [], users } }
}

function oneMessage(raw: z.output<typeof chatMessageSchema>, url: string): ChatMessage {
  const message = normalizeChatMessage(raw)
  if (!message)
    throw new ApiError(200, 'Unusable chat message in the answer', { method: 'POST', url })
  return message
}

/** GET /api/v1/pleroma/chats: every chat, most recently updated first. @throws ApiError, NetworkError */
export async function fetchChats(signal?: AbortSignal): Promise<ChatsAnswer> {
  const { data } = await request('/api/v1/pleroma/chats', {
    schema: items(chatSchema, 'chat'),
    signal,
  })
  const users: User[] = []
  const chats = data.flatMap((raw) => normalizeChat(raw, users) ?? [])
  return { chats, batch: { statuses: [], users } }
}

/**
 * POST /api/v1/pleroma/chats/by-account-id/:id: the chat with that account (the existing one
 * is reused). @throws ApiError (500 unknown account), NetworkError
 */
export async function openChatWith(accountId: string, signal?: AbortSignal): Promise<ChatAnswer> {
  const url = `/api/v1/pleroma/chats/by-account-id/${encodePart(accountId)}`
  const { data } = await request(url, { method: 'POST', schema: chatSchema, signal })
  return oneChat(data, url)
}

/**
 * GET /api/v1/pleroma/chats/:id/messages with `max_id` (older) or `since_id` (newer).
 * @throws ApiError (404), NetworkError
 */
export async function fetchChatMessages(
  chatId: string,
  params: { max_id?: string; since_id?: string },
  signal?: AbortSignal,
): Promise<MessagesAnswer> {
  const { data } = await request(`${chatPath(chatId)}/messages`, {
    query: params,
    schema: items(chatMessageSchema, 'chat message'),
    signal,
  })
  const messages = data.flatMap((raw) => normalizeChatMessage(raw) ?? [])
  return { messages, batch: { statuses: [], users: [] } }
}

/**
 * POST /api/v1/pleroma/chats/:id/messages with `content` and/or `media_id`, and the
 * Idempotency-Key header (a retry with the same key gets the first answer, PLEROMA-API §1.7).
 * @throws ApiError (400 no_content, 422 MRF reason, 404, 5xx), NetworkError
 */
export async function sendChatMessage(
  chatId: string,
  message: { content: string; media_id?: string },
  idempotencyKey: string,
): Promise<ChatMessage> {
  const url = `${chatPath(chatId)}/messages`
  const form: Record<string, string> = { content: message.content }
  if (message.media_id) form.media_id = message.media_id
  const { data } = await request(url, {
    method: 'POST',
    form,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: chatMessageSchema,
  })
  return oneMessage(data, url)
}

/** POST /api/v1/pleroma/chats/:id/read with `last_read_id`. @throws ApiError (404), NetworkError */
export async function markChatRead(chatId: string, lastReadId: string): Promise<ChatAnswer> {
  const url = `${chatPath(chatId)}/read`
  const { data } = await request(url, {
    method: 'POST',
    form: { last_read_id: lastReadId },
    schema: chatSchema,
  })
  return oneChat(data, url)
}

/** DELETE /api/v1/pleroma/chats/:id/messages/:message_id. @throws ApiError (400), NetworkError */
export async function deleteChatMessage(chatId: string, messageId: string): Promise<void> {
  await request(`${chatPath(chatId)}/messages/${encodePart(messageId)}`, {
    method: 'DELETE',
    schema: z.unknown(),
  })
}
