/**
 * The pure rules of web push (s1 §3 "Push alerts"; s2 §5 "Push registration needs web push
 * enabled in configuration and a VAPID public key; a response without id is a bad response";
 * s2 §7 `/api/v1/push/subscription/`; s2 §8 "Push failures").
 */
import type { PushAlerts, PushSubscriptionBody } from '../../api/endpoints/push'
import type { Notification, User } from '../../entities/types'
import { encodePart } from '../../lib/urlPart'
import { userRoute } from '../../lib/userLink'
import type { PreferenceKey } from '../../state/preferences/preferenceDefinitions'

/** s2 §8: registration without web push enabled or without the instance's VAPID key. */
export const PUSH_DISABLED_TEXT = 'Web Push is disabled in config or VAPID public key is not found'

/** s2 §8: a registration answer without an id. */
export const BAD_RESPONSE_TEXT = 'Bad response from server'

/**
 * Which notificationVisibility preference chooses each push alert (s1 §3 "Push alerts": follow,
 * favourite, mention, reblog, move; Pleroma-FE's mapping): the types a person chose to see are
 * the ones pushed.
 */
export const ALERT_PREFERENCES: Readonly<Record<keyof PushAlerts, PreferenceKey>> = {
  follow: 'notificationVisibility.follows',
  favourite: 'notificationVisibility.likes',
  mention: 'notificationVisibility.mentions',
  reblog: 'notificationVisibility.repeats',
  move: 'notificationVisibility.moves',
}

/** The alerts to register, read through `preference` (a boolean preference's value). */
export function pushAlerts(preference: (key: PreferenceKey) => unknown): PushAlerts {
  const alerts = {} as PushAlerts
  for (const [alert, key] of Object.entries(ALERT_PREFERENCES)) {
    alerts[alert as keyof PushAlerts] = preference(key) === true
  }
  return alerts
}

/**
 * The registration body (s2 §7 "JSON: subscription, data.alerts") of a browser subscription
 * (`PushSubscription.toJSON()`: endpoint and the base64url keys p256dh and auth).
 * @throws Error when the subscription has no endpoint or keys (a broken push service)
 */
export function subscriptionBody(
  subscription: PushSubscriptionJSON,
  alerts: PushAlerts,
): PushSubscriptionBody {
  const { endpoint, keys } = subscription
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('The push subscription is incomplete')
  return {
    subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    data: { alerts },
  }
}

/**
 * The VAPID public key (URL-safe base64 of an uncompressed P-256 point, as Pleroma gives it) as
 * the bytes `PushManager.subscribe` takes.
 */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * Where a clicked push notification leads: its post (`/notice/:id`) when it has one, else the
 * profile of who acted (a follow, a follow request, a move).
 */
export function notificationPath(
  notification: Notification,
  sender: User | undefined,
  restrictedNicknames: readonly string[],
): string {
  if (notification.status) return `/notice/${encodePart(notification.status)}`
  return userRoute(notification.from_profile, sender?.screen_name, restrictedNicknames)
}
