/**
 * What the user does to notifications (s1 §4 "Notifications"; s2 §7 "Notifications"):
 * Read marks all seen (POST .../read with max_id), dismiss removes one (POST .../dismiss).
 * Both change the screen at once; a failed call is logged (the next fetch brings the truth).
 */
import { dismissNotificationCall, markNotificationsRead } from '../../api/endpoints/notifications'
import { compareIds } from '../../lib/ids'
import {
  allNotifications,
  markAllSeenLocally,
  patchNotification,
  removeNotification,
} from './notificationsStore'

/** Marks every notification seen up to the newest held one and resets the seen display to 30. */
export async function readAllNotifications(): Promise<void> {
  const newest = allNotifications()
    .map((n) => n.id)
    .sort((a, b) => compareIds(b, a))[0]
  markAllSeenLocally()
  if (!newest) return
  try {
    await markNotificationsRead({ max_id: newest })
  } catch (error) {
    console.warn('Marking notifications read failed', error)
  }
}

/** Marks one notification seen (POST .../read with id). */
export async function markNotificationSeen(id: string): Promise<void> {
  patchNotification(id, { seen: true })
  try {
    await markNotificationsRead({ id })
  } catch (error) {
    console.warn('Marking a notification read failed', error)
  }
}

/** Removes one notification from the list and tells the server. */
export async function dismissNotification(id: string): Promise<void> {
  removeNotification(id)
  try {
    await dismissNotificationCall(id)
  } catch (error) {
    console.warn('Dismissing a notification failed', error)
  }
}
