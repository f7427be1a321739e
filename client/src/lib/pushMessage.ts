/**
 * Reading a web push message (shared by the service worker, client/sw/sw.ts, and the app).
 * A Pleroma push payload (PLEROMA-API §3.6; Pleroma's Push.Impl) is JSON with `title`, `body`,
 * `icon` (the sender's avatar), `notification_id` and `notification_type`; with the recipient's
 * hide_notification_contents it has only a generic `body` ("New Mention") and no title.
 * A click on the notification opens the app at {@link pushOpenPath}, where the signed-in app
 * looks the notification up and goes to its post or its sender's profile.
 */

/** The query parameter that carries a clicked push notification's id into the app. */
export const PUSH_NOTIFICATION_PARAM = 'push-notification'

/**
 * The type of the message the service worker posts to an open tab whose notification was
 * clicked: `{type, notificationId}`.
 */
export const OPEN_NOTIFICATION_MESSAGE = 'starling:open-notification'

/** What the service worker passes to `showNotification`. */
export interface ShownPush {
  title: string
  options: {
    body: string
    /** Absolute or root-relative image URL. */
    icon: string
    /** One notification per server notification: a repeat replaces it. */
    tag?: string
    data: { notificationId: string | null }
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * The notification to show for push `data` (the parsed JSON, or anything else a push service
 * delivered). Never throws: an unreadable message shows `fallbackTitle` alone, with `icon`.
 * @param icon the app icon, used when the payload names none (hidden contents)
 */
export function readPushMessage(data: unknown, fallbackTitle: string, icon: string): ShownPush {
  const payload = data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  const title = text(payload.title)
  const body = text(payload.body)
  const id = payload.notification_id
  const notificationId =
    typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : null
  return {
    title: title || body || fallbackTitle,
    options: {
      body: title ? body : '',
      icon: text(payload.icon) || icon,
      ...(notificationId ? { tag: `notification-${notificationId}` } : {}),
      data: { notificationId },
    },
  }
}

/** The app path a click on a shown push opens (root-relative, with the notification's id). */
export function pushOpenPath(notificationId: string | null): string {
  return notificationId
    ? `/main/friends?${PUSH_NOTIFICATION_PARAM}=${encodeURIComponent(notificationId)}`
    : '/main/friends'
}
