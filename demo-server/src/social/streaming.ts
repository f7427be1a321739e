/**
 * The streaming websocket (PLEROMA-API §15) at /api/v1/streaming (trailing slash ok): token
 * from the `access_token` query or the `Sec-WebSocket-Protocol` header (echoed back as the
 * subprotocol); streams `user`, `user:notification`, `public`, `public:local`,
 * `hashtag&tag=`, `list&list=`, `direct`. Handshake failures answer HTTP 401/404 before the
 * upgrade, as Pleroma 2.7+. Client `subscribe`/`unsubscribe` frames are honoured.
 * Test hook (testHooks only): POST /api/starling/test/drop-sockets `{code}` closes every socket
 * with that code (1006: dropped without a close frame); answers `{closed, code}`.
 */
import fastifyWebsocket from '@fastify/websocket'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { findToken } from '../auth/tokens'
import { satisfies } from '../auth/scopes'
import { one } from '../http/params'
import type { Query } from '../http/params'
import { fillOrigin, sendJson } from '../http/reply'
import type { Store } from '../store'
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

/**
 * Whether the hook can produce this close code: the codes a server may send (1000-1003,
 * 1007-1014, 3000-4999), or 1006, made by dropping the connection without a close frame.
 */
export function closableCode(code: number): boolean {
  if (!Number.isInteger(code)) return false
  return (
    (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005) ||
    (code >= 3000 && code <= 4999)
  )
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

/** Checks a handshake request (§15 "Handshake failures"). */
function checkHandshake(app: FastifyInstance, store: Store, request: FastifyRequest): Handshake {
  const raw = socketToken(request)
  let accountId: string | null = null
  if (raw !== undefined) {
    const token = findToken(app.starlingAuth, raw)
    if (!token?.accountId || !satisfies(token.scopes, ['read:statuses']))
      return { ok: false, status: 401 }
    accountId = token.accountId
  }
  const stream = one(request.query as Query, 'stream')
  if (stream === undefined) return { ok: true, accountId }
  const found = streamKey(store, accountId, stream, request.query as Query)
  return 'key' in found
    ? { ok: true, accountId, key: found.key }
    : { ok: false, status: found.status }
}

/** Registers the websocket plugin, the streaming route and the test hook. */
export async function registerStreaming(
  app: FastifyInstance,
  store: Store,
  options: { testHooks: () => boolean },
): Promise<void> {
  await app.register(fastifyWebsocket, {
    options: { handleProtocols: (protocols) => [...protocols][0] ?? false },
  })
  const reject = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = checkHandshake(app, store, request)
    if (!result.ok)
      await reply
        .code(result.status)
        .type('text/plain; charset=utf-8')
        .send(result.status === 401 ? 'Unauthorized' : 'Not Found')
  }
  app.get('/api/v1/streaming', { websocket: true, preValidation: reject }, (socket, request) => {
    const result = checkHandshake(app, store, request)
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

  app.post('/api/starling/test/drop-sockets', (req, reply) => {
    if (!options.testHooks()) return reply.code(404).send({ errors: { detail: 'Page not found' } })
    const code = Number(((req.body ?? {}) as { code?: unknown }).code ?? 1006)
    if (!closableCode(code)) return reply.code(400).send({ error: 'Invalid close code' })
    const subs = [...store.social.sockets]
    for (const sub of subs) sub.close(code)
    return sendJson(reply, req, { closed: subs.length, code })
  })
}
