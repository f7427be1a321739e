/**
 * React views of the notifications (s1 §4 "Notifications"): the filtered list the panel shows,
 * the unseen count for badges, and whether the user stream is joined.
 */
import { useMemo } from 'react'
import { useStore } from 'zustand'
import type { Notification, NotificationType } from '../../entities/types'
import { effectivePreference, preferencesStore, usePreference } from '../preferences/preferences'
import {
  displayedNotifications,
  filterNotifications,
  NOTIFICATION_TYPES,
  VISIBILITY_PREFERENCE,
} from './notificationRules'
import { useNotifications } from './notificationsStore'
import { useEntities } from '../entities'

/** The notifications of `byId` that the filter and mute rules let through, newest first. */
export function useFilteredNotifications(byId: Record<string, Notification>): Notification[] {
  const disabled = useStore(preferencesStore, (state) =>
    NOTIFICATION_TYPES.filter(
      (type) => !effectivePreference(state, VISIBILITY_PREFERENCE[type]),
    ).join(' '),
  )
  const muteWords = usePreference('muteWords')
  const statuses = useEntities((state) => state.statuses)
  return useMemo(() => {
    const off = new Set(disabled.split(' '))
    return filterNotifications(Object.values(byId), {
      typeEnabled: (type: NotificationType) => !off.has(type),
      statusOf: (id) => statuses[id],
      muteWords,
    })
  }, [byId, disabled, muteWords, statuses])
}

/**
 * What the notifications panel lists (s1 §4 "Seen display"): unseen first, then `seenLimit`
 * seen ones; `unseen` and `hiddenSeen` counts.
 */
export function useNotificationsView(): ReturnType<typeof displayedNotifications> {
  const byId = useNotifications((state) => state.byId)
  const seenLimit = useNotifications((state) => state.seenLimit)
  const filtered = useFilteredNotifications(byId)
  return useMemo(() => displayedNotifications(filtered, seenLimit), [filtered, seenLimit])
}

/**
 * The number of unseen notifications the user would see (enabled types, mute rules applied),
 * for the panel header, navigation and drawer badges. 0 when signed out.
 */
export function useUnseenNotificationsCount(): number {
  const byId = useNotifications((state) => state.byId)
  const filtered = useFilteredNotifications(byId)
  return useMemo(() => filtered.filter((n) => !n.seen).length, [filtered])
}
