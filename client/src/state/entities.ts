/**
 * The entity store of the active account scope (state/scope.ts; entities/store.ts): statuses
 * and users by id. Outside React use {@link entities}; components use {@link useStatus},
 * {@link useUser} or {@link useEntities}, which follow the scope when it is replaced.
 */
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { EntityState } from '../entities/store'
import type { Status, User } from '../entities/types'
import { currentScope, useScope } from './scope'

/** The active scope's entity store (outside React). */
export function entities(): StoreApi<EntityState> {
  return currentScope().entities
}

/** A value picked from the active scope's entity store; re-renders when it changes. */
export function useEntities<T>(selector: (state: EntityState) => T): T {
  return useStore(useScope().entities, selector)
}

/** The stored status with this id, re-rendering only when that status changes. */
export function useStatus(id: string | null | undefined): Status | undefined {
  return useEntities((s) => (id ? s.statuses[id] : undefined))
}

/** The stored user with this id, re-rendering only when that user changes. */
export function useUser(id: string | null | undefined): User | undefined {
  return useEntities((s) => (id ? s.users[id] : undefined))
}
