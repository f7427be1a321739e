/**
 * The chats resource (PLEROMA-API §11, Pleroma's ChatController), scopes read:chats and
 * write:chats:
 * - GET /api/v1/pleroma/chats (every chat, most recently updated first, no paging) and
 *   GET /api/v2/pleroma/chats (paged by chat id, Link with `limit`, `offset`, `with_muted` when
 *   given); chats with accounts the caller blocks, and unless `with_muted` mutes, are left out.
 * - POST /api/v1/pleroma/chats/by-account-id/:id: the caller's chat with that account (made
 *   once); an unknown account 500 `"Something went wrong"`.
 * - GET /api/v1/pleroma/chats/:id and its messages (newest first, paged, Link with `limit` and
 *   `offset`); another's or an unknown chat 404 `Record not found`.
 * - POST /api/v1/pleroma/chats/:id/messages (`content`, `media_id`, Idempotency-Key through
 *   resources/idempotency.ts): another's chat 400 `not_found`, neither content nor a known
 *   upload 400 `no_content`, another's upload 400 `forbidden`, blank content or a recipient who
 *   blocks the sender or does not accept chat messages 500 `Internal server error` (Pleroma's
 *   validator refuses, its controller has no clause for it).
 * - POST /api/v1/pleroma/chats/:id/read (`last_read_id` required: 400 `Missing field`), the
 *   chat with its new unread count; POST .../messages/:message_id/read, the message read (any
 *   miss 500 `"Something went wrong"`); DELETE .../messages/:message_id, the message as it was
 *   (the author's delete removes it for both sides, anyone else's only for them; any miss 400
 *   `could_not_delete`).
 * The test hook (test-hooks.ts) makes chosen sends answer 503 first.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requireScopes } from '../../auth/guard'
import { ApiError, internalError, notFound, somethingWentWrong } from '../../lib/errors'
import { pageWindow, linkLimit, paginate, setLink } from '../../http/paging'
import type { LinkValue } from '../../http/paging'
import { bool, one, queryParams, readParams, requestParams, requireFields } from '../../http/params'
import { jsonText, sendJson } from '../../http/reply'
import {
  chatsOf,
  deleteChatMessage,
  formatChat,
  getOrCreateChat,
  markChatRead,
  markMessageRead,
  refsOf,
  sendChatMessage,
} from '../../model/operations/chats'
import type { ChatMessageRefRecord, ChatRecord } from '../../model/records'
import { blocks, mutes } from '../../model/rules'
import { serializeChat, serializeChatMessage } from '../../serialize/chat'
import { actorOf } from '../context'
import type { ResourceContext } from '../context'
import { answerOnce, idempotencyKeyOf } from '../idempotency'
import { registerChatHooks } from './test-hooks'

type IdParams = { Params: { id: string } }
type MessageParams = { Params: { id: string; message_id: string } }

const READ = ['read:chats']
const WRITE = ['write:chats']

/** Registers the chat routes and the chat test hook. */
export function registerChats(app: FastifyInstance, ctx: ResourceContext): void {
  const { store } = ctx
  const failures = registerChatHooks(app, ctx)
  const read = { preHandler: requireScopes(...READ) }
  const write = { preHandler: requireScopes(...WRITE) }
  /** The chat `id` if `ownerId` owns it. */
  const ownChat = (ownerId: string, id: string): ChatRecord | undefined => {
    const chat = store.chats.chats.get(id)
    return chat?.account_id === ownerId ? chat : undefined
  }
  /** The reference `message_id` of the caller's chat `id`, if both match. */
  const ownRef = (
    ownerId: string,
    p: MessageParams['Params'],
  ): ChatMessageRefRecord | undefined => {
    const chat = ownChat(ownerId, p.id)
    return chat ? refsOf(store, chat).find((r) => r.id === p.message_id) : undefined
  }
  /** The caller's chats the list shows (§11: blocked, and unless with_muted muted, left out). */
  const listed = (req: FastifyRequest, me: string): ChatRecord[] => {
    const withMuted = bool(queryParams(req), 'with_muted', false)
    return chatsOf(store, me).filter(
      (c) =>
        store.accounts.has(c.recipient_id) &&
        !blocks(store, me, c.recipient_id) &&
        (withMuted || !mutes(store, me, c.recipient_id)),
    )
  }
  const sendChats = (req: FastifyRequest, reply: FastifyReply, chats: readonly ChatRecord[]) => {
    const now = store.clock()
    return sendJson(
      reply,
      req,
      chats.map((c) => serializeChat(store, c, now)),
    )
  }

  app.get('/api/v1/pleroma/chats', read, (req, reply) =>
    sendChats(req, reply, listed(req, actorOf(req, READ).id)),
  )

  app.get('/api/v2/pleroma/chats', read, (req, reply) => {
    const query = queryParams(req)
    const page = paginate(listed(req, actorOf(req, READ).id), pageWindow(query))
    const params: Record<string, LinkValue> = { limit: linkLimit(query), offset: 0 }
    if (one(query, 'with_muted') !== undefined) params.with_muted = bool(query, 'with_muted', false)
    setLink(req, reply, params, page)
    return sendChats(req, reply, page)
  })

  app.post<IdParams>('/api/v1/pleroma/chats/by-account-id/:id', write, (req, reply) => {
    const me = actorOf(req, WRITE).id
    const other = store.accounts.get(req.params.id)
    if (!other) throw somethingWentWrong()
    const chat = getOrCreateChat(store, me, other.id, store.clock())
    return sendJson(reply, req, serializeChat(store, chat, store.clock()))
  })

  app.get<IdParams>('/api/v1/pleroma/chats/:id', read, (req, reply) => {
    const chat = ownChat(actorOf(req, READ).id, req.params.id)
    if (!chat) throw notFound()
    return sendJson(reply, req, serializeChat(store, chat, store.clock()))
  })

  app.get<IdParams>('/api/v1/pleroma/chats/:id/messages', read, (req, reply) => {
    const chat = ownChat(actorOf(req, READ).id, req.params.id)
    if (!chat) throw notFound()
    const query = queryParams(req)
    const page = paginate([...refsOf(store, chat)].reverse(), pageWindow(query))
    setLink(req, reply, { limit: linkLimit(query), offset: 0 }, page)
    const now = store.clock()
    return sendJson(
      reply,
      req,
      page.map((r) => serializeChatMessage(store, r, now)),
    )
  })

  app.post<IdParams>('/api/v1/pleroma/chats/:id/messages', write, async (req, reply) => {
    const author = actorOf(req, WRITE)
    if (failures.takeFailure(author.id))
      return reply.code(503).type('text/plain; charset=utf-8').send('Service Unavailable')
    const { params } = await readParams(req)
    return answerOnce(store, req, reply, author.id, () => {
      const chat = ownChat(author.id, req.params.id)
      if (!chat) throw new ApiError(400, { error: 'not_found' })
      const recipient = store.accounts.get(chat.recipient_id)
      if (!recipient) throw new ApiError(400, { error: 'Recipient does not exist' })
      const content = one(params, 'content')
      const mediaId = one(params, 'media_id')
      const upload = mediaId ? store.posting.uploads.get(mediaId) : undefined
      if (upload && upload.accountId !== author.id) throw new ApiError(400, { error: 'forbidden' })
      if (content === undefined && !upload) throw new ApiError(400, { error: 'no_content' })
      if (!upload && content?.trim() === '') throw internalError()
      const formatted = content === undefined ? null : formatChat(store, content)
      const ref = sendChatMessage(store, {
        author,
        recipient,
        content: formatted?.html ?? null,
        emojis: formatted?.emojis ?? [],
        attachment: upload?.attachment ?? null,
        key: idempotencyKeyOf(req) ?? null,
        at: store.clock(),
      })
      return jsonText(serializeChatMessage(store, ref, store.clock()), req)
    })
  })

  app.post<IdParams>('/api/v1/pleroma/chats/:id/read', write, (req, reply) => {
    const me = actorOf(req, WRITE).id
    const params = requestParams(req)
    requireFields(params, ['last_read_id'])
    const chat = ownChat(me, req.params.id)
    if (!chat) throw notFound()
    markChatRead(store, chat, one(params, 'last_read_id') ?? '')
    return sendJson(reply, req, serializeChat(store, chat, store.clock()))
  })

  app.post<MessageParams>(
    '/api/v1/pleroma/chats/:id/messages/:message_id/read',
    write,
    (req, reply) => {
      const ref = ownRef(actorOf(req, WRITE).id, req.params)
      if (!ref) throw somethingWentWrong()
      markMessageRead(ref)
      return sendJson(reply, req, serializeChatMessage(store, ref, store.clock()))
    },
  )

  app.delete<MessageParams>(
    '/api/v1/pleroma/chats/:id/messages/:message_id',
    write,
    (req, reply) => {
      const me = actorOf(req, WRITE).id
      const ref = ownRef(me, req.params)
      if (!ref) throw new ApiError(400, { error: 'could_not_delete' })
      const json = serializeChatMessage(store, ref, store.clock())
      deleteChatMessage(store, ref, me)
      return sendJson(reply, req, json)
    },
  )
}
