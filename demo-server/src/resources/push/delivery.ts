/**
 * Web push delivery (PLEROMA-API §3.6): every notification created for an account is sent to
 * each of its subscriptions whose alerts include the type, as an RFC 8291 (aes128gcm) encrypted
 * payload with a VAPID (RFC 8292) signature, made by the `web-push` library. Sending never
 * blocks or fails the write that made the notification: an unreachable or refusing push service
 * is logged and the message dropped; a 404 or 410 answer (the browser unsubscribed) deletes the
 * subscription, as Pleroma does.
 */
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import type { AuthConfig } from '../../auth/config'
import {
  subscriptionsOf,
  unsubscribe,
  wantsAlert,
  type PushState,
  type PushSubscriptionRecord,
} from '../../auth/push'
import { HOST, ORIGIN } from '../../lib/origin'
import type { NotificationRecord } from '../../model/records'
import type { Store } from '../../model/store'
import { pushPayload } from '../../serialize/push'

/** How long a push service may take to answer, ms. */
export const PUSH_TIMEOUT_MS = 5000

/** How long the push service keeps an undelivered message, s. */
const PUSH_TTL_S = 3600

/** The VAPID `sub` claim: the instance's contact address. */
const VAPID_SUBJECT = 'mailto:admin@starling.example'

/**
 * Posts one payload: web-push encrypts it (aes128gcm) and signs the VAPID header; the request
 * goes out through fetch, which reaches `http:` endpoints too (a local push service in tests).
 */
async function send(
  push: PushState,
  record: PushSubscriptionRecord,
  payload: string,
  log: FastifyBaseLogger,
): Promise<void> {
  let status: number | undefined
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: record.endpoint, keys: { p256dh: record.p256dh, auth: record.auth } },
      payload,
      { vapidDetails: { subject: VAPID_SUBJECT, ...push.vapid }, TTL: PUSH_TTL_S },
    )
    const headers = Object.fromEntries(
      Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
    )
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    })
    if (response.ok) return
    status = response.status
  } catch (error) {
    log.warn({ endpoint: record.endpoint, error: String(error) }, 'web push unreachable; dropped')
    return
  }
  if (status === 404 || status === 410) unsubscribe(push, record.token)
  log.warn({ endpoint: record.endpoint, status }, 'web push refused; dropped')
}

/** Sends `n` to every subscription of its recipient that wants its type. */
function deliver(
  store: Store,
  push: PushState,
  n: NotificationRecord,
  log: FastifyBaseLogger,
): void {
  for (const record of subscriptionsOf(push, n.account_id)) {
    if (!wantsAlert(record, n.type)) continue
    const payload = pushPayload(store, n, record.token)
    if (!payload) continue
    const text = JSON.stringify(payload)
      .replaceAll(ORIGIN, record.origin)
      .replaceAll(HOST, new URL(record.origin).host)
    void send(push, record, text, log)
  }
}

/**
 * Starts delivering the store's new notifications while `config.webPush` is on. Returns the
 * stop function.
 */
export function startDelivery(
  store: Store,
  push: PushState,
  config: AuthConfig,
  log: FastifyBaseLogger,
): () => void {
  return store.events.subscribe((event) => {
    if (event.type === 'notification' && config.webPush)
      deliver(store, push, event.notification, log)
  })
}
