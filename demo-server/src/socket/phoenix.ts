/**
 * The shoutbox's Phoenix socket (PLEROMA-API §16): `/socket/websocket?token=<chat_token>&vsn=`
 * with Phoenix's V2 JSON serializer (frames `[join_ref, ref, topic, event, payload]`; `vsn`
 * 1.x or absent: V1 objects `{topic, event, payload, ref}`). A bad, expired or missing token, an
 * unknown account or an unsupported vsn is refused with HTTP 403 before the upgrade. Only
 * `chat:public` exists: a join answers ok, then pushes the history as `messages`; `new_msg`
 * is never answered and is broadcast to every joined socket, sender included; `phx_leave`
 * answers ok then `phx_close`; any other event crashes the channel (`phx_error`). Other
 * `chat:*` topics answer "join crashed", other topics "unmatched topic", as does any message to
 * a topic not joined. `phoenix` heartbeats answer ok. A socket silent for 60 s is closed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import { verifyChatToken } from '../auth/chat-token'
import type { AuthState } from '../auth/state'
import { one, queryParams } from '../http/params'
import { fillOrigin } from '../http/reply'
import type { Store } from '../model/store'
import { shoutboxOf } from './phoenix-shoutbox'

/** What the socket reads: the store and the sign-in state (ResourceContext fits). */
export interface PhoenixContext {
  store: Store
  auth: AuthState
}

/** Options of {@link registerPhoenixSocket}. */
export interface PhoenixOptions {
  /** Closes a socket that sent nothing for this long, ms; default 60,000 (Pleroma's timeout). */
  idleMs?: number
}

/** The only channel. */
export const PUBLIC_TOPIC = 'chat:public'

/** One Phoenix message, whichever serializer carried it. */
interface Message {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: unknown
}

type Vsn = 1 | 2

/** The serializer a `vsn` asks for; null when unsupported (Phoenix refuses: 403). */
function serializerOf(vsn: string | undefined): Vsn | null {
  if (vsn === undefined || /^1\./.test(vsn)) return 1
  return /^2\./.test(vsn) ? 2 : null
}

function encode(vsn: Vsn, m: Message): string {
  if (vsn === 2) return JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload])
  return JSON.stringify({ topic: m.topic, event: m.event, payload: m.payload, ref: m.ref })
}

const refOf = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** Reads one text frame; null when it is no Phoenix message. */
function decode(vsn: Vsn, text: string): Message | null {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return null
  }
  if (vsn === 2) {
    if (!Array.isArray(data) || data.length !== 5) return null
    const [joinRef, ref, topic, event, payload] = data as unknown[]
    if (typeof topic !== 'string' || typeof event !== 'string') return null
    return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload }
  }
  if (typeof data !== 'object' || data === null) return null
  const o = data as Record<string, unknown>
  if (typeof o.topic !== 'string' || typeof o.event !== 'string') return null
  return {
    joinRef: refOf(o.join_ref),
    ref: refOf(o.ref),
    topic: o.topic,
    event: o.event,
    payload: o.payload,
  }
}

/** The account id a connect request signs in as, or null (refused). */
function connectingAccount({ store, auth }: PhoenixContext, request: FastifyRequest) {
  const token = one(queryParams(request), 'token')
  const id = token ? verifyChatToken(token, auth.now()) : null
  return id !== null && store.accounts.has(id) ? id : null
}

/**
 * Serves one connected socket of `accountId`.
 * @param send writes a text frame (origin tokens filled in by the caller)
 */
function serveSocket(
  ctx: PhoenixContext,
  socket: WebSocket,
  accountId: string,
  vsn: Vsn,
  send: (text: string) => void,
  idleMs: number,
): void {
  const box = shoutboxOf(ctx.store)
  /** Joined topics and their join refs. */
  const channels = new Map<string, string | null>()
  const push = (m: Message) => send(encode(vsn, m))
  const reply = (m: Message, status: 'ok' | 'error', response: object) =>
    push({ ...m, event: 'phx_reply', payload: { status, response } })
  const stopListening = box.listen((shout) => {
    if (channels.has(PUBLIC_TOPIC))
      push({ joinRef: null, ref: null, topic: PUBLIC_TOPIC, event: 'new_msg', payload: shout })
  })
  const exit = (topic: string, joinRef: string | null, event: 'phx_close' | 'phx_error') => {
    channels.delete(topic)
    push({ joinRef, ref: joinRef, topic, event, payload: {} })
  }
  const join = (m: Message) => {
    if (m.topic !== PUBLIC_TOPIC) {
      const reason = m.topic.startsWith('chat:') ? 'join crashed' : 'unmatched topic'
      return reply(m, 'error', { reason })
    }
    channels.set(m.topic, m.joinRef)
    reply(m, 'ok', {})
    push({ ...m, ref: null, event: 'messages', payload: { messages: box.history() } })
  }
  const inChannel = (m: Message, joinRef: string | null) => {
    const text = (m.payload as { text?: unknown } | null)?.text
    if (m.event === 'phx_leave') {
      reply(m, 'ok', {})
      return exit(m.topic, joinRef, 'phx_close')
    }
    if (m.event !== 'new_msg' || typeof text !== 'string')
      return exit(m.topic, joinRef, 'phx_error')
    const author = ctx.store.accounts.get(accountId)
    if (author) box.shout(author, text)
  }
  let idle = setTimeout(() => socket.close(1000), idleMs)
  socket.on('close', () => {
    clearTimeout(idle)
    stopListening()
  })
  socket.on('message', (data: Buffer, binary: boolean) => {
    clearTimeout(idle)
    idle = setTimeout(() => socket.close(1000), idleMs)
    const m = binary ? null : decode(vsn, data.toString())
    if (!m) return socket.close(1011)
    if (m.topic === 'phoenix' && m.event === 'heartbeat') return reply(m, 'ok', {})
    if (m.event === 'phx_join') return join(m)
    if (!channels.has(m.topic)) return reply(m, 'error', { reason: 'unmatched topic' })
    const joinRef = channels.get(m.topic) ?? null
    // A message for an earlier join of the topic raced its close: Phoenix drops it.
    if (joinRef !== null && joinRef !== m.joinRef) return
    inChannel(m, joinRef)
  })
}

/**
 * Registers `/socket/websocket` on `app`, which must already have @fastify/websocket
 * registered (resources/index.ts puts it in the streaming socket's scope).
 */
export function registerPhoenixSocket(
  app: FastifyInstance,
  ctx: PhoenixContext,
  { idleMs = 60_000 }: PhoenixOptions = {},
): void {
  const vsnOf = (request: FastifyRequest) => serializerOf(one(queryParams(request), 'vsn'))
  app.get(
    '/socket/websocket',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (vsnOf(request) === null || connectingAccount(ctx, request) === null)
          await reply.code(403).send('')
      },
    },
    (socket, request) => {
      const accountId = connectingAccount(ctx, request)
      const vsn = vsnOf(request)
      if (accountId === null || vsn === null) return socket.close(1008)
      serveSocket(
        ctx,
        socket,
        accountId,
        vsn,
        (text) => socket.send(fillOrigin(text, request)),
        idleMs,
      )
    },
  )
}
