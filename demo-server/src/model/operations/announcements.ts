/**
 * Announcement writes (PLEROMA-API §12.3, §12.4): create, edit and delete (the admin side), and
 * a member's dismiss (read). The text is formatted as Pleroma formats text/plain input (links,
 * `#tags`, `@mentions`, `<br/>`, no `<p>`); the typed text is kept as `raw_content`.
 */
import { formatText } from '../content/format'
import type { AnnouncementRecord } from '../records'
import { findAccount } from '../store'
import type { Store } from '../store'

/** The fields an admin sends; absent fields keep their value on an edit. */
export interface AnnouncementInput {
  content?: string
  starts_at?: Date | null
  ends_at?: Date | null
  all_day?: boolean
}

/** The HTML of typed announcement text. */
function format(store: Store, text: string): string {
  return formatText(text, {
    resolve: (acct) => findAccount(store, acct),
    emoji: (code) => store.customEmoji.get(code)?.record,
    host: null,
  }).html
}

/** Whether an announcement shows at `now`: started (or no start) and not ended (§12.3). */
export function announcementActive(a: AnnouncementRecord, now: Date): boolean {
  return (a.starts_at === null || a.starts_at <= now) && (a.ends_at === null || a.ends_at >= now)
}

/**
 * Publishes an announcement.
 * @param at the publishing time (default the store's clock; the seed dates its own)
 */
export function createAnnouncement(
  store: Store,
  input: AnnouncementInput & { content: string },
  at: Date = store.clock(),
): AnnouncementRecord {
  const announcement: AnnouncementRecord = {
    id: store.mint.announcement(at.getTime()),
    raw_content: input.content,
    content: format(store, input.content),
    starts_at: input.starts_at ?? null,
    ends_at: input.ends_at ?? null,
    all_day: input.all_day ?? false,
    published_at: at,
    updated_at: at,
  }
  store.social.announcements.push(announcement)
  return announcement
}

/** Edits the fields given; `updated_at` becomes the store's clock. */
export function updateAnnouncement(
  store: Store,
  announcement: AnnouncementRecord,
  input: AnnouncementInput,
): AnnouncementRecord {
  if (input.content !== undefined) {
    announcement.raw_content = input.content
    announcement.content = format(store, input.content)
  }
  if (input.starts_at !== undefined) announcement.starts_at = input.starts_at
  if (input.ends_at !== undefined) announcement.ends_at = input.ends_at
  if (input.all_day !== undefined) announcement.all_day = input.all_day
  announcement.updated_at = store.clock()
  return announcement
}

/** Deletes an announcement and who read it. */
export function deleteAnnouncement(store: Store, announcement: AnnouncementRecord): void {
  const social = store.social
  social.announcements = social.announcements.filter((a) => a.id !== announcement.id)
  for (const read of social.announcementReads.values()) read.delete(announcement.id)
}

/** Marks an announcement read for `accountId` (dismiss). */
export function dismissAnnouncement(store: Store, accountId: string, id: string): void {
  const reads = store.social.announcementReads.get(accountId) ?? new Set<string>()
  reads.add(id)
  store.social.announcementReads.set(accountId, reads)
}
