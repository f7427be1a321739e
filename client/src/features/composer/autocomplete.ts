/**
 * Autocomplete rules (s1 §9 "Autocomplete"; s1 §3 "Suggestion item"): the word being typed at
 * the caret, local user matches, and replacing the word with a picked suggestion.
 */
import type { User } from '../../entities/types'

/** s1 §3 "Suggestion item". */
export interface Suggestion {
  displayText: string
  detailText: string
  imageUrl: string
  replacement: string
}

/** The `@`, `:` or `#` word ending at the caret: its start index and text. */
export interface TypedWord {
  start: number
  end: number
  text: string
}

/** s1 §9 "user search delay 300 ms". */
export const USER_SEARCH_DELAY_MS = 300

/**
 * The word at `caret` when it starts with @, : or # and has at least one more character;
 * else null. A word starts after whitespace or at the start of the text.
 */
export function wordAtCaret(text: string, caret: number): TypedWord | null {
  const before = text.slice(0, caret)
  const match = /(?:^|\s)([@:#][^\s@:#]*(?:@[^\s]*)?)$/.exec(before)
  const word = match?.[1]
  if (!word || word.length < 2) return null
  return { start: caret - word.length, end: caret, text: word }
}

/** True when the server is asked about `@query` (s1 §9: not when it has @ after the first char). */
export function shouldSearchUsers(word: string): boolean {
  return word.startsWith('@') && !word.slice(1).includes('@')
}

/** Known users whose handle or name starts with the query (without '@'), at most `limit`. */
export function matchUsers(users: readonly User[], query: string, limit = 20): Suggestion[] {
  const q = query.replace(/^@/, '').toLowerCase()
  return users
    .filter((u) => u.screen_name.toLowerCase().startsWith(q) || u.name.toLowerCase().startsWith(q))
    .slice(0, limit)
    .map(userSuggestion)
}

/** A user as a suggestion: replacement `@screen_name_ui` (sent as `@screen_name`, lib/handle). */
export function userSuggestion(user: User): Suggestion {
  return {
    displayText: user.name || user.screen_name,
    detailText: `@${user.screen_name_ui || user.screen_name}`,
    imageUrl: user.profile_image_url,
    replacement: `@${user.screen_name_ui || user.screen_name}`,
  }
}

/**
 * Replaces the typed word with `replacement` plus a space (emoji get the space only with
 * padEmoji). Returns the new text and caret position.
 */
export function applySuggestion(
  text: string,
  word: TypedWord,
  replacement: string,
  pad = true,
): { text: string; caret: number } {
  const insert = pad ? `${replacement} ` : replacement
  return {
    text: text.slice(0, word.start) + insert + text.slice(word.end),
    caret: word.start + insert.length,
  }
}
