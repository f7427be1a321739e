/** Raw custom emoji -> s1 §3 Emoji (shortcode without colons). */
import type { RawEmoji } from '../../api/schemas/emoji'
import type { Emoji } from '../types'

/** Keeps only emoji with a shortcode and a URL; static_url falls back to url. */
export function normalizeEmojis(raw: RawEmoji[]): Emoji[] {
  const out: Emoji[] = []
  for (const e of raw) {
    if (!e.shortcode || !e.url) continue
    out.push({ shortcode: e.shortcode, url: e.url, static_url: e.static_url ?? e.url })
  }
  return out
}
