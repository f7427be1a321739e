/**
 * The account data calls of the settings modal (s2 §7 "Account settings", "Notifications",
 * "Domains"; PLEROMA-API §4, §12.1, §13): notification settings, the follow / block / mute
 * imports, account backups, blocked domains, and the muted and blocked people (pages, or every
 * page for an export).
 */
import * as z from 'zod/mini'
import { normalizeUsers } from '../../entities/normalize/user'
import type { NormalizedBatch, User } from '../../entities/types'
import { encodePart } from '../../lib/urlPart'
import { ApiError, request } from '../http'
import { accountSchema } from '../schemas/account'
import {
  backupsSchema,
  domainBlocksSchema,
  settingsAnswerSchema,
  type RawBackup,
} from '../schemas/accountData'
import { items } from '../schemas/items'

/** The two notification settings of the server (PLEROMA-API §13), by their server names. */
export interface NotificationSettings {
  block_from_strangers: boolean
  hide_notification_contents: boolean
}

/**
 * PUT /api/pleroma/notification_settings (form) with the settings given.
 * @throws ApiError (also for an `{"error": ...}` answer with HTTP 200), NetworkError
 */
export async function saveNotificationSettings(
  changes: Partial<NotificationSettings>,
): Promise<void> {
  const url = '/api/pleroma/notification_settings'
  const { data } = await request(url, {
    method: 'PUT',
    form: changes,
    schema: settingsAnswerSchema,
  })
  if (data.error) throw new ApiError(200, { error: data.error }, { method: 'PUT', url })
}

/** What an import adds: follows, blocks or mutes. */
export type ImportKind = 'follows' | 'blocks' | 'mutes'

const IMPORT_PATHS: Record<ImportKind, string> = {
  follows: '/api/pleroma/follow_import',
  blocks: '/api/pleroma/blocks_import',
  mutes: '/api/pleroma/mutes_import',
}

/**
 * POST the import of `kind` with `file` as the multipart field `list` (s2 §7: "file as list").
 * The server answers `"jobs started"` and applies the list in the background.
 * @throws ApiError (400 without a list), NetworkError
 */
export async function importList(kind: ImportKind, file: Blob): Promise<void> {
  const form = new FormData()
  form.append('list', file)
  await request(IMPORT_PATHS[kind], { method: 'POST', form, schema: z.unknown() })
}

/** An account backup (s1 §3 "Backup"): ready once the server has made its archive. */
export interface Backup {
  id: string
  /** The archive's address (only useful when `ready`). */
  url: string
  /** Bytes; 0 while not ready. */
  size: number
  ready: boolean
  /** ISO date of the request. */
  requestedAt: string
}

const toBackups = (raw: RawBackup[]): Backup[] =>
  raw.flatMap((b) =>
    b.id === undefined
      ? []
      : [
          {
            id: b.id,
            url: b.url ?? '',
            size: b.file_size ?? 0,
            ready: b.processed === true,
            requestedAt: b.inserted_at ?? '',
          },
        ],
  )

/** GET /api/v1/pleroma/backups: every backup, oldest first. @throws ApiError, NetworkError */
export async function fetchBackups(signal?: AbortSignal): Promise<Backup[]> {
  const { data } = await request('/api/v1/pleroma/backups', { schema: backupsSchema, signal })
  return toBackups(data)
}

/**
 * POST /api/v1/pleroma/backups: asks for a new backup; answers every backup with the new one.
 * @throws ApiError (400 "Last export was less than 7 days ago"), NetworkError
 */
export async function requestBackup(): Promise<Backup[]> {
  const { data } = await request('/api/v1/pleroma/backups', {
    method: 'POST',
    schema: backupsSchema,
  })
  return toBackups(data)
}

/** GET /api/v1/domain_blocks: the blocked domains (no paging). @throws ApiError, NetworkError */
export async function fetchDomainBlocks(signal?: AbortSignal): Promise<string[]> {
  const { data } = await request('/api/v1/domain_blocks', { schema: domainBlocksSchema, signal })
  return data
}

/** POST (`block`) or DELETE (`unblock`) /api/v1/domain_blocks with `domain`. @throws ApiError, NetworkError */
export async function changeDomainBlock(
  action: 'block' | 'unblock',
  domain: string,
): Promise<void> {
  await request('/api/v1/domain_blocks', {
    method: action === 'block' ? 'POST' : 'DELETE',
    form: { domain },
    schema: z.unknown(),
  })
}

/** Which people list: the muted or the blocked. */
export type RelationListKind = 'mutes' | 'blocks'

/** Server page size of the people lists when reading every page (Pleroma's maximum). */
export const ALL_PAGES_LIMIT = 40

/**
 * GET `path` with `limit` and `max_id` (the previous page's rel="next"), `with_relationships`.
 * @throws ApiError, NetworkError
 */
async function peoplePage(path: string, maxId: string | null, signal?: AbortSignal) {
  const { data, links } = await request(path, {
    schema: items(accountSchema, 'account'),
    query: { limit: ALL_PAGES_LIMIT, with_relationships: true, max_id: maxId ?? undefined },
    signal,
  })
  return { ...normalizeUsers(data), links }
}

/** The path of a people list: the muted, the blocked, or whom `userId` follows. */
function listPath(kind: RelationListKind | 'following', userId: string): string {
  return kind === 'following'
    ? `/api/v1/accounts/${encodePart(userId)}/following`
    : `/api/v1/${kind}`
}

/**
 * Every page of a people list (muted, blocked, or followed by `userId`), following the Link
 * header until it has no next page: the users in the server's order, and the batch of every
 * user in them (for the entity store).
 * @throws ApiError, NetworkError, AbortError
 */
export async function fetchWholeList(
  kind: RelationListKind | 'following',
  userId: string,
  signal?: AbortSignal,
): Promise<{ users: User[]; batch: NormalizedBatch }> {
  const path = listPath(kind, userId)
  const users: User[] = []
  const batch: NormalizedBatch = { statuses: [], users: [] }
  let maxId: string | null = null
  for (;;) {
    const page = await peoplePage(path, maxId, signal)
    users.push(...page.users)
    batch.users.push(...page.batch.users)
    const next = page.links.next?.max_id ?? null
    if (!next || page.users.length === 0 || next === maxId) break
    maxId = next
  }
  return { users, batch }
}
