/**
 * Announcement calls (s2 §7 "Domains, reports, announcements"; PLEROMA-API §12.3, §12.4).
 * Answers come back as s1 §3 Announcement entities.
 */
import * as z from 'zod/mini'
import { normalizeAnnouncement } from '../../entities/normalize/announcement'
import type { Announcement } from '../../entities/types'
import { encodePart } from '../../lib/urlPart'
import { request } from '../http'
import { announcementSchema } from '../schemas/announcement'
import { items } from '../schemas/items'

const listSchema = items(announcementSchema, 'announcement')
const ADMIN_PATH = '/api/v1/pleroma/admin/announcements'

function normalizeAll(raws: z.output<typeof listSchema>): Announcement[] {
  return raws.flatMap((raw) => normalizeAnnouncement(raw) ?? [])
}

/**
 * GET /api/v1/announcements: the announcements visible to the user now, with `read`.
 * @throws ApiError (404: the server has no announcements, s2 §8), NetworkError, AbortError
 */
export async function fetchAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  const { data } = await request('/api/v1/announcements', { schema: listSchema, signal })
  return normalizeAll(data)
}

/**
 * POST /api/v1/announcements/:id/dismiss: marks it read.
 * @throws ApiError, NetworkError
 */
export async function dismissAnnouncement(id: string): Promise<void> {
  await request(`/api/v1/announcements/${encodePart(id)}/dismiss`, {
    method: 'POST',
    schema: z.unknown(),
  })
}

/**
 * GET /api/v1/pleroma/admin/announcements?limit=…: every announcement, active or not
 * (privilege announcements_manage_announcements).
 * @throws ApiError, NetworkError, AbortError
 */
export async function fetchAdminAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  const { data } = await request(ADMIN_PATH, { schema: listSchema, query: { limit: 100 }, signal })
  return normalizeAll(data)
}

/** What an admin sends (s2 §5: times as ISO strings or null). */
export interface AnnouncementDraft {
  content: string
  starts_at: string | null
  ends_at: string | null
  all_day: boolean
}

/**
 * POST (no id) or PATCH (with `id`) /api/v1/pleroma/admin/announcements[/:id] as JSON.
 * @throws ApiError (400 `{"error":400}` and others), NetworkError
 */
export async function saveAnnouncement(draft: AnnouncementDraft, id?: string): Promise<void> {
  await request(id === undefined ? ADMIN_PATH : `${ADMIN_PATH}/${encodePart(id)}`, {
    method: id === undefined ? 'POST' : 'PATCH',
    json: draft,
    schema: z.unknown(),
  })
}

/**
 * DELETE /api/v1/pleroma/admin/announcements/:id.
 * @throws ApiError, NetworkError
 */
export async function deleteAnnouncement(id: string): Promise<void> {
  await request(`${ADMIN_PATH}/${encodePart(id)}`, { method: 'DELETE', schema: z.unknown() })
}
