/**
 * The names of a user as shown and as read aloud (issue 21: custom emoji codes like ":sprout:"
 * are never read inside names). Every accessible name built from a display name (aria-label,
 * a message's `{{name}}`) goes through {@link spokenName}; names shown inside links, buttons
 * and headings through `UserName`.
 */
import type { User } from '../entities/types'
import { withoutEmojiCodes } from '../lib/emoji'

/** The name a person sees for a user: the display name (emoji codes as text), else the handle. */
export function displayName(user: User): string {
  return user.name?.trim() ? user.name : user.screen_name
}

/**
 * A user's name as read aloud: the display name without the custom emoji shown as images
 * (lib/emoji withoutEmojiCodes), else, when nothing is left (a name made only of emoji), the
 * handle as shown ("bob", "bob@xn--…" decoded).
 */
export function spokenName(user: User): string {
  return withoutEmojiCodes(displayName(user), user.emoji) || user.screen_name_ui || user.screen_name
}
