/**
 * Following and unfollowing from a profile (s1 §4 "Follow button"; s2 §7 "Accounts", "Follow").
 * The relationship lives on the user in the entity store (`user.relationship`).
 */
import { fetchRelationships, followAccount, unfollowAccount } from '../../api/endpoints/accounts'
import { STREAMED_TIMELINE_KEY } from '../../state/live/socketStatus'
import type { Relationship } from '../../entities/types'
import { removeUserStatuses } from '../../state/timelines/timelineStore'
import { entities } from '../../state/entities'

/** s2 §7: after a follow that did not take yet, the relationship is refetched up to 3 times. */
export const FOLLOW_REFETCH_ATTEMPTS = 3
/** ...at 500 ms intervals. */
export const FOLLOW_REFETCH_INTERVAL_MS = 500

/** What the follow button shows (s1 §4 labels: Follow, in progress, sent, following). */
export type FollowState = 'follow' | 'in_progress' | 'sent' | 'following'

/** The button's state for a relationship (undefined: not known yet, shown as Follow). */
export function followState(relationship: Relationship | undefined, busy: boolean): FollowState {
  if (busy) return 'in_progress'
  if (relationship?.following) return 'following'
  if (relationship?.requested) return 'sent'
  return 'follow'
}

function store(relationship: Relationship): void {
  entities().getState().patchUser(relationship.id, { relationship })
}

const settled = (r: Relationship) => r.following || r.requested

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Fetches and stores the viewer's relationship to `userId` (GET /api/v1/accounts/relationships).
 * @throws ApiError, NetworkError
 */
export async function loadRelationship(userId: string, signal?: AbortSignal): Promise<void> {
  const [relationship] = await fetchRelationships([userId], signal)
  if (relationship) store(relationship)
}

/**
 * Follows `userId` (a request when the account is locked) and stores the answer; while it is
 * neither following nor requested, refetches the relationship up to 3 more times, 500 ms apart.
 * @throws ApiError, NetworkError (the relationship then stays as it was)
 */
export async function followUser(userId: string): Promise<void> {
  let relationship = await followAccount(userId)
  store(relationship)
  for (let attempt = 0; attempt < FOLLOW_REFETCH_ATTEMPTS && !settled(relationship); attempt++) {
    await wait(FOLLOW_REFETCH_INTERVAL_MS)
    const [fresh] = await fetchRelationships([userId])
    if (!fresh) break
    relationship = fresh
    store(relationship)
  }
}

/**
 * Unfollows `userId` (or withdraws the request), stores the answer, and removes that user's
 * statuses from the home timeline (s1 §4 "Follow button").
 * @throws ApiError, NetworkError
 */
export async function unfollowUser(userId: string): Promise<void> {
  store(await unfollowAccount(userId))
  removeUserStatuses(STREAMED_TIMELINE_KEY, userId)
}
