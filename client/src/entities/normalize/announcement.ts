/** Announcements (s1 §3 "Announcement"; PLEROMA-API §12.3, §12.4). */
import type { RawAnnouncement } from '../../api/schemas/announcement'
import type { Announcement } from '../types'
import { normalizeEmojis } from './emoji'

/**
 * True when the announcement is outside its time window at `now` (ms): it starts later or it
 * has ended (PLEROMA-API §12.3 "Visible"). Unparsable times count as unset.
 */
export function isOutsideWindow(
  startsAt: string | null,
  endsAt: string | null,
  now: number,
): boolean {
  const starts = startsAt ? Date.parse(startsAt) : NaN
  const ends = endsAt ? Date.parse(endsAt) : NaN
  return starts > now || ends < now
}

/**
 * A raw announcement as the entity, or null without an id. `read` is false when the server
 * does not say (admin answers); `inactive` is set from the time window at `now` (ms).
 */
export function normalizeAnnouncement(
  raw: RawAnnouncement,
  now: number = Date.now(),
): Announcement | null {
  if (!raw.id) return null
  const startsAt = raw.starts_at ?? null
  const endsAt = raw.ends_at ?? null
  return {
    id: raw.id,
    content: raw.content ?? '',
    raw_content: raw.pleroma?.raw_content ?? '',
    starts_at: startsAt,
    ends_at: endsAt,
    all_day: raw.all_day ?? false,
    published_at: raw.published_at ?? '',
    read: raw.read ?? false,
    inactive: isOutsideWindow(startsAt, endsAt, now),
    emojis: normalizeEmojis(raw.emojis),
  }
}
