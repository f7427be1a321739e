/**
 * The streaming websocket (PLEROMA-API §15) at /api/v1/streaming (trailing slash ok): token
 * from the `access_token` query or the `Sec-WebSocket-Protocol` header (echoed back as the
 * subprotocol); streams `user`, `user:notification`, `user:pleroma_chat`, `public`, `public:local`,
 * `hashtag&tag=`, `list&list=`, `direct` (on a private instance, every stream needs a user).
 * Handshake failures answer HTTP 401/404 before the upgrade, as Pleroma 2.7+. Client `subscribe`/`unsubscribe` frames are honoured.
 * Model events reach the sockets through fanout.ts. Test hooks (testHooks only; test-hooks.ts): drop sockets with a chosen close code, hold an
 * account's handshakes off (HTTP 503) until released, count open sockets.
 */
import fastifyWebsocket from '@fastify/websocket'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { satisfies } from '../../auth/scopes'
import { findToken } from '../../auth/tokens'
import { one, queryParams } from '../../http/params'
import type { Params } from '../../http/params'
import { fillOrigin } from '../../http/reply'
import type { ResourceContext } from '../context'
import { fanOut, frame } from './fanout'
import type { Sockets, Subscriber } from './fanout'
import { registerSocketHooks } from './test-hooks'
import type { SocketHolds } from './test-hooks'

const USER_STREAMS = new Set(['user', 'user:notification', 'user:pleroma_chat', 'direct', 'list'])
const KNOWN = new Set([
  'user',
  'user:notification',
  'user:pleroma_chat',
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
  const query = one(queryParams(request), 'access_token')
  if (query) return query
  const header = request.headers['sec-websocket-protocol']
  return header ? header.split(',')[0]?.trim() || undefined : undefined
}

/**
 * Resolves a stream name and its parameters to a stream key for the account; on a private
 * instance visitors get no public or hashtag stream either (401, as the timelines).
 */
function streamKey(
  { store, config }: ResourceContext,
  accountId: string | null,
  stream: string,
  params: Params,
): { key: string } | { status: number } {
  if (!KNOWN.has(stream)) return { status: 404 }
  if (accountId === null && (USER_STREAMS.has(stream) || config.privateInstance))
    return { status: 401 }
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
  ctx: ResourceContext,
  holds: SocketHolds,
  request: FastifyRequest,
): Handshake {
  const raw = socketToken(request)
  let accountId: string | null = null
  if (raw !== undefined) {
    const token = findToken(ctx.auth, raw)
    if (!token?.accountId || !satisfies(token.scopes, ['read:statuses']))
      return { ok: false, status: 401 }
    accountId = token.accountId
  }
  if (holds.refuses(accountId)) return { ok: false, status: 503 }
  const query = queryParams(request)
  const stream = one(query, 'stream')
  if (stream === undefined) return { ok: true, accountId }
  const found = streamKey(ctx, accountId, stream, query)
  return 'key' in found
    ? { ok: true, accountId, key: found.key }
    : { ok: false, status: found.status }
}

/**
 * Registers the websocket plugin, the streaming route, the fan-out of model events and the
 * test hooks (await it).
 */
export async function registerStreaming(app: FastifyInstance, ctx: ResourceContext): Promise<void> {
  const { store } = ctx
  const sockets: Sockets = new Set()
  const stop = store.events.subscribe(fanOut(store, sockets))
  app.addHook('onClose', async () => stop())
  const holds = registerSocketHooks(app, ctx, sockets)
  await app.register(fastifyWebsocket, {
    options: { handleProtocols: (protocols) => [...protocols][0] ?? false },
  })
  const reject = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = checkHandshake(ctx, holds, request)
    if (!result.ok)
      await reply
        .code(result.status)
        .type('text/plain; charset=utf-8')
        .send(HANDSHAKE_ERRORS[result.status] ?? 'Not Found')
  }
  app.get('/api/v1/streaming', { websocket: true, preValidation: reject }, (socket, request) => {
    const result = checkHandshake(ctx, holds, request)
    if (!result.ok) return socket.close(1008)
    const sub: Subscriber = {
      accountId: result.accountId,
      streams: new Set(result.key ? [result.key] : []),
      send: (text) => socket.send(fillOrigin(text, request)),
      close: (code) => (code === 1006 ? socket.terminate() : socket.close(code)),
    }
    sockets.add(sub)
    socket.on('close', () => sockets.delete(sub))
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
      const params: Params = {}
      if (typeof message.tag === 'string') params.tag = message.tag
      if (typeof message.list === 'string') params.list = message.list
      const found = streamKey(ctx, sub.accountId, message.stream, params)
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
