/**
 * The chat test hook (only when test hooks are on; 404 `Page not found` otherwise), for the
 * browser journey of the client's send retries:
 * POST /api/starling/test/fail-chat-sends `{account, count?}` makes the next `count` (default
 * 1; 0 clears) chat message sends of `account` (a nickname or id) answer 503 `Service
 * Unavailable` (text/plain, as a proxy in front of the instance would) before the instance sees
 * them; answers `{account, failing}` (the account id and the sends still to fail). An unknown
 * account answers 404 `Unknown account`, a count that is not a whole number 0 or more 400.
 */
import type { FastifyInstance } from 'fastify'
import { one, requestParams } from '../../http/params'
import { sendJson } from '../../http/reply'
import { findAccount } from '../../model/store'
import type { ResourceContext } from '../context'

/** What the send route asks the hook. */
export interface ChatSendFailures {
  /** Whether this send of the account must fail (counts it down). */
  takeFailure(accountId: string): boolean
}

/** Registers the hook; the send route consults the returned failures. */
export function registerChatHooks(
  app: FastifyInstance,
  { store, config }: ResourceContext,
): ChatSendFailures {
  const failing = new Map<string, number>()
  app.post('/api/starling/test/fail-chat-sends', (req, reply) => {
    if (!config.testHooks) return reply.code(404).send({ errors: { detail: 'Page not found' } })
    const params = requestParams(req)
    const account = findAccount(store, one(params, 'account') ?? '')
    if (!account) return reply.code(404).send({ error: 'Unknown account' })
    const count = Number(one(params, 'count') ?? 1)
    if (!Number.isInteger(count) || count < 0)
      return reply.code(400).send({ error: 'Invalid count' })
    failing.set(account.id, count)
    return sendJson(reply, req, { account: account.id, failing: count })
  })
  return {
    takeFailure: (accountId) => {
      const left = failing.get(accountId) ?? 0
      if (left <= 0) return false
      failing.set(accountId, left - 1)
      return true
    },
  }
}
