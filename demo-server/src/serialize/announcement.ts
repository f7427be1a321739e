/**
 * AnnouncementRecord -> Pleroma JSON (PLEROMA-API §12.3, §12.4). Dates without fraction
 * (`2024-05-01T10:00:00Z`, §1.10); `mentions`, `statuses`, `tags`, `emojis` and `reactions` are
 * always empty in Pleroma. A member's answer has `read`; the admin answer has no `read` and
 * carries `pleroma.raw_content`, the text as typed.
 */
import { secondsDate } from '../lib/dates'
import type { AnnouncementRecord } from '../model/records'
import type { Store } from '../model/store'

const orNull = (date: Date | null): string | null => (date ? secondsDate(date) : null)

function base(a: AnnouncementRecord): Record<string, unknown> {
  return {
    id: a.id,
    content: a.content,
    starts_at: orNull(a.starts_at),
    ends_at: orNull(a.ends_at),
    all_day: a.all_day,
    published_at: secondsDate(a.published_at),
    updated_at: secondsDate(a.updated_at),
    mentions: [],
    statuses: [],
    tags: [],
    emojis: [],
    reactions: [],
  }
}

/** The Announcement a member reads, with `read` for that member. */
export function serializeAnnouncement(
  store: Store,
  a: AnnouncementRecord,
  viewer: string,
): Record<string, unknown> {
  const read = store.social.announcementReads.get(viewer)?.has(a.id) ?? false
  return { ...base(a), read }
}

/** The AdminAnnouncement: no `read`, plus `pleroma.raw_content`. */
export function serializeAdminAnnouncement(a: AnnouncementRecord): Record<string, unknown> {
  return { ...base(a), pleroma: { raw_content: a.raw_content } }
}
