/**
 * Desktop notifications (s1 §4 "Notifications", s1 §9, DECISIONS.md): permission asked at
 * sign-in (lib/notificationPermission.ts); a new notification is shown only when permission is granted and the notifier is not
 * silenced; each closes after 5000 ms. Silence lifts 10 000 ms after the fetcher starts, so
 * the first load does not flood the screen.
 */

/** s2 §9: a desktop notification closes after 5 s. */
export const DESKTOP_CLOSE_MS = 5_000
/** DECISIONS.md: silence lifts 10 s after the notifications fetcher starts. */
export const DESKTOP_SILENCE_MS = 10_000

/** What is shown: a title line, a body, an icon URL and a tag (the notification id). */
export interface DesktopMessage {
  title: string
  body: string
  icon: string
  tag: string
}

/** The browser's Notification API as used here (tests pass a fake). */
export interface DesktopApi {
  permission: () => NotificationPermission
  show: (message: DesktopMessage) => { close: () => void }
}

const browserApi: DesktopApi = {
  permission: () => (typeof Notification === 'undefined' ? 'denied' : Notification.permission),
  show: ({ title, ...options }) => new Notification(title, options),
}

/**
 * A notifier that is silenced for 10 000 ms from its creation. `notify` shows a message when
 * allowed and closes it after 5000 ms; `stop` cancels timers.
 */
export function createDesktopNotifier(api: DesktopApi = browserApi): {
  notify: (message: DesktopMessage) => boolean
  stop: () => void
} {
  let silenced = true
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const lift = setTimeout(() => {
    silenced = false
  }, DESKTOP_SILENCE_MS)
  return {
    notify: (message) => {
      if (silenced || api.permission() !== 'granted') return false
      const shown = api.show(message)
      const timer = setTimeout(() => {
        timers.delete(timer)
        shown.close()
      }, DESKTOP_CLOSE_MS)
      timers.add(timer)
      return true
    },
    stop: () => {
      clearTimeout(lift)
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      silenced = true
    },
  }
}
