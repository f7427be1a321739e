/**
 * POST /api/v1/statuses (create or preview), PUT /api/v1/statuses/:id (edit) and
 * DELETE /api/v1/statuses/:id (PLEROMA-API §6, §1.7). The writes go through
 * model/operations/statuses.ts, so timelines, streams, notifications and the edit history follow.
 *
 * Idempotency-Key: a successful create is answered once per key (resources/idempotency.ts);
 * previews are never remembered.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireScopes } from '../../auth/guard'
import { ApiError, notFound } from '../../lib/errors'
import { bool, readParams } from '../../http/params'
import { fillOrigin, sendJson } from '../../http/reply'
import { createStatus, editStatus, removeStatus } from '../../model/operations/statuses'
import { canSee } from '../../model/rules'
import { serializeStatus } from '../../serialize/status'
import { actorOf } from '../context'
import type { ResourceContext } from '../context'
import { answerOnce, sendText } from '../idempotency'
import { composeEdit, composeStatus } from './compose'

type IdParams = { Params: { id: string } }

/** Registers the status writes. */
export function registerStatusWrites(app: FastifyInstance, { store }: ResourceContext): void {
  const render = (request: FastifyRequest, data: unknown) =>
    fillOrigin(JSON.stringify(data), request)
  const write = ['write:statuses']

  app.post('/api/v1/statuses', async (request, reply) => {
    const author = actorOf(request, write)
    const { params } = await readParams(request)
    const preview = bool(params, 'preview', false)
    const create = () => {
      const clock = store.clock()
      const { status, source } = composeStatus(store, author, params, clock)
      if (preview) {
        const json = serializeStatus(store, status, { now: clock, viewer: author.id })
        return render(request, { ...json, id: 'pleroma:fakeid', uri: 'pleroma:fake_object_id' })
      }
      createStatus(store, status, source)
      return render(request, serializeStatus(store, status, { now: clock, viewer: author.id }))
    }
    return answerOnce(store, request, reply, author.id, create, !preview)
  })

  app.put<IdParams>('/api/v1/statuses/:id', async (request, reply) => {
    const author = actorOf(request, write)
    const status = store.statuses.get(request.params.id)
    if (!status || status.reblog_of_id || !canSee(store, author.id, status)) throw notFound()
    if (status.account_id !== author.id) throw new ApiError(403, { error: 'Access denied' })
    const { params } = await readParams(request)
    const oldSource = store.posting.sources.get(status.id) ?? {
      text: status.text,
      content_type: 'text/plain',
    }
    const { changes, source } = composeEdit(store, author, status, params, oldSource)
    editStatus(store, status, changes, source)
    const json = serializeStatus(store, status, { now: store.clock(), viewer: author.id })
    return sendText(reply, 200, render(request, json))
  })

  app.delete<IdParams>(
    '/api/v1/statuses/:id',
    { preHandler: requireScopes(...write) },
    (req, reply) => {
      const actor = actorOf(req, write)
      const s = store.statuses.get(req.params.id)
      const staff = actor.is_admin || actor.is_moderator
      if (!s || (s.account_id !== actor.id && !staff)) throw notFound()
      const json = {
        ...serializeStatus(store, s, { now: store.clock(), viewer: actor.id }),
        text: s.text,
      }
      removeStatus(store, s)
      return sendJson(reply, req, json)
    },
  )
}
