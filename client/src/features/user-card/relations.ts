/**
 * The user relations of s1 §4 "User relations" besides follow and unfollow (follow.ts): block,
 * unblock, mute, unmute, subscribe, unsubscribe, hide or show repeats, remove follower, and the
 * private note. Each relation is optimistic on `user.relationship` in the entity store (so every card,
 * popover and list shows it at once), settles on the server's Relationship and rolls back on
 * failure with an error notice (s2 §7 "Accounts"; PLEROMA-API §4).
 */
import { followAccount, relationCall, saveNote } from '../../api/endpoints/accounts'
import { blankRelationship } from '../../entities/normalize/relationship'
import type { Relationship } from '../../entities/types'
import { errorText } from '../../state/errorText'
import { pushNotice } from '../../state/notices'
import { currentScope } from '../../state/scope'
import { removeUserStatuses, timelines } from '../../state/timelines/timelineStore'

/** A relation change a person can make from a card, a popover or a menu. */
export type Relation =
  | 'block'
  | 'unblock'
  | 'mute'
  | 'unmute'
  | 'subscribe'
  | 'unsubscribe'
  | 'hide_repeats'
  | 'show_repeats'
  | 'remove_follower'

/** What each change shows at once, before the server answers. */
const OPTIMISTIC: Record<Relation, Partial<Relationship>> = {
  block: { blocking: true, following: false, requested: false, subscribing: false },
  unblock: { blocking: false },
  mute: { muting: true },
  unmute: { muting: false },
  subscribe: { subscribing: true },
  unsubscribe: { subscribing: false },
  hide_repeats: { showing_reblogs: false },
  show_repeats: { showing_reblogs: true },
  remove_follower: { followed_by: false },
}

function call(userId: string, relation: Relation): Promise<Relationship> {
  switch (relation) {
    case 'hide_repeats':
    case 'show_repeats':
      // Pleroma changes an existing follow's reblogs by following again (PLEROMA-API §4).
      return followAccount(userId, relation === 'show_repeats')
    case 'remove_follower':
      return relationCall(userId, 'remove_from_followers')
    default:
      return relationCall(userId, relation)
  }
}

/**
 * Applies `patch` to the stored relationship at once, then stores the server's answer of `run`;
 * on failure puts the earlier relationship back, shows user_card.relation_error (5 s) and
 * resolves false. The scope is captured first, so a late answer never lands in another account.
 */
async function optimistic(
  userId: string,
  patch: Partial<Relationship>,
  run: () => Promise<Relationship>,
): Promise<boolean> {
  const store = currentScope().entities
  const before = store.getState().users[userId]?.relationship
  store.getState().patchUser(userId, {
    relationship: { ...(before ?? blankRelationship(userId)), ...patch },
  })
  try {
    store.getState().patchUser(userId, { relationship: await run() })
    return true
  } catch (error) {
    console.warn('Changing the relationship failed', error)
    store.getState().patchUser(userId, { relationship: before })
    pushNotice({
      messageKey: 'user_card.relation_error',
      messageArgs: { error: errorText(error) },
    })
    return false
  }
}

/**
 * Changes one relation to `userId` (see the module doc). A block, once the server confirmed
 * it, removes that user's statuses and repeats from every timeline of the scope.
 * @returns whether the server took the change (failures are reported, never thrown)
 */
export async function changeRelation(userId: string, relation: Relation): Promise<boolean> {
  const scope = currentScope()
  const ok = await optimistic(userId, OPTIMISTIC[relation], () => call(userId, relation))
  if (ok && relation === 'block' && currentScope() === scope) {
    for (const key of Object.keys(timelines().getState().timelines)) removeUserStatuses(key, userId)
  }
  return ok
}

/**
 * Saves the viewer's private note on `userId` (POST /api/v1/accounts/:id/note, s1 §4 "Note
 * editor") and stores the answer. Not optimistic: the editor stays frozen while it saves.
 * @throws ApiError, NetworkError (the stored note is then unchanged)
 */
export async function changeNote(userId: string, note: string): Promise<void> {
  const store = currentScope().entities
  store.getState().patchUser(userId, { relationship: await saveNote(userId, note) })
}
