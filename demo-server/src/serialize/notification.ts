/**
 * NotificationRecord -> Pleroma Notification JSON (PLEROMA-API §8): id (integer string), type,
 * created_at, group_key, account, `pleroma.is_seen`/`is_muted`, the status for types that have
 * one (rendered for the recipient), `emoji`/`emoji_url` for reactions, `report` (AdminReport)
 * for `pleroma:report`.
 */
import { isoDate } from '../lib/dates'
import type { NotificationRecord } from '../model/records'
import { mutes } from '../model/rules'
import type { Store } from '../model/store'
import { serializeAccount } from './account'
import { serializeAdminReport } from './report'
import { serializeStatus } from './status'

/** Renders one notification for its recipient; null when its account or status is gone. */
export function serializeNotification(
  store: Store,
  n: NotificationRecord,
  now: Date,
): Record<string, unknown> | null {
  const from = store.accounts.get(n.from_id)
  if (!from) return null
  const status = n.status_id ? store.statuses.get(n.status_id) : undefined
  if (n.status_id && !status) return null
  const out: Record<string, unknown> = {
    id: n.id,
    type: n.type,
    created_at: isoDate(n.created_at),
    group_key: `ungrouped-${n.id}`,
    account: serializeAccount(store, from, { viewer: n.account_id }),
    pleroma: { is_seen: n.seen, is_muted: mutes(store, n.account_id, n.from_id) },
  }
  if (status) out.status = serializeStatus(store, status, { now, viewer: n.account_id })
  if (n.report_id !== null) {
    const report = store.social.reports.find((r) => r.id === n.report_id)
    const json = report ? serializeAdminReport(store, report, now, n.account_id) : null
    if (!json) return null
    out.report = json
  }
  if (n.type === 'pleroma:emoji_reaction') {
    out.emoji = n.emoji
    out.emoji_url = n.emoji_url
  }
  return out
}
