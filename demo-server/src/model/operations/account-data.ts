/**
 * Account data writes (PLEROMA-API §12.1, §13): notification settings, domain blocks, the
 * follow / block / mute imports and account backups. Imports are applied at once (Pleroma runs
 * them as jobs a moment later); a backup is requested here and finished by whoever built its
 * archive ({@link finishBackup}).
 */
import { ApiError } from '../../lib/errors'
import type { AccountRecord, BackupRecord, NotificationSettings } from '../records'
import { findAccount, nextIntegerId } from '../store'
import type { Store } from '../store'
import { block, mute, requestFollow } from './relationships'

/** Days between two backups of one account (Pleroma's default `:backup, :limit_days`). */
export const BACKUP_LIMIT_DAYS = 7

const DAY_MS = 86_400_000

/** The account's notification settings (both false until set). */
export function notificationSettingsOf(store: Store, accountId: string): NotificationSettings {
  return (
    store.social.notificationSettings.get(accountId) ?? {
      block_from_strangers: false,
      hide_notification_contents: false,
    }
  )
}

/** Changes the settings that `changes` names; the others stay. */
export function updateNotificationSettings(
  store: Store,
  accountId: string,
  changes: Partial<NotificationSettings>,
): NotificationSettings {
  const next = { ...notificationSettingsOf(store, accountId), ...changes }
  store.social.notificationSettings.set(accountId, next)
  return next
}

/** Pleroma's domain normalization: trimmed, lower case, no scheme nor path. */
function normalizeDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/\/.*$/, '')
}

/** The account's blocked domains, in the order they were blocked. */
export const domainBlocksOf = (store: Store, accountId: string): string[] =>
  store.social.domainBlocks.get(accountId) ?? []

/** Blocks a domain (again: no change). */
export function blockDomain(store: Store, accountId: string, domain: string): void {
  const wanted = normalizeDomain(domain)
  const list = domainBlocksOf(store, accountId)
  if (wanted !== '' && !list.includes(wanted))
    store.social.domainBlocks.set(accountId, [...list, wanted])
}

/** Unblocks a domain (not blocked: no change). */
export function unblockDomain(store: Store, accountId: string, domain: string): void {
  const wanted = normalizeDomain(domain)
  store.social.domainBlocks.set(
    accountId,
    domainBlocksOf(store, accountId).filter((d) => d !== wanted),
  )
}

/** Which import (PLEROMA-API §13): follows, blocks or mutes. */
export type ImportKind = 'follow' | 'blocks' | 'mutes'

/**
 * The handles of an import list. Follows: one account per line, the first CSV column, the
 * `Account address` header skipped; blocks and mutes: separated by white space. A leading `@`
 * is dropped.
 */
export function importHandles(kind: ImportKind, text: string): string[] {
  const raw =
    kind === 'follow'
      ? text.split(/\r?\n/).map((line) => line.split(',')[0] ?? '')
      : text.split(/\s+/)
  return raw
    .map((handle) => handle.trim().replace(/^@/, ''))
    .filter((handle) => handle !== '' && handle !== 'Account address')
}

/** The account of a handle: `nick`, `nick@remote` or `nick@<this host>`. */
function accountOfHandle(store: Store, handle: string, host: string): AccountRecord | undefined {
  const found = findAccount(store, handle)
  if (found) return found
  const [nick, domain] = handle.split('@')
  return nick && domain?.toLowerCase() === host.toLowerCase() ? findAccount(store, nick) : undefined
}

/**
 * Applies an import list for `me`: follows (or asks to follow), blocks or mutes (notifications
 * too, without end) every known account of it; unknown handles, `me` and refused follows are
 * skipped. Returns the ids of the accounts changed.
 * @param host this instance's host, so `nick@host` handles are found as local
 */
export function applyImport(
  store: Store,
  me: string,
  kind: ImportKind,
  text: string,
  host: string,
): string[] {
  const done: string[] = []
  for (const handle of importHandles(kind, text)) {
    const target = accountOfHandle(store, handle, host)
    if (!target || target.id === me) continue
    if (kind === 'blocks') block(store, me, target.id)
    else if (kind === 'mutes') mute(store, me, target.id, true)
    else {
      try {
        requestFollow(store, me, target)
      } catch {
        continue
      }
    }
    done.push(target.id)
  }
  return done
}

/** The account's backups, oldest first. */
export const backupsOf = (store: Store, accountId: string): BackupRecord[] =>
  store.social.backups.filter((b) => b.accountId === accountId)

/** `20240501T100000` of a date (UTC), as Pleroma names its archives. */
const stamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')

/**
 * Requests a backup of `account`: a new unprocessed record dated by the store's clock.
 * @param random the archive name's random part (hex)
 * @throws ApiError 400 `Last export was less than 7 days ago` while an earlier one is younger
 */
export function requestBackup(store: Store, account: AccountRecord, random: string): BackupRecord {
  const now = store.clock()
  const last = backupsOf(store, account.id).at(-1)
  if (last && now.getTime() - last.insertedAt.getTime() < BACKUP_LIMIT_DAYS * DAY_MS)
    throw new ApiError(400, { error: `Last export was less than ${BACKUP_LIMIT_DAYS} days ago` })
  const record: BackupRecord = {
    id: nextIntegerId(store),
    accountId: account.id,
    path: `/media/backups/archive-${account.username}-${stamp(now)}-${random}.zip`,
    fileSize: 0,
    processed: false,
    insertedAt: now,
  }
  store.social.backups.push(record)
  return record
}

/** Stores a backup's archive and marks it processed (a backup gone meanwhile: nothing). */
export function finishBackup(store: Store, id: string, archive: Buffer): void {
  const record = store.social.backups.find((b) => b.id === id)
  if (!record) return
  store.files.set(record.path, { mime: 'application/zip', body: archive })
  record.fileSize = archive.length
  record.processed = true
}
