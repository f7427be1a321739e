/** GET /api/v1/notifications (s2 §7 "Timelines", DECISIONS.md "Calls"; PLEROMA-API §8). */
import { normalizeNotifications } from '../../entities/normalize/notification'
import type { NormalizedBatch, Notification } from '../../entities/types'
import { request, type PageLinks } from '../http'
import { list } from '../schemas/lenient'
import { notificationSchema } from '../schemas/notification'

export interface NotificationsPage {
  batch: NormalizedBatch
  notifications: Notification[]
  links: PageLinks
}

/**
 * One page of notifications. `include_types` uses the server's names (favourite, reblog...);
 * invalid notifications are logged and skipped.
 * @throws ApiError, NetworkError
 */
export async function fetchNotifications(
  params: {
    max_id?: string
    since_id?: string
    limit?: number
    include_types?: string[]
    with_muted?: boolean
  } = {},
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const { data, links } = await request('/api/v1/notifications', {
    schema: list(notificationSchema),
    query: { ...params, limit: params.limit ?? 20 },
    signal,
  })
  return { ...normalizeNotifications(data), links }
}
