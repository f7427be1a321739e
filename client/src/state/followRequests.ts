/**
 * Follow requests of a locked account (s1 §4 "Follow request", s2 §7 "Accounts", "Polling",
 * DECISIONS.md "follow-requests only for locked"): the list (user ids), a 10 s poll, and
 * approve / deny with their effects on the notifications.
 */
import { createStore } from 'zustand/vanilla'
import { answerFollowRequest, fetchFollowRequests } from '../api/endpoints/notifications'
import { entityStore } from '../entities/store'
import { dismissNotification, markNotificationSeen } from './notifications/actions'
import { allNotifications, patchNotification } from './notifications/notificationsStore'

/** s1 §9: follow requests are polled every 10 s. */
export const FOLLOW_REQUESTS_POLL_MS = 10_000

export interface FollowRequestsState {
  /** Ids of the users asking to follow, newest first. */
  userIds: string[]
  loaded: boolean
  /** Ids of requests being answered (their buttons are disabled). */
  pending: string[]
}

/** The vanilla store of follow requests. */
export const followRequestsStore = createStore<FollowRequestsState>()(() => ({
  userIds: [],
  loaded: false,
  pending: [],
}))

let timer: ReturnType<typeof setInterval> | null = null

/**
 * Fetches the list once and stores it (users into the entity store).
 * @throws ApiError, NetworkError
 */
export async function refreshFollowRequests(): Promise<void> {
  const page = await fetchFollowRequests()
  entityStore.getState().importBatch(page.batch)
  followRequestsStore.setState({ userIds: page.users.map((u) => u.id), loaded: true })
}

function refreshQuietly(): void {
  refreshFollowRequests().catch((error: unknown) => {
    console.warn('Fetching follow requests failed', error)
  })
}

/** Starts fetching follow requests now and every 10 000 ms (locked accounts only). */
export function startFollowRequestsFetcher(): void {
  stopFollowRequestsFetcher()
  refreshQuietly()
  timer = setInterval(refreshQuietly, FOLLOW_REQUESTS_POLL_MS)
}

/** Stops polling and forgets the list (logout). */
export function stopFollowRequestsFetcher(): void {
  if (timer !== null) clearInterval(timer)
  timer = null
  followRequestsStore.setState({ userIds: [], loaded: false, pending: [] })
}

function requestNotificationsOf(userId: string) {
  return allNotifications().filter((n) => n.type === 'follow_request' && n.from_profile === userId)
}

async function answer(userId: string, verdict: 'authorize' | 'reject'): Promise<void> {
  followRequestsStore.setState((s) => ({ pending: [...s.pending, userId] }))
  try {
    await answerFollowRequest(userId, verdict)
    followRequestsStore.setState((s) => ({ userIds: s.userIds.filter((id) => id !== userId) }))
  } finally {
    followRequestsStore.setState((s) => ({ pending: s.pending.filter((id) => id !== userId) }))
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
 * notification is dismissed (s1 §4).
 * @throws ApiError, NetworkError (nothing changes then)
 */
export async function denyFollowRequest(userId: string): Promise<void> {
  await answer(userId, 'reject')
  for (const n of requestNotificationsOf(userId)) void dismissNotification(n.id)
}
