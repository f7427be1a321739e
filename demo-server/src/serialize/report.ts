/**
 * Report JSON: the reporter's answer `{"id","action_taken":false}` (PLEROMA-API §12.2) and the
 * AdminReport a `pleroma:report` notification carries (§8): id, state, the reported account,
 * the reporter (`actor`), the comment as `content`, created_at, the reported statuses (rendered
 * for the staff member) and the staff `notes` (id, content, user, created_at). Accounts in the
 * Mastodon shape of account.ts.
 */
import { isoDate } from '../lib/dates'
import type { ReportRecord } from '../model/records'
import type { Store } from '../model/store'
import { serializeAccount } from './account'
import { serializeStatus } from './status'

/** What `POST /api/v1/reports` answers. */
export const serializeReport = (report: ReportRecord): Record<string, unknown> => ({
  id: report.id,
  action_taken: false,
})

/** The AdminReport of a report for the staff member `viewer`; null when an account is gone. */
export function serializeAdminReport(
  store: Store,
  report: ReportRecord,
  now: Date,
  viewer: string,
): Record<string, unknown> | null {
  const account = store.accounts.get(report.account_id)
  const actor = store.accounts.get(report.actor_id)
  if (!account || !actor) return null
  return {
    id: report.id,
    state: report.state,
    account: serializeAccount(store, account, { viewer }),
    actor: serializeAccount(store, actor, { viewer }),
    content: report.comment,
    created_at: isoDate(report.created_at),
    statuses: report.status_ids
      .map((id) => store.statuses.get(id))
      .filter((s) => s !== undefined)
      .map((s) => serializeStatus(store, s, { now, viewer })),
    notes: report.notes.flatMap((note) => {
      const user = store.accounts.get(note.user_id)
      if (!user) return []
      return [
        {
          id: note.id,
          content: note.content,
          user: serializeAccount(store, user, { viewer }),
          created_at: isoDate(note.created_at),
        },
      ]
    }),
    rules: [],
  }
}
