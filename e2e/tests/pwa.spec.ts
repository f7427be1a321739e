import { createECDH, randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { apiGet, newMember, uniqueText } from '../lib/api'
import { openSettingsTab, pressOn } from '../lib/keyboard'
import { keptToken, signIn } from '../lib/session'

// The service worker is blocked in every other journey (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

type Shown = { title: string; body: string; data: { notificationId: string | null } }

/** Waits until the page's service worker is active (it precached the initial load then). */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

/** The notifications the service worker shows now. */
function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      data: n.data as Shown['data'],
    }))
  })
}

/**
 * Chromium's Push API has no push service here (and none at all in Playwright's off-the-record
 * contexts), so the page gets a stand-in PushManager: its subscription carries real P-256 keys
 * and an endpoint nobody listens on, so the demo instance takes it and its deliveries are logged
 * and dropped. Pushes reach the service worker through the DevTools protocol instead.
 */
async function standInPushManager(page: Page): Promise<void> {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const keys = {
    p256dh: ecdh.getPublicKey('base64url'),
    auth: randomBytes(16).toString('base64url'),
  }
  await page.addInitScript((k) => {
    const endpoint = 'http://127.0.0.1:9/push/stand-in'
    let current: PushSubscription | null = null
    const subscription = {
      endpoint,
      expirationTime: null,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys: k }),
      unsubscribe: () => {
        current = null
        return Promise.resolve(true)
      },
    } as unknown as PushSubscription
    PushManager.prototype.subscribe = () => Promise.resolve((current = subscription))
    PushManager.prototype.getSubscription = () => Promise.resolve(current)
  }, keys)
}

/** The status of GET /api/v1/push/subscription for `token` (200: registered, 404: none). */
async function subscriptionStatus(page: Page, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` }
  return (await page.request.get('/api/v1/push/subscription', { headers })).status()
}

/** Delivers `payload` as a push message to the page's service worker (DevTools protocol). */
async function deliverPush(page: Page, payload: Record<string, unknown>): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const origin = new URL(page.url()).origin
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)
      if (mine) resolve(mine.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  })
}

test.describe('installable app (issue 19)', () => {
  test('the service worker installs and a reload offline shows the offline message @desktop-only', async ({
    page,
    context,
  }) => {
    await page.goto('/main/public')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json')
    const manifest = (await (await page.request.get('/manifest.json')).json()) as unknown
    expect(manifest).toMatchObject({ name: 'Starling Demo', display: 'standalone' })
    await workerReady(page)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
    await expect(page.getByText('Starling cannot reach its server right now.')).toBeVisible()

    // Try again reloads the page; it must have loaded (and listen for "online") before going online.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Try again' }).click(),
    ])
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()

    // Back online, the page reloads by itself into the app.
    await context.setOffline(false)
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/main\/public$/)
    await expect(page.getByRole('main')).toBeVisible()
  })
})

test.describe('web push (issue 19)', () => {
  test('enabling push registers a subscription; a push shows a notification whose click opens the post @desktop-only', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications'])
    await standInPushManager(page)
    const member = await newMember(page.request, 'push')
    await signIn(page, member.username)
    await workerReady(page)
    const token = (await keptToken(page)) ?? ''

    // Its main path is taken by keyboard alone (issue 21); PushSection.test.tsx clicks.
    const settings = await openSettingsTab(page, 'Notifications')
    const push = settings.getByRole('group', { name: 'Push notifications' })
    const enable = push.getByRole('checkbox', { name: 'Enable web push notifications' })
    await pressOn(page, enable, { press: 'Space', most: 60 })

    await expect.poll(() => subscriptionStatus(page, token)).toBe(200)
    const subscription = await apiGet<{ endpoint: string; alerts: Record<string, boolean> }>(
      page.request,
      token,
      '/api/v1/push/subscription',
    )
    expect(subscription).toMatchObject({
      endpoint: 'http://127.0.0.1:9/push/stand-in',
      alerts: { follow: true, favourite: true, mention: true, reblog: true },
    })
    await page.keyboard.press('Escape')

    const text = uniqueText('push mention')
    const writer = await newMember(page.request, 'pusher')
    const posted = await page.request.post('/api/v1/statuses', {
      headers: { Authorization: `Bearer ${writer.token}` },
      data: { status: `@${member.username} ${text}` },
    })
    const status = (await posted.json()) as { id: string }
    const [notification] = await apiGet<{ id: string; status: { id: string } }[]>(
      page.request,
      token,
      '/api/v1/notifications?types[]=mention',
    )
    expect(notification?.status.id).toBe(status.id)

    await deliverPush(page, {
      title: 'New Mention',
      body: `@${writer.username}: ${text}`,
      notification_id: notification?.id,
      notification_type: 'mention',
    })
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: 'New Mention',
          body: `@${writer.username}: ${text}`,
          data: { notificationId: notification?.id },
        },
      ])

    // A click on a shown notification: the worker's own notificationclick listener, run with a
    // synthetic event in the worker (a real click needs the desktop's notification centre).
    const [worker] = context.serviceWorkers()
    await worker?.evaluate(async () => {
      // The worker's globals (the journeys compile with the DOM library only).
      type WorkerScope = typeof globalThis & {
        registration: ServiceWorkerRegistration
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      }
      const scope = self as unknown as WorkerScope
      const [shown] = await scope.registration.getNotifications()
      if (shown)
        scope.dispatchEvent(
          new scope.NotificationEvent('notificationclick', { notification: shown }),
        )
    })
    await expect(page).toHaveURL(new RegExp(`/notice/${status.id}$`))
    await expect(page.getByText(text).first()).toBeVisible()
    await expect.poll(() => shownNotifications(page)).toEqual([])

    await openSettingsTab(page, 'Notifications')
    await pressOn(page, enable, { press: 'Space', most: 60 })
    await expect(enable).not.toBeChecked()
    await expect.poll(() => subscriptionStatus(page, token)).toBe(404)
  })
})
