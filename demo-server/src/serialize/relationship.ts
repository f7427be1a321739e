/** Relationship JSON (PLEROMA-API §4 Relationship) of one account towards another. */
import { blocks, follows, mutes } from '../model/rules'
import type { Store } from '../model/store'

/** Relationship JSON of `me` towards `other`. */
export function serializeRelationship(
  store: Store,
  me: string,
  other: string,
): Record<string, unknown> {
  const requested = (store.social.followRequests.get(other) ?? []).includes(me)
  return {
    id: other,
    following: follows(store, me, other),
    followed_by: follows(store, other, me),
    blocking: blocks(store, me, other),
    blocked_by: blocks(store, other, me),
    muting: mutes(store, me, other),
    muting_notifications: store.social.mutes.get(me)?.get(other) ?? false,
    subscribing: false,
    notifying: false,
    requested,
    domain_blocking: false,
    showing_reblogs: true,
    endorsed: false,
    note: '',
  }
}
