/**
 * Test hooks on the streaming sockets (only when test hooks are on; 404 otherwise), for browser
 * journeys that lose the live connection:
 * - POST /api/starling/test/drop-sockets `{code?, account?, hold?}` closes the sockets of
 *   `account` (a nickname or id; every socket when absent) with `code` (default 1006: dropped
 *   without a close frame) and answers `{closed, code}`. With `hold: true` the handshakes of that
 *   account (of everyone without `account`) are then refused with HTTP 503 until released, so the
 *   client stays on polling.
 * - POST /api/starling/test/release-sockets `{account?}` lifts that hold (every hold without
 *   `account`); answers `{released}`.
 * - GET /api/starling/test/sockets?account= answers `{open}`: how many sockets that account
 *   (everyone without `account`) has open, so a journey can wait until its socket is joined.
 * An unknown account answers 404; an unusable close code 400.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { bool, one, queryParams, requestParams } from '../../http/params'
import { sendJson } from '../../http/reply'
import { findAccount } from '../../model/store'
import type { ResourceContext } from '../context'
import type { Sockets } from './fanout'

/** Stands for "every account" in the set of held accounts. */
const EVERYONE = '*'

/** What the streaming route asks the hooks. */
export interface SocketHolds {
  /** Whether handshakes of this account (null: a visitor) are refused for now. */
  refuses(accountId: string | null): boolean
}

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

/** Registers the three hooks; the streaming route consults the returned holds. */
export function registerSocketHooks(
  app: FastifyInstance,
  { store, config }: ResourceContext,
  sockets: Sockets,
): SocketHolds {
  const held = new Set<string>()
  /** The account id named by `account`, EVERYONE without one, or null when unknown. */
  const target = (account: string | undefined): string | null => {
    if (account === undefined || account === '') return EVERYONE
    return findAccount(store, account)?.id ?? null
  }
  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ errors: { detail: 'Page not found' } })
  const unknownAccount = (reply: FastifyReply) => reply.code(404).send({ error: 'Unknown account' })

  app.post('/api/starling/test/drop-sockets', (req, reply) => {
    if (!config.testHooks) return notFound(reply)
    const params = requestParams(req)
    const code = Number(one(params, 'code') ?? 1006)
    if (!closableCode(code)) return reply.code(400).send({ error: 'Invalid close code' })
    const who = target(one(params, 'account'))
    if (who === null) return unknownAccount(reply)
    if (bool(params, 'hold', false)) held.add(who)
    const subs = [...sockets].filter((s) => who === EVERYONE || s.accountId === who)
    for (const sub of subs) sub.close(code)
    return sendJson(reply, req, { closed: subs.length, code })
  })

  app.post('/api/starling/test/release-sockets', (req, reply) => {
    if (!config.testHooks) return notFound(reply)
    const who = target(one(requestParams(req), 'account'))
    if (who === null) return unknownAccount(reply)
    const released = who === EVERYONE ? held.size > 0 : held.has(who)
    if (who === EVERYONE) held.clear()
    else held.delete(who)
    return sendJson(reply, req, { released })
  })

  app.get('/api/starling/test/sockets', (req, reply) => {
    if (!config.testHooks) return notFound(reply)
    const who = target(one(queryParams(req), 'account'))
    if (who === null) return unknownAccount(reply)
    const open = [...sockets].filter((s) => who === EVERYONE || s.accountId === who).length
    return sendJson(reply, req, { open })
  })

  return {
    refuses: (accountId) => held.has(EVERYONE) || (accountId !== null && held.has(accountId)),
  }
}
