/**
 * The polls resource (PLEROMA-API §7): GET /api/v1/polls/:id (the read that notices the end,
 * model/operations/polls.ts) and POST /api/v1/polls/:id/votes with `choices[]`.
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../auth/guard'
import { notFound } from '../lib/errors'
import { list, requestParams } from '../http/params'
import { sendJson } from '../http/reply'
import { checkPollEnd, vote } from '../model/operations/polls'
import type { StatusRecord } from '../model/records'
import { canSee } from '../model/rules'
import type { Store } from '../model/store'
import { serializePoll } from '../serialize/status'
import { pollViewerFields } from '../serialize/viewer'
import { actorOf, viewerOf } from './context'
import type { ResourceContext } from './context'

type IdParams = { Params: { id: string } }

/** The status holding a poll the viewer may see, by poll id. @throws ApiError 404 */
function pollStatus(store: Store, pollId: string, viewer: string | null): StatusRecord {
  for (const s of store.statuses.values()) {
    if (s.poll?.id === pollId) {
      if (!canSee(store, viewer, s)) break
      return s
    }
  }
  throw notFound()
}

/** Registers the poll routes. */
export function registerPolls(app: FastifyInstance, { store }: ResourceContext): void {
  const render = (s: StatusRecord, viewer: string | null) => {
    const poll = s.poll
    if (!poll) throw notFound()
    return {
      ...serializePoll(poll, store.clock()),
      ...pollViewerFields(store, poll, s.account_id, viewer),
    }
  }

  app.get<IdParams>('/api/v1/polls/:id', (req, reply) => {
    const viewer = viewerOf(req)
    const s = pollStatus(store, req.params.id, viewer)
    checkPollEnd(store, s)
    return sendJson(reply, req, render(s, viewer))
  })

  app.post<IdParams>(
    '/api/v1/polls/:id/votes',
    { preHandler: requireScopes('write:statuses') },
    (req, reply) => {
      const me = actorOf(req, ['write:statuses']).id
      const s = pollStatus(store, req.params.id, me)
      const choices = [...new Set(list(requestParams(req), 'choices').map(Number))]
      vote(store, s, me, choices)
      return sendJson(reply, req, render(s, me))
    },
  )
}
