/**
 * Emoji suggestions for `:name` in the composer (s1 §9 "emoji scoring"): exact name +200,
 * has an image (custom emoji) +100, name starts with the query +10, minus the display text
 * length; the best 5 are shown.
 */

/** An emoji as the composer and the picker know it (s1 §3 "Custom emoji"). */
export interface EmojiItem {
  /** Shortcode without colons (custom) or a name (unicode). */
  displayText: string
  /** Image URL of a custom emoji; empty for unicode emoji. */
  imageUrl: string
  /** What gets inserted: `:name:` for custom emoji, the character for unicode ones. */
  replacement: string
  /** Groups: `pack:{name}` for custom packs, `utf` and the category for unicode. */
  tags: string[]
  /** Extra search words (per-language annotations), lower case. */
  keywords?: string[]
}

/** s1 §9 "emoji suggestions 5". */
export const EMOJI_SUGGESTIONS = 5

/** The score of one emoji for `query` (lower-cased, without the leading colon). */
export function emojiScore(item: EmojiItem, query: string): number {
  const name = item.displayText.toLowerCase()
  let score = 0
  if (name === query) score += 200
  if (item.imageUrl) score += 100
  if (name.startsWith(query)) score += 10
  return score - item.displayText.length
}

/** True when the emoji's name (or one of its keywords) contains `query` (lower case). */
export function emojiMatches(item: EmojiItem, query: string): boolean {
  if (item.displayText.toLowerCase().includes(query)) return true
  return item.keywords?.some((k) => k.includes(query)) ?? false
}

/**
 * The best `limit` emoji for what follows the colon, by {@link emojiScore}, highest first;
 * ties keep the input order. An empty query gives [].
 */
export function suggestEmoji(
  query: string,
  emoji: readonly EmojiItem[],
  limit: number = EMOJI_SUGGESTIONS,
): EmojiItem[] {
  const q = query.replace(/^:/, '').toLowerCase()
  if (q === '') return []
  return emoji
    .filter((item) => emojiMatches(item, q))
    .map((item, index) => ({ item, index, score: emojiScore(item, q) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.item)
}
