/**
 * The browser's side of web push: the service worker's PushManager (issue 19). The worker is
 * registered by features/pwa; until it is active, subscribing waits for it.
 */
import { applicationServerKey } from './pushRules'

/** Whether this browser can receive web push at all (service workers, PushManager, Notification). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** The service worker registration of this page, or undefined when none is registered (yet). */
async function currentRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return pushSupported() ? navigator.serviceWorker.getRegistration() : undefined
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array): boolean =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i])

/**
 * Subscribes this browser with the instance's VAPID key (`userVisibleOnly`: every push shows a
 * notification); an existing subscription for the same key is reused, one for another key (a
 * server switch) is replaced. Waits for the service worker to be active.
 * @throws DOMException NotAllowedError when notifications are refused, AbortError when the push
 *   service cannot be reached
 */
export async function subscribeBrowser(vapidKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready
  const key = applicationServerKey(vapidKey)
  const existing = await registration.pushManager.getSubscription()
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing
  await existing?.unsubscribe()
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
}

/** Whether this browser holds a push subscription now. */
export async function hasBrowserSubscription(): Promise<boolean> {
  const registration = await currentRegistration()
  return !!(await registration?.pushManager.getSubscription())
}

/**
 * Ends this browser's push subscription and closes the notifications it shows, so nothing of a
 * signed-out account stays (issue 19). Does nothing when there is none.
 */
export async function unsubscribeBrowser(): Promise<void> {
  const registration = await currentRegistration()
  if (!registration) return
  const subscription = await registration.pushManager.getSubscription()
  await subscription?.unsubscribe()
  for (const shown of await registration.getNotifications()) shown.close()
}
