/**
 * The account's chats (s1 §2 "Chats", s1 §3 Chat; s2 §7 "Chats", "Polling": the chat list every
 * 5 s while the socket is not joined). The store is kept per account scope in this lazy module
 * (a field in state/scope.ts would cost the initial load), created on first use and dropped with
 * its scope; every chat that enters it sets its unread count in `scope.chatUpdates`, which feeds
 * the title, the favicon and the navigation badges (s1 §4).
 */
import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { fetchChats } from '../../api/endpoints/chats'
import { SOCKET_STATUS } from '../../api/streaming/socketStatus'
import type { StreamEvent } from '../../api/streaming/events'
import { chatSchema } from '../../api/schemas/chat'
import { normalizeChat } from '../../entities/normalize/chat'
import type { Chat, User } from '../../entities/types'
import { load } from '../load'
import { isSocketJoined } from '../live/socketStatus'
import { currentScope, useScope, type AccountScope } from '../scope'
import { CHAT_POLL_MS } from './messageRules'

/** The chats of one account by id, and whether the list has arrived. */
export interface ChatsState {
  byId: Record<string, Chat>
  loaded: boolean
}

const stores = new WeakMap<AccountScope, StoreApi<ChatsState>>()

/** The chats store of `scope` (default: the active one), created empty on first use. */
export function chatsStore(scope: AccountScope = currentScope()): StoreApi<ChatsState> {
  let store = stores.get(scope)
  if (!store) {
    store = createStore<ChatsState>()(() => ({ byId: {}, loaded: false }))
    stores.set(scope, store)
  }
  return store
}

/** A value picked from the active scope's chats; re-renders when it changes. */
export function useChats<T>(selector: (state: ChatsState) => T): T {
  return useStore(chatsStore(useScope()), selector)
}

/** Chats most recently updated first (DECISIONS.md "chat list sorted by updated_at"). */
export function sortedChats(byId: Record<string, Chat>): Chat[] {
  return Object.values(byId).sort((a, b) =>
    a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0,
  )
}

/**
 * Puts `chats` into the store of `scope` (replacing held ones by id; `whole` when they are the
 * whole list, so chats missing from it go) and their unread counts into `scope.chatUpdates`.
 * A held chat updated later than the incoming copy stays: a list fetched before a
 * `pleroma:chat_update` event can answer after it, and must not take its count back.
 */
export function receiveChats(
  chats: readonly Chat[],
  scope: AccountScope = currentScope(),
  whole = false,
): void {
  const store = chatsStore(scope)
  const held = store.getState().byId
  const fresh = chats.map((chat) => {
    const before = held[chat.id]
    return before && before.updated_at > chat.updated_at ? before : chat
  })
  store.setState((state) => {
    const byId = whole ? {} : { ...state.byId }
    for (const chat of fresh) byId[chat.id] = chat
    return { byId, loaded: state.loaded || whole }
  })
  scope.chatUpdates.setState((state) => {
    const unreadByChat = whole ? {} : { ...state.unreadByChat }
    for (const chat of fresh) unreadByChat[chat.id] = chat.unread
    return { unreadByChat }
  })
}

/** The held chat with account `accountId` (s1 §2 route chat's recipient), if any. */
export function chatWithAccount(accountId: string, scope = currentScope()): Chat | undefined {
  return Object.values(chatsStore(scope).getState().byId).find((c) => c.account === accountId)
}

/**
 * Fetches the whole chat list into the active scope.
 * @throws ApiError, NetworkError; AbortError when the scope was replaced meanwhile.
 */
export async function refreshChats(): Promise<void> {
  const scope = currentScope()
  const { chats } = await load((signal) => fetchChats(signal))
  receiveChats(chats, scope, true)
}

/**
 * Fetches the chat list now, again whenever the user stream becomes joined (what changed before
 * the socket joined came through no event), and every {@link CHAT_POLL_MS} while it is not
 * joined; meanwhile the stream's `pleroma:chat_update` events, heard through `subscribe` (the
 * stream router's subscribeStream, passed in so this lazy module does not pull the router into
 * the page chunks), keep it current. Failures are logged. Stops with the active scope.
 */
export function startChatsFetcher(
  subscribe: (listener: (event: StreamEvent) => void) => () => void,
): void {
  const scope = currentScope()
  scope.onDispose(
    subscribe((event) => {
      if (event.event !== 'pleroma:chat_update' || scope.disposed) return
      const raw = chatSchema.safeParse(event.payload).data
      const users: User[] = []
      const chat = raw ? normalizeChat(raw, users) : null
      if (!chat) return
      scope.entities.getState().importBatch({ statuses: [], users })
      receiveChats([chat], scope)
    }),
  )
  const refresh = () =>
    void refreshChats().catch((error: unknown) => {
      if (!scope.disposed) console.warn('Fetching the chats failed', error)
    })
  refresh()
  scope.onDispose(
    scope.socketStatus.subscribe((now, before) => {
      if (now.status === SOCKET_STATUS.JOINED && before.status !== SOCKET_STATUS.JOINED) refresh()
    }),
  )
  const timer = setInterval(() => {
    if (!isSocketJoined()) refresh()
  }, CHAT_POLL_MS)
  scope.onDispose(() => clearInterval(timer))
}
