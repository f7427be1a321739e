/**
 * Opening a clicked push notification (issue 19): the service worker (client/sw/sw.ts) either
 * opens a new tab at `/main/friends?push-notification=ID` or focuses an open one and posts it
 * `{type: 'starling:open-notification', notificationId}`. The signed-in app then looks the
 * notification up (GET /api/v1/notifications/:id) and goes to its post or its sender's profile.
 * A failure (another account's notification, a network error) is a warning; the page stays.
 */
import { fetchNotification } from '../../api/endpoints/notifications'
import { OPEN_NOTIFICATION_MESSAGE, PUSH_NOTIFICATION_PARAM } from '../../lib/pushMessage'
import { instanceStore } from '../../state/instance'
import { load } from '../../state/load'
import { navigateInApp } from '../../state/routing/navigation'
import type { AccountScope } from '../../state/scope'
import { notificationPath } from './pushRules'

/** Looks notification `id` up and navigates to where it leads. Never rejects. */
export async function openNotification(id: string, replace: boolean): Promise<void> {
  try {
    const { notification, batch } = await load((signal) => fetchNotification(id, signal))
    const sender = batch.users.find((user) => user.id === notification.from_profile)
    const restricted = instanceStore.getState().config.restrictedNicknames
    navigateInApp(notificationPath(notification, sender, restricted), replace)
  } catch (error) {
    console.warn('Starling: the clicked notification could not be opened', error)
  }
}

/**
 * Opens the notification named in the address (a tab the service worker opened), replacing that
 * address, and the ones the service worker posts while `scope` lasts.
 */
export function startPushClicks(scope: AccountScope): void {
  const id = new URLSearchParams(window.location.search).get(PUSH_NOTIFICATION_PARAM)
  if (id) void openNotification(id, true)
  const container = navigator.serviceWorker
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; notificationId?: unknown } | null
    if (data?.type !== OPEN_NOTIFICATION_MESSAGE || typeof data.notificationId !== 'string') return
    void openNotification(data.notificationId, false)
  }
  container.addEventListener('message', onMessage)
  container.startMessages()
  scope.onDispose(() => container.removeEventListener('message', onMessage))
}
