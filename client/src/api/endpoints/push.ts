/**
 * Push subscription calls (s2 §7 `/api/v1/push/subscription/`; PLEROMA-API §3.6, scope `push`).
 * The answer is read for its `id` only (s2 §3 "Push subscription answer: id").
 */
import * as z from 'zod/mini'
import { request } from '../http'
import { id } from '../schemas/lenient'

/** The alerts Starling registers (s1 §3 "Push alerts"): type -> wanted. */
export interface PushAlerts {
  follow: boolean
  favourite: boolean
  mention: boolean
  reblog: boolean
  move: boolean
}

/** The body of a registration: the browser's subscription and the alerts. */
export interface PushSubscriptionBody {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  data: { alerts: PushAlerts }
}

const answerSchema = z.object({ id })

/**
 * POST /api/v1/push/subscription/ (JSON): registers (or replaces) this token's subscription.
 * Returns the answer's id as a string, or null when it has none (the caller's "bad response").
 * @throws ApiError (403 web push disabled, 400), NetworkError
 */
export async function postPushSubscription(body: PushSubscriptionBody): Promise<string | null> {
  const { data } = await request('/api/v1/push/subscription/', {
    method: 'POST',
    json: body,
    schema: answerSchema,
  })
  return data.id ? data.id : null
}

/**
 * DELETE /api/v1/push/subscription/: removes this token's subscription (200 `{}`).
 * @throws ApiError, NetworkError
 */
export async function deletePushSubscription(): Promise<void> {
  await request('/api/v1/push/subscription/', { method: 'DELETE', schema: z.unknown() })
}
