/**
 * The admin API's report routes (PLEROMA-API §14; privilege reports_manage_reports), under both
 * admin prefixes: the report list (`state` filter, `page`, `page_size` 50) as
 * `{"total","reports"}`, one report, state changes (`{"reports":[{"id","state"}]}`, 204; a bad
 * item answers 400 with Pleroma's array of `{"id","error"}`) and staff notes (204).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requirePrivilege } from '../../auth/guard'
import { integer, one, queryParams, requestParams } from '../../http/params'
import { sendJson } from '../../http/reply'
import { ApiError } from '../../lib/errors'
import { addReportNote, REPORT_STATES, setReportState } from '../../model/operations/admin'
import type { ReportRecord } from '../../model/records'
import { serializeAdminReport } from '../../serialize/report'
import { actorOf } from '../context'
import type { ResourceContext } from '../context'
import { ADMIN_PREFIXES } from './users'

type IdParams = { Params: { id: string } }
type StateChange = { id: string; state: ReportRecord['state'] }

/** The `reports` of a PATCH body, each checked; bad items as Pleroma's error entries. */
function readChanges(body: unknown, reports: readonly ReportRecord[]) {
  const items = (body as { reports?: unknown } | null)?.reports
  const changes: StateChange[] = []
  const errors: { id: string; error: string }[] = []
  for (const item of Array.isArray(items) ? (items as { id?: unknown; state?: unknown }[]) : []) {
    const id = typeof item.id === 'string' ? item.id : ''
    const state = item.state as ReportRecord['state']
    if (!reports.some((r) => r.id === id)) errors.push({ id, error: 'not_found' })
    else if (!REPORT_STATES.includes(state)) errors.push({ id, error: 'Unsupported state' })
    else changes.push({ id, state })
  }
  return { changes, errors }
}

/** Registers the report routes on both prefixes. */
export function registerAdminReports(app: FastifyInstance, { store }: ResourceContext): void {
  const read = { preHandler: requirePrivilege('reports_manage_reports', 'admin:read:reports') }
  const write = { preHandler: requirePrivilege('reports_manage_reports', 'admin:write:reports') }
  const reports = store.social.reports
  const render = (req: FastifyRequest, report: ReportRecord) =>
    serializeAdminReport(store, report, store.clock(), actorOf(req, ['admin:read:reports']).id)
  const existing = (id: string): ReportRecord => {
    const found = reports.find((r) => r.id === id)
    if (!found) throw new ApiError(404, { error: 'Not found' })
    return found
  }

  for (const base of ADMIN_PREFIXES) {
    app.get(`${base}/reports`, read, (req, reply) => {
      const query = queryParams(req)
      const state = one(query, 'state')
      const page = Math.max(1, integer(query, 'page', 1))
      const size = Math.max(1, integer(query, 'page_size', 50))
      const matching = reports.filter((r) => !state || r.state === state).reverse()
      const shown = matching.slice((page - 1) * size, page * size)
      return sendJson(reply, req, {
        total: matching.length,
        reports: shown.flatMap((r) => render(req, r) ?? []),
      })
    })

    app.get<IdParams>(`${base}/reports/:id`, read, (req, reply) =>
      sendJson(reply, req, render(req, existing(req.params.id))),
    )

    app.patch(`${base}/reports`, write, async (req, reply) => {
      const { changes, errors } = readChanges(req.body, reports)
      for (const change of changes) setReportState(existing(change.id), change.state)
      if (errors.length > 0) return sendJson(reply, req, errors, 400)
      await reply.code(204).send()
    })

    app.post<IdParams>(`${base}/reports/:id/notes`, write, async (req, reply) => {
      const report = existing(req.params.id)
      const content = one(requestParams(req), 'content')
      if (!content) return reply.code(400).send()
      addReportNote(store, report, actorOf(req, ['admin:write:reports']).id, content)
      await reply.code(204).send()
    })
  }
}
