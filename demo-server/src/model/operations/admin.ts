/**
 * Staff writes of the admin API (PLEROMA-API §14): tags (the MRF TagPolicy of model/tag-policy.ts
 * reads them on new posts), permission groups, activation, deleting a user and report states. Sign-in
 * state (a deactivated account's tokens) is the auth layer's part; these touch the model only.
 */
import type { AccountRecord, ReportRecord } from '../records'
import type { Store } from '../store'
import { removeStatus } from './statuses'

/** The report states Pleroma accepts (§14 `PATCH /reports`). */
export const REPORT_STATES = ['open', 'closed', 'resolved'] as const

/** The tags of an account (empty for none). */
export function tagsOf(store: Store, accountId: string): string[] {
  return [...(store.social.tags.get(accountId) ?? [])]
}

/** Adds `tags` to each account (already present ones stay once). */
export function tagUsers(
  store: Store,
  accounts: readonly AccountRecord[],
  tags: readonly string[],
) {
  for (const account of accounts) {
    const own = store.social.tags.get(account.id) ?? new Set<string>()
    for (const tag of tags) own.add(tag)
    store.social.tags.set(account.id, own)
  }
}

/** Takes `tags` off each account. */
export function untagUsers(
  store: Store,
  accounts: readonly AccountRecord[],
  tags: readonly string[],
) {
  for (const account of accounts) {
    const own = store.social.tags.get(account.id)
    for (const tag of tags) own?.delete(tag)
  }
}

/** Grants (`value` true) or revokes the `admin` or `moderator` permission group. */
export function setPermissionGroup(
  account: AccountRecord,
  group: 'admin' | 'moderator',
  value: boolean,
): void {
  if (group === 'admin') account.is_admin = value
  else account.is_moderator = value
}

/** Activates (`active` true) or deactivates an account. */
export function setActivation(account: AccountRecord, active: boolean): void {
  account.deactivated = !active
}

/**
 * Deletes a user as Pleroma's admin delete does: the account is deactivated and every status
 * of it is removed (each removal emitted, so sockets hear `delete`).
 */
export function deleteUser(store: Store, account: AccountRecord): void {
  account.deactivated = true
  const own = store.timeline.filter((s) => s.account_id === account.id)
  for (const status of own) if (store.statuses.has(status.id)) removeStatus(store, status)
}

/** Sets a report's state. */
export function setReportState(report: ReportRecord, state: ReportRecord['state']): void {
  report.state = state
}

/** Adds a staff note (id minted from the clock) to a report. */
export function addReportNote(store: Store, report: ReportRecord, userId: string, content: string) {
  const now = store.clock()
  report.notes.push({
    id: store.mint.report(now.getTime()),
    user_id: userId,
    content,
    created_at: now,
  })
}
