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
   * fields the new copy lacks (relationship, self-only settings) are kept.
   */
  importBatch: (batch: NormalizedBatch) => void
  /** Changes some fields of a stored status (optimistic toggles); unknown ids are ignored. */
  patchStatus: (id: string, partial: Partial<Status>) => void
  /** Changes some fields of a stored user (relationship updates); unknown ids are ignored. */
  patchUser: (id: string, partial: Partial<User>) => void
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
        for (const user of batch.users) users[user.id] = { ...users[user.id], ...user }
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
