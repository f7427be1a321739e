/**
 * The account scope (issue 10; DESIGN.md "Everything is scoped to the signed-in account";
 * s1 §4 "Logout ... stops all fetchers and sockets, resets statuses, chats and notifications").
 *
 * Everything that belongs to one account (or to the signed-out visitor) lives in one
 * {@link AccountScope}: the entity store, the timelines and the query each was fetched with,
 * notifications, follow requests, unread chat counts, lists, announcements, the alerts on posts, the optimistic
 * toggle queues, the socket's status, and whatever runs for it (fetchers, timers, the socket), which
 * registers its stop with {@link AccountScope.onDispose}. Sign-in, sign-out and (later) an
 * account switch replace the active scope with {@link activateScope}: the old one is disposed and
 * dropped whole, and the React tree under the router is keyed by the scope's id (app/App.tsx),
 * so no component state survives either. No feature keeps a reset of its own.
 *
 * Code outside React reads the active scope with {@link currentScope}; components with
 * {@link useScope} (re-rendering when it is replaced).
 */
import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { SOCKET_STATUS, type SocketStatus } from '../api/streaming/socketStatus'
import { createEntityStore, type EntityState } from '../entities/store'
import type { Announcement, List, Notification } from '../entities/types'
import { SEEN_SHOWN_AFTER_READ } from './notifications/notificationRules'
import {
  emptyTimeline,
  timelineReducer,
  type TimelineAction,
  type TimelineState,
} from './timelines/timelineRules'

/** Whose scope it is: a signed-in account on an instance, or null for the visitor. */
export interface ScopeAccount {
  /** The account's id on its instance. */
  userId: string
  /** The instance origin, e.g. `https://example.social`. */
  server: string
}

/** Timelines by key ('public', 'friends', 'tag:cats', 'user:ID'...), each s1 §3 Timeline. */
export interface TimelinesState {
  timelines: Record<string, TimelineState>
  /** Applies one reducer action to the timeline `key` (created empty when missing). */
  dispatch: (key: string, action: TimelineAction) => void
}

/** The account's notifications (s1 §3 "Notification") with the panel's paging state. */
export interface NotificationsState {
  byId: Record<string, Notification>
  /** How many seen notifications the panel shows after the unseen ones (30, +20 per load). */
  seenLimit: number
  /** An older page is being fetched. */
  loading: boolean
  /** An older fetch came back empty. */
  bottomedOut: boolean
  /** True once the first page arrived. */
  loaded: boolean
}

/** Follow requests of a locked account (s1 §4 "Follow request"). */
export interface FollowRequestsState {
  /** Ids of the users asking to follow, newest first. */
  userIds: string[]
  loaded: boolean
  /** Ids of requests being answered (their buttons are disabled). */
  pending: string[]
}

/** Unread chat counts from `pleroma:chat_update` (s2 §7 "Streaming"). */
export interface ChatUpdatesState {
  /** Unread messages per chat id, from chat updates. */
  unreadByChat: Record<string, number>
  /** The account's `unread_chat_count` at sign-in, used until a chat update arrives. */
  initialUnread: number
}

/** The account's lists (s1 §3 List), newest first; loaded at sign-in, refreshed every 240 s. */
export interface ListsState {
  lists: List[]
  /** True once the first answer arrived. */
  loaded: boolean
}

/** Announcements (s1 §3, §4 "Announcement"; state/announcements.ts). */
export interface AnnouncementsState {
  items: Announcement[]
  /** False once the server answered 404: no entry, no page (s2 §8). */
  supported: boolean
}

/** An alert on one post (s2 §8): the server's `error` text, or null for the generic message. */
export interface StatusAlert {
  text: string | null
}

/** One optimistic toggle's queue (features/status/actions/toggleQueue.ts). */
export interface ToggleSlot {
  desired: boolean
  confirmed: boolean
  running: Promise<void>
}

