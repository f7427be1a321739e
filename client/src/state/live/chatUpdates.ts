/**
 * Unread chat counts as the user stream reports them (`pleroma:chat_update`, s2 §7
 * "Streaming") and from the chat list (state/chats/chatsStore.ts), kept in the account scope;
 * feeds the title/favicon count (s1 §4: unseen notifications + unread chats + unread
 * announcements) and the navigation badges.
 */
import { currentScope, type ChatUpdatesState } from '../scope'

/** Records a chat's unread count from a `pleroma:chat_update` event. */
export function receiveChatUpdate(chatId: string, unread: number): void {
  currentScope().chatUpdates.setState((state) => ({
    unreadByChat: { ...state.unreadByChat, [chatId]: unread },
  }))
}

/** Total unread chat messages: the sum over updated chats, else the sign-in count. */
export function unreadChatTotal(
  state: ChatUpdatesState = currentScope().chatUpdates.getState(),
): number {
  const counts = Object.values(state.unreadByChat)
  return counts.length > 0 ? counts.reduce((a, b) => a + b, 0) : state.initialUnread
}
