/**
 * Test helper (not a test file): a browser with web push in jsdom: a service worker container
 * whose registration has a PushManager that hands out one subscription, Notification allowed.
 * `subscription()` is the one it holds now (null after unsubscribe).
 */
import { vi } from 'vitest'

/** The subscription the fake hands out, as PushSubscription.toJSON() gives it. */
export const FAKE_SUBSCRIPTION = {
  endpoint: 'https://push.example/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BPUBLICKEY', auth: 'AUTHSECRET' },
}

/** Installs the fake; returns what it holds and the calls made to it. */
export function installFakePush() {
  let current: PushSubscription | null = null
  const closed: string[] = []
  const subscription = {
    endpoint: FAKE_SUBSCRIPTION.endpoint,
    options: { applicationServerKey: null, userVisibleOnly: true },
    toJSON: () => FAKE_SUBSCRIPTION,
    unsubscribe: vi.fn(async () => {
      current = null
      return true
    }),
  } as unknown as PushSubscription
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => (current = subscription))
  const registration = {
    pushManager: { subscribe, getSubscription: async () => current },
    getNotifications: async () => [{ title: 'shown', close: () => closed.push('shown') }],
  }
  const container = {
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    startMessages: vi.fn(),
  }
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', { permission: 'granted' })
  return {
    subscribe,
    closed,
    container,
    subscription: () => current,
    uninstall: () => Reflect.deleteProperty(navigator, 'serviceWorker'),
  }
}
