/**
 * Relationship JSON (PLEROMA-API §4 Relationship) of one account towards another: follows both
 * ways, a pending request, blocks both ways, mutes (and of notifications), the subscription
 * (`subscribing` == `notifying`), shown reblogs, the private note and whether `me` blocks the
 * other's domain. `endorsed` is false: the demo has no endorsements.
 */
import { blocks, domainBlocked, follows, hidesReblogs, mutes, subscribes } from '../model/rules'
import type { Store } from '../model/store'

/** Relationship JSON of `me` towards `other`. */
export function serializeRelationship(
  store: Store,
  me: string,
  other: string,
): Record<string, unknown> {
  const following = follows(store, me, other)
  const requested = !following && (store.social.followRequests.get(other) ?? []).includes(me)
  const muting = mutes(store, me, other)
  const subscribing = subscribes(store, me, other)
  return {
    id: other,
    following,
    followed_by: follows(store, other, me),
    blocking: blocks(store, me, other),
    blocked_by: blocks(store, other, me),
    muting,
    muting_notifications: muting && (store.social.mutes.get(me)?.get(other) ?? false),
    subscribing,
    notifying: subscribing,
    requested,
    domain_blocking: domainBlocked(store, me, other),
    showing_reblogs: !hidesReblogs(store, me, other),
    endorsed: false,
    note: store.social.notes.get(me)?.get(other) ?? '',
  }
}
