/**
 * Raw AdminReport -> s1 §3 Report (PLEROMA-API §14): the reported user and the reporter go
 * into the batch as embedded copies, the statuses too; the report keeps their ids.
 */
import type { RawReport } from '../../api/schemas/report'
import type { NormalizedBatch, Report, ReportState } from '../types'
import { isUsableId } from '../../lib/pageIds'
import { addStatus } from './status'
import { collectUsers, normalizeUser } from './user'

const STATES: readonly string[] = ['open', 'closed', 'resolved']

/**
 * Adds a report's users and statuses to `batch` and returns it; null when it has no usable id
 * or lacks the reported user or the reporter. An unknown state reads as open. Never throws.
 */
export function addReport(raw: RawReport, batch: NormalizedBatch): Report | null {
  const account = raw.account ? normalizeUser(raw.account) : null
  const actor = raw.actor ? normalizeUser(raw.actor) : null
  if (!isUsableId(raw.id) || !account || !actor) return null
  collectUsers(account, batch.users, true)
  collectUsers(actor, batch.users, true)
  return {
    id: raw.id,
    state: (STATES.includes(raw.state ?? '') ? raw.state : 'open') as ReportState,
    acct: account.id,
    actor: actor.id,
    content: raw.content ?? '',
    statuses: raw.statuses.flatMap((s) => addStatus(s, batch) ?? []),
    notes: raw.notes.flatMap((n) =>
      isUsableId(n.id)
        ? [{ id: n.id, content: n.content ?? '', created_at: n.created_at ?? '' }]
        : [],
    ),
  }
}
