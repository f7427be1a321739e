/** Raw relationship -> s1 §3 Relationship (PLEROMA-API §4). */
import type { RawRelationship } from '../../api/schemas/relationship'
import type { Relationship } from '../types'

/** A relationship nothing is known of yet: what {@link normalizeRelationship} gives an empty answer. */
export function blankRelationship(id: string): Relationship {
  return {
    id,
    following: false,
    followed_by: false,
    requested: false,
    blocking: false,
    muting: false,
    subscribing: false,
    showing_reblogs: true,
    note: '',
  }
}

/** Missing booleans are false; `subscribing` also reads Mastodon's `notifying`. */
export function normalizeRelationship(raw: RawRelationship): Relationship | null {
  if (!raw.id) return null
  return {
    id: raw.id,
    following: raw.following ?? false,
    followed_by: raw.followed_by ?? false,
    requested: raw.requested ?? false,
    blocking: raw.blocking ?? false,
    blocked_by: raw.blocked_by ?? false,
    muting: raw.muting ?? false,
    subscribing: raw.subscribing ?? raw.notifying ?? false,
    showing_reblogs: raw.showing_reblogs ?? true,
    note: raw.note ?? '',
  }
}
