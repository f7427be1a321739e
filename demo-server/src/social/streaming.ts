/**
 * The streaming websocket (PLEROMA-API §15) at /api/v1/streaming (trailing slash ok): token
 * from the `access_token` query or the `Sec-WebSocket-Protocol` header (echoed back as the
 * subprotocol); streams `user`, `user:notification`, `public`, `public:local`,
 * `hashtag&tag=`, `list&list=`, `direct`. Handshake failures answer HTTP 401/404 before the
 * upgrade, as Pleroma 2.7+. Client `subscribe`/`unsubscribe` frames are honoured.
 * Test hooks (testHooks only; socket-hooks.ts): drop sockets with a chosen close code, hold an
 * account's handshakes off (HTTP 503) until released, count open sockets.
 */
import fastifyWebsocket from '@fastify/websocket'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { findToken } from '../auth/tokens'
import { satisfies } from '../auth/scopes'
import { one } from '../http/params'
import type { Query } from '../http/params'
import { fillOrigin } from '../http/reply'
import type { Store } from '../store'
import { registerSocketHooks } from './socket-hooks'
import type { SocketHolds } from './socket-hooks'
import { frame } from './streams'
import type { Subscriber } from './state'

const USER_STREAMS = new Set(['user', 'user:notification', 'direct', 'list'])
const KNOWN = new Set([
  'user',
  'user:notification',
  'public',
  'public:local',
  'hashtag',
  'list',
  'direct',
])

/** Bodies of the refused handshakes, by HTTP status. */
const HANDSHAKE_ERRORS: Record<number, string> = {
  401: 'Unauthorized',
  404: 'Not Found',
  503: 'Service Unavailable',
}

/** Outcome of the handshake check: an account (or null) and the stream key, or an HTTP error. */
type Handshake =
  { ok: true; accountId: string | null; key?: string } | { ok: false; status: number }

/** The token a socket request carries (query first, then the subprotocol header). */
function socketToken(request: FastifyRequest): string | undefined {
  const query = one(request.query as Query, 'access_token')
  if (query) return query
  const header = request.headers['sec-websocket-protocol']
  return header ? header.split(',')[0]?.trim() || undefined : undefined
}

/** Resolves a stream name and its parameters to a stream key for the account. */
function streamKey(
  store: Store,
  accountId: string | null,
  stream: string,
  params: Query,
): { key: string } | { status: number } {
  if (!KNOWN.has(stream)) return { status: 404 }
  if (USER_STREAMS.has(stream) && accountId === null) return { status: 401 }
  if (stream === 'hashtag') {
    const tag = one(params, 'tag')
    return tag ? { key: `hashtag:${tag.toLowerCase()}` } : { status: 404 }
  }
  if (stream === 'list') {
    const id = one(params, 'list')
    if (!id) return { status: 401 }
    const list = store.social.lists.get(id)
    return list && list.owner_id === accountId ? { key: `list:${id}` } : { status: 404 }
  }
  return { key: stream }
}

/**
 * Checks a handshake request (§15 "Handshake failures"); a held account (test hook) gets 503.
 */
function checkHandshake(
  app: FastifyInstance,
  store: Store,
  holds: SocketHolds,
  request: FastifyRequest,
): Handshake {
  const raw = socketToken(request)
  let accountId: string | null = null
  if (raw !== undefined) {
    const token = findToken(app.starlingAuth, raw)
    if (!token?.accountId || !satisfies(token.scopes, ['read:statuses']))
      return { ok: false, status: 401 }
    accountId = token.accountId
  }
  if (holds.refuses(accountId)) return { ok: false, status: 503 }
  const stream = one(request.query as Query, 'stream')
  if (stream === undefined) return { ok: true, accountId }
  const found = streamKey(store, accountId, stream, request.query as Query)
  return 'key' in found
    ? { ok: true, accountId, key: found.key }
    : { ok: false, status: found.status }
}

/** Registers the websocket plugin, the streaming route and the test hooks. */
export async function registerStreaming(
  app: FastifyInstance,
  store: Store,
  options: { testHooks: () => boolean },
): Promise<void> {
  const holds = registerSocketHooks(app, store, options)
  await app.register(fastifyWebsocket, {
    options: { handleProtocols: (protocols) => [...protocols][0] ?? false },
  })
  const reject = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = checkHandshake(app, store, holds, request)
    if (!result.ok)
      await reply
        .code(result.status)
        .type('text/plain; charset=utf-8')
        .send(HANDSHAKE_ERRORS[result.status] ?? 'Not Found')
  }
  app.get('/api/v1/streaming', { websocket: true, preValidation: reject }, (socket, request) => {
    const result = checkHandshake(app, store, holds, request)
    if (!result.ok) return socket.close(1008)
    const sub: Subscriber = {
      accountId: result.accountId,
      streams: new Set(result.key ? [result.key] : []),
      send: (text) => socket.send(fillOrigin(text, request)),
      close: (code) => (code === 1006 ? socket.terminate() : socket.close(code)),
    }
    store.social.sockets.add(sub)
    socket.on('close', () => store.social.sockets.delete(sub))
    socket.on('message', (data: Buffer) => {
      let message: { type?: unknown; stream?: unknown; tag?: unknown; list?: unknown }
      try {
        message = JSON.parse(data.toString()) as typeof message
      } catch {
        return
      }
      const type = message.type
      if ((type !== 'subscribe' && type !== 'unsubscribe') || typeof message.stream !== 'string')
        return
      const params: Query = {}
      if (typeof message.tag === 'string') params.tag = message.tag
      if (typeof message.list === 'string') params.list = message.list
      const found = streamKey(store, sub.accountId, message.stream, params)
      if (!('key' in found)) {
        const error = found.status === 401 ? 'unauthorized' : 'bad_topic'
        return sub.send(frame('pleroma:respond', { type, result: 'error', error }))
      }
      const had = sub.streams.has(found.key)
      if (type === 'subscribe') sub.streams.add(found.key)
      else sub.streams.delete(found.key)
      const changed = type === 'subscribe' ? !had : had
      sub.send(frame('pleroma:respond', { type, result: changed ? 'success' : 'ignored' }))
    })
  })
}
