/**
 * The entity store (DESIGN "One source of truth per kind of state"; STYLE.md 4): statuses and
 * users by id, imported once from normalized batches. Timelines, threads and notifications
 * hold ids and look entities up with useStatus / useUser (state/entities.ts). Each account scope
 * (state/scope.ts) has its own store, made by {@link createEntityStore}.
 */
import { createStore } from 'zustand/vanilla'
import type { NormalizedBatch, Status, User } from './types'

export interface EntityState {
  statuses: Record<string, Status>
  /** Users by id, never marked `embedded` (a mark of batches; the store keeps it apart). */
  users: Record<string, User>
  /**
   * Stores every status and user of the batch. A user merges over its earlier copy, so
   * fields the new copy lacks (relationship, self-only settings) are kept; a copy embedded in a
   * status or notification (User `embedded`) never overwrites the counts of a copy fetched as
   * the account itself, which a server may have cached long before (counts went 8 -> 6), nor
   * a relationship set by `patchUser`: the server wrote the copy's when it rendered the status,
   * maybe between the viewer's unfollow and follow (a post streamed then set the profile's
   * button back to Follow after its request was sent).
   * An entity equal to the stored one keeps the stored object, and a batch that changes nothing
   * leaves the state as it was: what shows it does not render again (issue 20: the first
   * notifications of a member, which hold posts of the home timeline, re-rendered every card).
   */
  importBatch: (batch: NormalizedBatch) => void
  /** Changes some fields of a stored status (optimistic toggles); unknown ids are ignored. */
  patchStatus: (id: string, partial: Partial<Status>) => void
  /** Changes some fields of a stored user (relationship updates); unknown ids are ignored. */
  patchUser: (id: string, partial: Partial<User>) => void
}

/**
 * `next` over `prev` by the rule of {@link EntityState.importBatch}, without the `embedded`
 * mark; `fetched`: `prev` holds a copy fetched as the account itself; `patched`: `prev`'s
 * relationship was set by `patchUser` (the viewer's own follow, mute... or a relationship call).
 */
function mergeUser(prev: User | undefined, next: User, fetched: boolean, patched: boolean): User {
  const { embedded, ...copy } = next
  const merged: User = { ...prev, ...copy }
  if (embedded && prev && fetched) {
    merged.friends_count = prev.friends_count
    merged.followers_count = prev.followers_count
    merged.statuses_count = prev.statuses_count
  }
  if (embedded && patched && prev?.relationship) merged.relationship = prev.relationship
  return merged
}

/**
 * Whether two entities hold the same data. Both come from the same normalizers (entities/
 * normalize), plain JSON data in the same key order, so their JSON texts compare them; a
 * difference in key order only reads as a change (a render more), never the other way round.
 */
function sameData(a: unknown, b: unknown): boolean {
  return a === b || (a !== undefined && JSON.stringify(a) === JSON.stringify(b))
}

/**
 * `stored` with each of `incoming` put in by id, as `merge` makes it from the copy held so far;
 * an entity equal to the held one keeps the held object, and when none differs `stored` itself
 * comes back.
 */
function changed<T extends { id: string }>(
  stored: Record<string, T>,
  incoming: readonly T[],
  merge: (held: T | undefined, entity: T) => T,
): Record<string, T> {
  let out = stored
  for (const entity of incoming) {
    const value = merge(out[entity.id], entity)
    if (sameData(out[entity.id], value)) continue
    if (out === stored) out = { ...stored }
    out[entity.id] = value
  }
  return out
}

/** A new, empty entity store (one per account scope). */
export const createEntityStore = () => {
  /** Ids of the stored users known only from copies embedded in other answers. */
  const embeddedOnly = new Set<string>()
  /** Ids of the users whose relationship `patchUser` set. */
  const patchedRelationships = new Set<string>()
  return createStore<EntityState>()((set) => ({
    statuses: {},
    users: {},
    importBatch: (batch) =>
      set((state) => {
        const users = changed(state.users, batch.users, (held, user) => {
          const merged = mergeUser(
            held,
            user,
            !embeddedOnly.has(user.id),
            patchedRelationships.has(user.id),
          )
          if (!user.embedded) embeddedOnly.delete(user.id)
          else if (!held) embeddedOnly.add(user.id)
          return merged
        })
        const statuses = changed(state.statuses, batch.statuses, (_, status) => status)
        return users === state.users && statuses === state.statuses ? state : { users, statuses }
      }),
    patchStatus: (id, partial) =>
      set((state) => {
        const current = state.statuses[id]
        if (!current) return state
        return { statuses: { ...state.statuses, [id]: { ...current, ...partial } } }
      }),
    patchUser: (id, partial) =>
      set((state) => {
        const current = state.users[id]
        if (!current) return state
        if (partial.relationship) patchedRelationships.add(id)
        return { users: { ...state.users, [id]: { ...current, ...partial } } }
      }),
  }))
}
