/**
 * Unread chat counts as the user stream reports them (`pleroma:chat_update`, s2 §7
 * "Streaming"), kept small until a chats feature owns chats; feeds the title/favicon count
 * (s1 §4: unseen notifications + unread chats + unread announcements).
 */
import { createStore } from 'zustand/vanilla'

export interface ChatUpdatesState {
  /** Unread messages per chat id, from chat updates. */
  unreadByChat: Record<string, number>
  /** The account's `unread_chat_count` at sign-in, used until a chat update arrives. */
  initialUnread: number
}

/** The vanilla store of unread chat counts. */
export const chatUpdatesStore = createStore<ChatUpdatesState>()(() => ({
  unreadByChat: {},
  initialUnread: 0,
}))

/** Records a chat's unread count from a `pleroma:chat_update` event. */
export function receiveChatUpdate(chatId: string, unread: number): void {
  chatUpdatesStore.setState((state) => ({
    unreadByChat: { ...state.unreadByChat, [chatId]: unread },
  }))
}

/** Total unread chat messages: the sum over updated chats, else the sign-in count. */
export function unreadChatTotal(state: ChatUpdatesState = chatUpdatesStore.getState()): number {
  const counts = Object.values(state.unreadByChat)
  return counts.length > 0 ? counts.reduce((a, b) => a + b, 0) : state.initialUnread
}

/** Starts over for a new session with the account's unread chat count. */
export function resetChatUpdates(initialUnread = 0): void {
  chatUpdatesStore.setState({ unreadByChat: {}, initialUnread })
}
