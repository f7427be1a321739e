/**
 * Unread chat counts in the account scope (`scope.chatUpdates`, set by state/chats/chatsStore.ts
 * from the chat list, `pleroma:chat_update` and reading); feeds the title/favicon count (s1 §4:
 * unseen notifications + unread chats + unread announcements) and the navigation badges.
 */
import { currentScope, type ChatUpdatesState } from '../scope'

/** Total unread chat messages: the sum over updated chats, else the sign-in count. */
export function unreadChatTotal(
  state: ChatUpdatesState = currentScope().chatUpdates.getState(),
): number {
  const counts = Object.values(state.unreadByChat)
  return counts.length > 0 ? counts.reduce((a, b) => a + b, 0) : state.initialUnread
}
