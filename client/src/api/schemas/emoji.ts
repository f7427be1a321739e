/**
 * Custom emoji as carried by accounts, statuses and polls. Mirrors the Mastodon
 * CustomEmoji entity (PLEROMA-API §4 "emojis", §6), and the instance's emoji list
 * GET /api/pleroma/emoji.json (PLEROMA-API §2.6).
 */
import * as z from 'zod/mini'
import { bool, dict, str, strings } from './lenient'

export const emojiSchema = z.object({
  shortcode: str,
  url: str,
  static_url: str,
  visible_in_picker: bool,
  category: str,
})
export type RawEmoji = z.output<typeof emojiSchema>

/** GET /api/pleroma/emoji.json: `{name: {image_url (relative), tags}}` (PLEROMA-API §2.6). */
export const emojiJsonSchema = dict(
  z.catch(z.object({ image_url: str, tags: strings }), { image_url: undefined, tags: [] }),
)
export type RawEmojiJson = z.output<typeof emojiJsonSchema>
