/**
 * The reports resource (PLEROMA-API §12.2): `POST /api/v1/reports` (scope write:reports) with
 * `account_id` (required), `status_ids[]`, `comment`, `forward`; answers `{"id","action_taken"}`.
 * The report is kept in the store, and staff get a `pleroma:report` notification
 * (model/operations/reports.ts).
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../auth/guard'
import { bool, list, one, requestParams, requireFields } from '../http/params'
import { sendJson } from '../http/reply'
import { createReport } from '../model/operations/reports'
import { serializeReport } from '../serialize/report'
import { actorOf } from './context'
import type { ResourceContext } from './context'

/** Registers the reports route. */
export function registerReports(app: FastifyInstance, { store }: ResourceContext): void {
  const scopes = ['write:reports']
  app.post('/api/v1/reports', { preHandler: requireScopes(...scopes) }, (req, reply) => {
    const me = actorOf(req, scopes).id
    const params = requestParams(req)
    requireFields(params, ['account_id'])
    const report = createReport(store, me, {
      accountId: one(params, 'account_id') ?? '',
      statusIds: list(params, 'status_ids'),
      comment: one(params, 'comment') ?? '',
      forward: bool(params, 'forward', false),
    })
    return sendJson(reply, req, serializeReport(report))
  })
}
