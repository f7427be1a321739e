/**
 * Alerts on a post (s2 §8 "Pin, unpin, mute, unmute, bookmark, unbookmark, copy-link failures:
 * server error text in a dismissible alert on the post, cleared on next success"). One alert
 * per status id, in the account scope; `text` is the server's error text, or null for the generic message.
 */
import { useStore } from 'zustand'
import { serverErrorText } from './errorText'
import { currentScope, useScope, type StatusAlert } from './scope'

const alertStore = () => currentScope().statusAlerts

/** Shows the alert of a failed action on post `statusId`. */
export function reportFailure(statusId: string, error: unknown): void {
  alertStore().setState((state) => ({
    alerts: { ...state.alerts, [statusId]: { text: serverErrorText(error) } },
  }))
}

/** Removes the alert of `statusId` (next success, or the person dismissed it). */
export function clearAlert(statusId: string): void {
  if (!alertStore().getState().alerts[statusId]) return
  alertStore().setState((state) => {
    const alerts = { ...state.alerts }
    delete alerts[statusId]
    return { alerts }
  })
}

/** The alert on `statusId`, if any. */
export function useStatusAlert(statusId: string): StatusAlert | undefined {
  return useStore(useScope().statusAlerts, (state) => state.alerts[statusId])
}
