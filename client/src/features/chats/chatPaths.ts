/** Paths of the chat routes (s1 §2: chats `/users/{username}/chats`, chat `.../{recipient_id}`). */
import { encodePart } from '../../lib/urlPart'

/** The chat list of viewer `username`. */
export function chatsPath(username: string): string {
  return `/users/${encodePart(username)}/chats`
}

/** The chat of viewer `username` with account `recipientId`. */
export function chatPath(username: string, recipientId: string): string {
  return `${chatsPath(username)}/${encodePart(recipientId)}`
}
