/**
 * Suggestions for the word at the caret (s1 §9): @users (known users at once, the server after
 * 300 ms unless the query has @ after the first char, at most 20), :emoji: (scored, 5) and
 * #hashtags (the server after 300 ms).
 */
import { useEffect, useState } from 'react'
import { searchAccounts, searchHashtags } from '../../api/endpoints/search'
import { suggestEmoji, type EmojiItem } from '../emoji'
import {
  matchUsers,
  shouldSearchUsers,
  USER_SEARCH_DELAY_MS,
  userSuggestion,
  type Suggestion,
  type TypedWord,
} from './autocomplete'
import { entities } from '../../state/entities'
import { load } from '../../state/load'

function emojiSuggestion(item: EmojiItem): Suggestion {
  return {
    displayText: `:${item.displayText}:`,
    detailText: item.imageUrl ? '' : item.replacement,
    imageUrl: item.imageUrl,
    replacement: item.replacement,
  }
}

/** The suggestions for `word` (null: none), given every emoji known. */
export function useSuggestions(word: TypedWord | null, emoji: readonly EmojiItem[]): Suggestion[] {
  const text = word?.text ?? ''
  const [remote, setRemote] = useState<{ for: string; items: Suggestion[] }>({ for: '', items: [] })

  useEffect(() => {
    const wantsUsers = shouldSearchUsers(text) && text.length > 1
    const wantsTags = text.startsWith('#') && text.length > 1
    if (!wantsUsers && !wantsTags) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const query = text.slice(1)
      const search = wantsUsers
        ? load((signal) => searchAccounts(query, signal), controller.signal).then(({ users }) =>
            users.map(userSuggestion),
          )
        : searchHashtags(query, controller.signal).then((tags) =>
            tags.map((tag) => ({
              displayText: `#${tag}`,
              detailText: '',
              imageUrl: '',
              replacement: `#${tag}`,
            })),
          )
      search.then((items) => setRemote({ for: text, items })).catch(() => undefined)
    }, USER_SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text])

  if (!word) return []
  if (text.startsWith(':')) return suggestEmoji(text, emoji).map(emojiSuggestion)
  const fromServer = remote.for === text ? remote.items : []
  if (text.startsWith('@')) {
    const local = matchUsers(Object.values(entities().getState().users), text)
    const seen = new Set(local.map((s) => s.replacement))
    return [...local, ...fromServer.filter((s) => !seen.has(s.replacement))].slice(0, 20)
  }
  return fromServer
}
