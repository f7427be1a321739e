/**
 * Account data answers (PLEROMA-API §12.1, §13): a backup (`id` an integer, `url` of the zip,
 * `file_size` bytes, `processed`, `inserted_at`), the blocked domains (strings), and the
 * TwitterAPI-style settings answer (`{"status":"success"}`, or `{"error": "..."}` with HTTP 200).
 */
import * as z from 'zod/mini'
import { bool, id, list, num, str } from './lenient'

export const backupSchema = z.object({
  id,
  url: str,
  file_size: num,
  processed: bool,
  inserted_at: str,
})
export type RawBackup = z.output<typeof backupSchema>

/** Every backup of the account (`GET` and `POST /api/v1/pleroma/backups`). */
export const backupsSchema = list(backupSchema)

/** `GET /api/v1/domain_blocks`: the domains; anything else in the list is left out. */
export const domainBlocksSchema = list(z.string())

/** `{"status":"success"}` or `{"error":"..."}` (TwitterAPI style, HTTP 200 either way). */
export const settingsAnswerSchema = z.object({ status: str, error: str })
