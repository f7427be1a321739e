/**
 * Follow requests of a locked account (s1 §4 "Follow request", s2 §7 "Accounts", "Polling",
 * DECISIONS.md "follow-requests only for locked"): the list (user ids), a 10 s poll, and
 * approve / deny with their effects on the notifications.
 */
import { useStore } from 'zustand'
import { answerFollowRequest, fetchFollowRequests } from '../api/endpoints/notifications'
import { markNotificationSeen } from './notifications/actions'
import {
  allNotifications,
  patchNotification,
  removeNotification,
} from './notifications/notificationsStore'
import { currentScope, useScope, type FollowRequestsState } from './scope'
import { load } from './load'

/** s1 §9: follow requests are polled every 10 s. */
export const FOLLOW_REQUESTS_POLL_MS = 10_000

const store = () => currentScope().followRequests

/** A value picked from the active scope's follow requests; re-renders when it changes. */
export function useFollowRequests<T>(selector: (state: FollowRequestsState) => T): T {
  return useStore(useScope().followRequests, selector)
}

/**
 * Fetches the list once and stores it (users into the entity store).
 * @throws ApiError, NetworkError
 */
export async function refreshFollowRequests(): Promise<void> {
  const page = await load((signal) => fetchFollowRequests(signal))
  store().setState({ userIds: page.users.map((u) => u.id), loaded: true })
}

function refreshQuietly(): void {
  refreshFollowRequests().catch((error: unknown) => {
    console.warn('Fetching follow requests failed', error)
  })
}

/**
 * Starts fetching follow requests now and every 10 000 ms (locked accounts only), for the
 * active scope; the polling stops when that scope is disposed.
 */
export function startFollowRequestsFetcher(): void {
  const scope = currentScope()
  refreshQuietly()
  const timer = setInterval(refreshQuietly, FOLLOW_REQUESTS_POLL_MS)
  scope.onDispose(() => clearInterval(timer))
}

function requestNotificationsOf(userId: string) {
  return allNotifications().filter((n) => n.type === 'follow_request' && n.from_profile === userId)
}

async function answer(userId: string, verdict: 'authorize' | 'reject'): Promise<void> {
  store().setState((s) => ({ pending: [...s.pending, userId] }))
  try {
    await answerFollowRequest(userId, verdict)
    store().setState((s) => ({ userIds: s.userIds.filter((id) => id !== userId) }))
  } finally {
    store().setState((s) => ({ pending: s.pending.filter((id) => id !== userId) }))
  }
}

/**
 * Approves `userId`'s request (POST .../authorize): the request leaves the list, and its
 * notification becomes a follow notification, marked seen (s1 §4).
 * @throws ApiError, NetworkError (nothing changes then)
 */
export async function approveFollowRequest(userId: string): Promise<void> {
  await answer(userId, 'authorize')
  for (const n of requestNotificationsOf(userId)) {
    patchNotification(n.id, { type: 'follow' })
    void markNotificationSeen(n.id)
  }
}

/**
 * Denies `userId`'s request (POST .../reject): the request leaves the list and its
 * notification is dismissed (s1 §4). Pleroma dismisses that notification itself when it
 * handles the Reject (a later POST .../dismiss answers 403 "Cannot dismiss notification"), so
 * it is only removed here, as Pleroma-FE's `dismissNotificationLocal` does.
 * @throws ApiError, NetworkError (nothing changes then)
 */
export async function denyFollowRequest(userId: string): Promise<void> {
  await answer(userId, 'reject')
  for (const n of requestNotificationsOf(userId)) removeNotification(n.id)
}
