/**
 * Registers Starling's service worker (client/sw/sw.ts; issue 19) with workbox-window. Loaded
 * lazily by main.tsx after the first render, so none of it is in the initial load, and never
 * from an inline script (strict CSP). When a newer build is deployed, the new worker waits and
 * {@link showUpdatePrompt} offers to reload; "Reload" lets it take over, and the page reloads once
 * it controls the page. A failed registration is a warning: the app works without it.
 */
import { Workbox } from 'workbox-window'
import { showUpdatePrompt } from './UpdatePrompt'

/** Where the build puts the service worker (vite.sw.config.ts), at the root scope. */
export const SERVICE_WORKER_URL = '/sw.js'

/** Registers the service worker; resolves when registered or when registering failed. */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox(SERVICE_WORKER_URL)
  workbox.addEventListener('waiting', () => {
    showUpdatePrompt(() => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    })
  })
  try {
    await workbox.register()
  } catch (error) {
    console.warn('Starling: the service worker was not registered', error)
  }
}
