/**
 * Web push for one signed-in account scope (s1 §1, s1 §3 webPushNotifications and "Push
 * alerts"; s2 §5, §7, §8): while webPushNotifications is on, this browser is subscribed with the
 * instance's VAPID key and registered with the alerts chosen in settings (again whenever the
 * key or the alerts change, and once per start, as Pleroma-FE does); turned off, it is
 * unregistered. Sign-out (the scope's end) ends the browser's subscription and closes its
 * notifications; logout first deletes the server's copy too ({@link releasePush}, before the
 * token is revoked). Every failure is a warning with the spec's texts, never blocking.
 */
import { instanceStore } from '../../state/instance'
import { getPreference, preferencesStore } from '../../state/preferences/preferences'
import type { AccountScope } from '../../state/scope'
import { pushSupported, unsubscribeBrowser } from './browserPush'
import { pushAlerts } from './pushRules'
import { registerPush, unregisterPush } from './registration'

/** The scope push runs for, and whether it asked the server for a subscription. */
let active: { scope: AccountScope; registered: boolean } | null = null

const warn = (error: unknown) =>
  console.warn(error instanceof Error ? error.message : 'Starling: web push failed', error)

/** Starts web push for `scope` (a signed-in account's); it stops with the scope. */
export function startPush(scope: AccountScope): void {
  if (!pushSupported() || scope.disposed) return
  const state = { scope, registered: false }
  active = state
  let wanted: string | null = null
  const reconcile = () => {
    if (scope.disposed) return
    const enabled = getPreference('webPushNotifications')
    if (!enabled) {
      if (wanted === 'off') return
      wanted = 'off'
      state.registered = false
      void unregisterPush().catch(warn)
      return
    }
    const vapidKey = instanceStore.getState().config.vapidPublicKey
    const alerts = pushAlerts(getPreference)
    const signature = JSON.stringify([vapidKey, alerts])
    if (signature === wanted) return
    wanted = signature
    state.registered = true
    registerPush({ enabled, vapidKey }, alerts).catch((error: unknown) => {
      if (wanted === signature) wanted = null
      warn(error)
    })
  }
  const stops = [preferencesStore.subscribe(reconcile), instanceStore.subscribe(reconcile)]
  reconcile()
  scope.onDispose(() => {
    for (const stop of stops) stop()
    if (active === state) active = null
    void unsubscribeBrowser().catch(warn)
  })
}

/**
 * Logout's first step (s1 §4 "Logout"): deletes the active account's push subscription on the
 * server while its token still works, and ends the browser's. Never rejects.
 */
export async function releasePush(): Promise<void> {
  if (!active?.registered) return
  active.registered = false
  await unregisterPush().catch(warn)
}
