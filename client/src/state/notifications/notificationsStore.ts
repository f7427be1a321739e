/**
 * The signed-in user's notifications (s1 §3 "Notification", s1 §4 "Notifications"): by id, with
 * the panel's seen limit and footer state, in the account scope. Entities (users, statuses) live in the entity store.
 */
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { Notification } from '../../entities/types'
import { currentScope, useScope, type NotificationsState } from '../scope'
import { SEEN_SHOWN_AFTER_READ } from './notificationRules'

/** The active scope's notifications store (outside React); change it through the functions below. */
export function notificationsStore(): StoreApi<NotificationsState> {
  return currentScope().notifications
}

/** A value picked from the active scope's notifications; re-renders when it changes. */
export function useNotifications<T>(selector: (state: NotificationsState) => T): T {
  return useStore(useScope().notifications, selector)
}

/** Adds or replaces notifications; a known one keeps `seen` once it was seen locally. */
export function receiveNotifications(list: readonly Notification[]): void {
  notificationsStore().setState((state) => {
    const byId = { ...state.byId }
    for (const n of list) {
      const known = byId[n.id]
      byId[n.id] = known?.seen ? { ...n, seen: true } : n
    }
    return { byId, loaded: true }
  })
}

/** Marks every held notification seen and shows 30 seen ones again (Read, s1 §4). */
export function markAllSeenLocally(): void {
  notificationsStore().setState((state) => {
    const byId: Record<string, Notification> = {}
    for (const [id, n] of Object.entries(state.byId)) byId[id] = n.seen ? n : { ...n, seen: true }
    return { byId, seenLimit: SEEN_SHOWN_AFTER_READ }
  })
}

/** Changes one notification (e.g. a follow request turned into a follow); unknown ids are ignored. */
export function patchNotification(id: string, partial: Partial<Notification>): void {
  notificationsStore().setState((state) => {
    const current = state.byId[id]
    return current ? { byId: { ...state.byId, [id]: { ...current, ...partial } } } : state
  })
}

/** Removes one notification (dismissed). */
export function removeNotification(id: string): void {
  notificationsStore().setState((state) => {
    if (!state.byId[id]) return state
    const byId = { ...state.byId }
    delete byId[id]
    return { byId }
  })
}

/** Every held notification (unordered). */
export function allNotifications(
  state: NotificationsState = notificationsStore().getState(),
): Notification[] {
  return Object.values(state.byId)
}
