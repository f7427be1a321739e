/**
 * Asks the browser for permission to show desktop notifications when the person has not answered
 * yet (s1 §4 "Login sequence": request browser notification permission). Called when someone
 * signs in (features/auth/session.ts `completeLogin`), not when a kept session is restored as
 * the page loads: a prompt nobody asked for at every load is what browsers quiet and Lighthouse
 * marks down ("notification-on-start"), and whoever answered once is not asked again anyway.
 * Never rejects (a failure is logged).
 */
export async function askNotificationPermission(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return
  try {
    await Notification.requestPermission()
  } catch (error) {
    console.warn('Asking for notification permission failed', error)
  }
}
