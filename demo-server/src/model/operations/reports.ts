/**
 * Report writes (PLEROMA-API §12.2, §8): a report of an account (and some of its statuses) is
 * kept in `store.social.reports`, and every local staff member allowed to manage reports (admins
 * and moderators, Pleroma's `reports_manage_reports`) gets a `pleroma:report` notification.
 */
import { ApiError } from '../../lib/errors'
import type { ReportRecord } from '../records'
import type { Store } from '../store'
import { notify } from './notifications'

/** Pleroma's default `max_report_comment_size`. */
export const MAX_REPORT_COMMENT = 1000

/** What a report carries (the params of `POST /api/v1/reports`). */
export interface NewReport {
  accountId: string
  statusIds: readonly string[]
  comment: string
  forward: boolean
}

/**
 * `actorId` reports an account; unknown status ids are left out.
 * @throws ApiError 400 `Account not found`, 400 for a comment over MAX_REPORT_COMMENT characters
 */
export function createReport(store: Store, actorId: string, input: NewReport): ReportRecord {
  if (!store.accounts.has(input.accountId)) throw new ApiError(400, { error: 'Account not found' })
  if ([...input.comment].length > MAX_REPORT_COMMENT)
    throw new ApiError(400, {
      error: `Comment must be up to ${MAX_REPORT_COMMENT} characters`,
    })
  const now = store.clock()
  const report: ReportRecord = {
    id: store.mint.report(now.getTime()),
    actor_id: actorId,
    account_id: input.accountId,
    status_ids: input.statusIds.filter((id) => store.statuses.has(id)),
    comment: input.comment,
    forward: input.forward,
    state: 'open',
    created_at: now,
    notes: [],
  }
  store.social.reports.push(report)
  for (const staff of store.accounts.values()) {
    if (staff.host === null && (staff.is_admin || staff.is_moderator) && !staff.deactivated)
      notify(store, {
        type: 'pleroma:report',
        accountId: staff.id,
        fromId: actorId,
        reportId: report.id,
      })
  }
  return report
}
