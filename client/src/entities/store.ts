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
  users: Record<string, User>
  /**
   * Stores every status and user of the batch. A user merges over its earlier copy, so
   * fields the new copy lacks (relationship, self-only settings) are kept; a copy embedded in a
   * status or notification (User `embedded`) never overwrites the counts of a copy fetched as
   * the account itself, which a server may have cached long before (counts went 8 -> 6).
   */
  importBatch: (batch: NormalizedBatch) => void
  /** Changes some fields of a stored status (optimistic toggles); unknown ids are ignored. */
  patchStatus: (id: string, partial: Partial<Status>) => void
  /** Changes some fields of a stored user (relationship updates); unknown ids are ignored. */
  patchUser: (id: string, partial: Partial<User>) => void
}

/**
 * `next` over `prev` by the rule of {@link EntityState.importBatch}; the result is embedded only
 * while no copy fetched as the account itself was seen.
 */
function mergeUser(prev: User | undefined, next: User): User {
  const merged: User = { ...prev, ...next }
  if (next.embedded && prev && !prev.embedded) {
    merged.friends_count = prev.friends_count
    merged.followers_count = prev.followers_count
    merged.statuses_count = prev.statuses_count
    delete merged.embedded
  } else if (!next.embedded) {
    delete merged.embedded
  }
  return merged
}

/** A new, empty entity store (one per account scope). */
export const createEntityStore = () =>
  createStore<EntityState>()((set) => ({
    statuses: {},
    users: {},
    importBatch: (batch) =>
      set((state) => {
        if (batch.statuses.length === 0 && batch.users.length === 0) return state
        const users = { ...state.users }
        for (const user of batch.users) users[user.id] = mergeUser(users[user.id], user)
        const statuses = { ...state.statuses }
        for (const status of batch.statuses) statuses[status.id] = status
        return { users, statuses }
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
        return { users: { ...state.users, [id]: { ...current, ...partial } } }
      }),
  }))
