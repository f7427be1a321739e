/**
 * Custom emoji in plain text (s1 §3 "Custom emoji": replacement `:name:`). Shortcodes are
 * letters, digits, `_`, `+` and `-`. An emoji whose URL is not http(s) is never used: its
 * shortcode stays as text (a `javascript:` or `data:` emoji URL is dropped).
 */
import { isWebUrl } from './safeUrl'

/** An emoji as carried by statuses, users and polls: shortcode without colons. */
export interface EmojiLike {
  shortcode: string
  url: string
}

/** One piece of text: plain text, or an emoji image to show for `:shortcode:`. */
export type EmojiPiece = string | { shortcode: string; url: string }

const SHORTCODE = /:([\w+-]+):/g

/**
 * Splits `text` into plain strings and emoji pieces, in order. Unknown shortcodes and emoji
 * with unsafe URLs stay in the text. Adjacent shortcodes share no colon: `:a::b:` gives two.
 * Of several emoji with one shortcode, the last with a safe URL counts. Text without a colon
 * costs no URL parse (avatars, names and labels call this for every post on a first screen).
 * Never throws; non-string input gives [].
 */
export function splitEmoji(
  text: string,
  emoji: readonly EmojiLike[] | null | undefined,
): EmojiPiece[] {
  if (typeof text !== 'string' || text === '') return []
  if (!emoji?.length || !text.includes(':')) return [text]
  const known = new Map<string, string>()
  for (const item of emoji) {
    if (item && typeof item.shortcode === 'string' && isWebUrl(item.url)) {
      known.set(item.shortcode, item.url)
    }
  }
  if (known.size === 0) return [text]
  const pieces: EmojiPiece[] = []
  let plainStart = 0
  const pattern = new RegExp(SHORTCODE.source, 'g')
  let match: RegExpExecArray | null
  while ((match = pattern.exec(text)) !== null) {
    const shortcode = match[1] ?? ''
    const url = known.get(shortcode)
    if (url === undefined) {
      pattern.lastIndex = match.index + shortcode.length + 1
      continue
    }
    if (match.index > plainStart) pieces.push(text.slice(plainStart, match.index))
    pieces.push({ shortcode, url })
    plainStart = pattern.lastIndex
  }
  if (plainStart < text.length) pieces.push(text.slice(plainStart))
  return pieces
}

/**
 * `text` as a name or summary is read aloud: the custom emoji it shows as images dropped (a
 * screen reader would otherwise spell out ":sprout:"), runs of white space made one space and
 * the ends trimmed. Shortcodes shown as text (unknown ones) stay. Never throws.
 */
export function withoutEmojiCodes(
  text: string,
  emoji: readonly EmojiLike[] | null | undefined,
): string {
  return splitEmoji(text, emoji)
    .map((piece) => (typeof piece === 'string' ? piece : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The name of a reaction's emoji (Pleroma's reaction names, PLEROMA-API §6): a custom emoji's
 * `:shortcode:` without its colons ("blobcat"), a unicode emoji as it is; trimmed. Posts name
 * their reactions so, and it is what a screen reader reads for one.
 */
export function reactionName(emoji: string): string {
  return emoji.trim().replace(/^:(.+):$/, '$1')
}