/** Everything of one account (or of the visitor); see the module comment. */
export interface AccountScope {
  /** Unique per scope created in this page (the React key of the tree under the router). */
  readonly id: number
  readonly account: ScopeAccount | null
  readonly entities: StoreApi<EntityState>
  readonly timelines: StoreApi<TimelinesState>
  /** The query signature each timeline key was last fetched with (state/timelines). */
  readonly fetchSignatures: Map<string, string>
  readonly notifications: StoreApi<NotificationsState>
  readonly followRequests: StoreApi<FollowRequestsState>
  readonly chatUpdates: StoreApi<ChatUpdatesState>
  readonly lists: StoreApi<ListsState>
  readonly announcements: StoreApi<AnnouncementsState>
  /** Alerts on posts by status id. */
  readonly statusAlerts: StoreApi<{ alerts: Record<string, StatusAlert> }>
  /** The user stream's status (s1 §4 codes); DISABLED when no socket runs. */
  readonly socketStatus: StoreApi<{ status: SocketStatus }>
  /** Optimistic toggle queues by key (`{statusId}:favourite`...). */
  readonly toggles: Map<string, ToggleSlot>
  /** Aborted when the scope is disposed: pass it to every call made for this account. */
  readonly signal: AbortSignal
  /** True once disposed: late answers must not touch anything. */
  readonly disposed: boolean
  /** Runs `stop` when the scope is disposed (fetchers, timers, sockets). Returns the unregister. */
  onDispose: (stop: () => void) => () => void
  /** Stops everything registered and aborts {@link signal}. Idempotent. */
  dispose: () => void
}

/** A fresh, empty notifications state (s1 §9: 30 seen shown). */
function emptyNotifications(): NotificationsState {
  return {
    byId: {},
    seenLimit: SEEN_SHOWN_AFTER_READ,
    loading: false,
    bottomedOut: false,
    loaded: false,
  }
}

let nextScopeId = 1

/**
 * A new, empty scope for `account` (null: the visitor). Nothing runs in it until a feature
 * starts something and registers its stop with `onDispose`.
 */
export function createAccountScope(account: ScopeAccount | null): AccountScope {
  const controller = new AbortController()
  const stops = new Set<() => void>()
  let disposed = false
  return {
    id: nextScopeId++,
    account,
    entities: createEntityStore(),
    timelines: createStore<TimelinesState>()((set) => ({
      timelines: {},
      dispatch: (key, action) =>
        set((store) => ({
          timelines: {
            ...store.timelines,
            [key]: timelineReducer(store.timelines[key] ?? emptyTimeline(), action),
          },
        })),
    })),
    fetchSignatures: new Map(),
    notifications: createStore<NotificationsState>()(emptyNotifications),
    followRequests: createStore<FollowRequestsState>()(() => ({
      userIds: [],
      loaded: false,
      pending: [],
    })),
    chatUpdates: createStore<ChatUpdatesState>()(() => ({ unreadByChat: {}, initialUnread: 0 })),
    lists: createStore<ListsState>()(() => ({ lists: [], loaded: false })),
    announcements: createStore<AnnouncementsState>()(() => ({ items: [], supported: true })),
    statusAlerts: createStore<{ alerts: Record<string, StatusAlert> }>()(() => ({ alerts: {} })),
    socketStatus: createStore<{ status: SocketStatus }>()(() => ({
      status: SOCKET_STATUS.DISABLED,
    })),
    toggles: new Map(),
    signal: controller.signal,
    get disposed() {
      return disposed
    },
    onDispose(stop) {
      if (disposed) {
        stop()
        return () => undefined
      }
      stops.add(stop)
      return () => stops.delete(stop)
    },
    dispose() {
      if (disposed) return
      disposed = true
      controller.abort()
      for (const stop of stops) {
        try {
          stop()
        } catch (error) {
          console.error('Stopping part of an account scope failed', error)
        }
      }
      stops.clear()
    },
  }
}

const scopeStore = createStore<{ scope: AccountScope }>()(() => ({
  scope: createAccountScope(null),
}))

/** The active scope, outside React. */
export function currentScope(): AccountScope {
  return scopeStore.getState().scope
}

/**
 * Makes `next` the active scope and disposes the one it replaces (its fetchers, timers and
 * socket stop; its stores are dropped with it).
 */
export function activateScope(next: AccountScope): void {
  const previous = scopeStore.getState().scope
  if (previous === next) return
  scopeStore.setState({ scope: next })
  previous.dispose()
}

/** Hears every replacement of the active scope. Returns the unsubscribe function. */
export function onScopeChange(listener: (scope: AccountScope) => void): () => void {
  return scopeStore.subscribe((state, before) => {
    if (state.scope !== before.scope) listener(state.scope)
  })
}

/** The active scope in React; the component re-renders when it is replaced. */
export function useScope(): AccountScope {
  return useStore(scopeStore, (state) => state.scope)
}
