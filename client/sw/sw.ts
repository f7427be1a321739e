/**
 * Starling's service worker (issue 19), built by vite-plugin-pwa's injectManifest from this file
 * to `dist/sw.js` with Workbox:
 * - precaches the initial load (the entry's scripts and styles that index.html names) and the
 *   offline page (offline.html and its files); the list is made at build time
 *   (vite.config.ts `initialLoadOnly`);
 * - serves a navigation from the network (the page carries its CSP and the instance's embedded
 *   answers); when the network fails, the precached offline page instead of the browser's error;
 * - caches lazy chunks (hashed, immutable) and static images of this origin at runtime, cache
 *   first, with limits; nothing under /api, /oauth or any request with an Authorization header is
 *   ever cached (no route matches them, so they go to the network untouched);
 * - waits when it is an update until the page asks it to take over (the "new version" prompt,
 *   src/features/pwa), then the page reloads;
 * - shows a notification for each push (lib/pushMessage.ts) and opens the app on a click,
 *   focusing an open tab (which then opens the post in place) or opening a new one.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import type { PrecacheEntry } from 'workbox-precaching'
import { OPEN_NOTIFICATION_MESSAGE, pushOpenPath, readPushMessage } from '../src/lib/pushMessage'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

/** The offline page, precached. */
const OFFLINE_PAGE = '/offline.html'
/** The icon of a notification whose payload names none. */
const APP_ICON = '/favicon.png'
/** The title of a push that could not be read. */
const FALLBACK_TITLE = 'Starling'
/** What the page posts to let a waiting update take over (workbox-window messageSkipWaiting). */
const SKIP_WAITING = 'SKIP_WAITING'

cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)
clientsClaim()

/** Same-origin GETs without credentials in headers: the only requests ever cached. */
const cacheable = (request: Request, url: URL): boolean =>
  url.origin === self.location.origin &&
  request.method === 'GET' &&
  !request.headers.has('Authorization')

registerRoute(
  ({ request, url }) => cacheable(request, url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'starling-chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
)

registerRoute(
  ({ request, url }) =>
    cacheable(request, url) &&
    request.destination === 'image' &&
    /^\/(static|images|emoji)\/|^\/favicon\.(png|svg)$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'starling-images',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 7 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

registerRoute(new NavigationRoute(new NetworkOnly()))

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error()
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error()
})

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting()
})

/** The push message's JSON, or null when it has none or it is not JSON. */
function pushData(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null
  } catch {
    return null
  }
}

self.addEventListener('push', (event) => {
  const shown = readPushMessage(pushData(event), FALLBACK_TITLE, APP_ICON)
  event.waitUntil(self.registration.showNotification(shown.title, shown.options))
})

/**
 * Has an open tab of the app open the notification (src/features/push/openNotification.ts) and
 * focuses it, else opens a new tab at the notification's address.
 */
async function openNotification(notificationId: string | null): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin)
  if (tab) {
    tab.postMessage({ type: OPEN_NOTIFICATION_MESSAGE, notificationId })
    await tab.focus()
    return
  }
  await self.clients.openWindow(pushOpenPath(notificationId))
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data = event.notification.data as { notificationId?: string | null } | null
  event.waitUntil(openNotification(data?.notificationId ?? null))
})
