/**
 * Announcement (PLEROMA-API §12.3) and AdminAnnouncement (§12.4: without `read`, plus
 * `pleroma.raw_content`, the source text).
 */
import * as z from 'zod/mini'
import { emojiSchema } from './emoji'
import { bool, id, list, opt, str, strOrNull } from './lenient'

export const announcementSchema = z.object({
  id,
  content: str,
  starts_at: strOrNull,
  ends_at: strOrNull,
  all_day: bool,
  published_at: str,
  read: bool,
  emojis: list(emojiSchema),
  pleroma: opt(z.object({ raw_content: str })),
})
export type RawAnnouncement = z.output<typeof announcementSchema>
