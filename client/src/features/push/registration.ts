/**
 * Registering and unregistering web push with the server (s2 §5, §7, §8; Pleroma-FE's
 * registerPushNotifications / unregisterPushNotifications).
 */
import {
  deletePushSubscription,
  postPushSubscription,
  type PushAlerts,
} from '../../api/endpoints/push'
import { hasBrowserSubscription, subscribeBrowser, unsubscribeBrowser } from './browserPush'
import { BAD_RESPONSE_TEXT, PUSH_DISABLED_TEXT, subscriptionBody } from './pushRules'

/** What registration needs from the configuration: the switch and the instance's key. */
export interface PushConfig {
  /** The webPushNotifications preference (s1 §3). */
  enabled: boolean
  /** The instance's VAPID public key (s1 §3 vapidPublicKey), or null. */
  vapidKey: string | null
}

/**
 * Subscribes this browser and registers the subscription with `alerts` (POST, which replaces
 * the token's earlier one). Resolves with the server's subscription id.
 * @throws Error PUSH_DISABLED_TEXT without the switch or the key; Error BAD_RESPONSE_TEXT when
 *   the answer has no id; the browser's DOMException (refused, no push service); ApiError,
 *   NetworkError
 */
export async function registerPush(config: PushConfig, alerts: PushAlerts): Promise<string> {
  if (!config.enabled || !config.vapidKey) throw new Error(PUSH_DISABLED_TEXT)
  const subscription = await subscribeBrowser(config.vapidKey)
  const id = await postPushSubscription(subscriptionBody(subscription.toJSON(), alerts))
  if (!id) throw new Error(BAD_RESPONSE_TEXT)
  return id
}

/**
 * Unregisters: when this browser holds a subscription, deletes the token's subscription on the
 * server (a failure is a warning) and ends the browser's. Nothing is sent when there is none.
 */
export async function unregisterPush(): Promise<void> {
  if (!(await hasBrowserSubscription())) return
  try {
    await deletePushSubscription()
  } catch (error) {
    console.warn('Starling: push subscription not deleted on the server', error)
  }
  await unsubscribeBrowser()
}
