/**
 * Notification and follow-request calls (s2 §7 "Timelines", "Notifications", "Accounts";
 * DECISIONS.md "Calls"; PLEROMA-API §4, §8).
 */
import * as z from 'zod/mini'
import { normalizeNotifications } from '../../entities/normalize/notification'
import { normalizeUsers } from '../../entities/normalize/user'
import type { NormalizedBatch, Notification, User } from '../../entities/types'
import { BadResponseError, request, type PageLinks } from '../http'
import { accountSchema } from '../schemas/account'
import { notificationSchema } from '../schemas/notification'
import { encodePart } from '../../lib/urlPart'
import { items, parseInSteps } from '../schemas/items'
import { yieldToMain } from '../../lib/yieldToMain'

/** A page of notifications, read item by item. */
const pageSchema = items(notificationSchema, 'notification')

export interface NotificationsPage {
  batch: NormalizedBatch
  notifications: Notification[]
  links: PageLinks
}

/**
 * One page of notifications. `include_types` uses the server's names (favourite, reblog...);
 * invalid notifications are logged and skipped; read a few per task (`parseInSteps`), normalized
 * in a task of their own, handed back after a yield (the caller's import is a task apart).
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
    schema: z.unknown(),
    query: { ...params, limit: params.limit ?? 20 },
    signal,
  })
  const page = normalizeNotifications(await parseInSteps(pageSchema, data))
  // The caller's import of the batch follows in a task of its own (issue 20).
  await yieldToMain()
  return { ...page, links }
}

/**
 * POST /api/v1/pleroma/notifications/read (s2 §7 "Notifications"; PLEROMA-API §8): marks
 * every notification up to `max_id` seen (Read button), or the one notification `id`.
 * The answer ("ok" on 2.7+, notifications on 2.6) is not used.
 * @throws ApiError, NetworkError
 */
export async function markNotificationsRead(
  which: { max_id: string } | { id: string },
): Promise<void> {
  await request('/api/v1/pleroma/notifications/read', {
    method: 'POST',
    form: which,
    schema: z.unknown(),
  })
}

/**
 * POST /api/v1/notifications/:id/dismiss (s2 §7 "Notifications"): removes one notification.
 * @throws ApiError (403 "Cannot dismiss notification"), NetworkError
 */
export async function dismissNotificationCall(id: string): Promise<void> {
  await request(`/api/v1/notifications/${encodePart(id)}/dismiss`, {
    method: 'POST',
    schema: z.unknown(),
  })
}

/** The accounts asking to follow the signed-in (locked) user, and their users for the store. */
export interface FollowRequestsPage {
  users: User[]
  batch: NormalizedBatch
}

/**
 * GET /api/v1/follow_requests (s2 §7 "Accounts"; PLEROMA-API §4): accounts asking to follow the
 * signed-in user, newest first. Unusable accounts are skipped.
 * @throws ApiError, NetworkError
 */
export async function fetchFollowRequests(signal?: AbortSignal): Promise<FollowRequestsPage> {
  const { data } = await request('/api/v1/follow_requests', {
    schema: items(accountSchema, 'account'),
    signal,
  })
  return normalizeUsers(data)
}

/**
 * POST /api/v1/follow_requests/:id/authorize or /reject (s2 §7 "Accounts"): approves or denies
 * the request of the account `id`.
 * @throws ApiError, NetworkError
 */
export async function answerFollowRequest(
  id: string,
  answer: 'authorize' | 'reject',
): Promise<void> {
  await request(`/api/v1/follow_requests/${encodePart(id)}/${answer}`, {
    method: 'POST',
    schema: z.unknown(),
  })
}

/** One notification and the entities it carries. */
export interface OneNotification {
  batch: NormalizedBatch
  notification: Notification
}

/**
 * GET /api/v1/notifications/:id (PLEROMA-API §8): one notification of the signed-in user (a
 * clicked push notification, features/push).
 * @throws ApiError (403 "Cannot get notification", 404), BadResponseError when the answer is no
 *   usable notification, NetworkError
 */
export async function fetchNotification(
  id: string,
  signal?: AbortSignal,
): Promise<OneNotification> {
  const path = `/api/v1/notifications/${encodePart(id)}`
  const { data, status } = await request(path, {
    schema: notificationSchema,
    signal,
  })
  const { batch, notifications } = normalizeNotifications([data])
  const [notification] = notifications
  if (!notification) throw new BadResponseError(status, data, { method: 'GET', url: path })
  return { batch, notification }
}
