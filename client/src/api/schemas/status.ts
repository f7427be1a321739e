/**
 * Status. Mirrors PLEROMA-API §6 "Status entity" (Mastodon Status entity plus the `pleroma`
 * extension). `reblog`, `quote` and `pleroma.quote` recurse. The top-level `quote` is Mastodon
 * 4.5's `{state, quoted_status}` or, on Fedibird and Akkoma, the quoted Status itself. `pleroma.conversation_id` is an integer
 * on plain Pleroma and a string on Rebased: both become strings.
 */
import * as z from 'zod/mini'
import { accountSchema } from './account'
import { attachmentSchema } from './attachment'
import { cardSchema } from './card'
import { emojiSchema } from './emoji'
import { bool, dict, id, list, nullable, num, opt, str, strOrNull, strings } from './lenient'
import { mentionSchema, tagSchema } from './mention'
import { pollSchema } from './poll'
import { items } from './items'

const reactionSchema = z.object({
  name: str,
  count: num,
  me: bool,
  url: strOrNull,
  account_ids: strings,
})

export const statusSchema = z.object({
  id,
  uri: str,
  url: strOrNull,
  account: opt(accountSchema),
  in_reply_to_id: nullable(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  in_reply_to_account_id: nullable(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  get reblog() {
    return nullable(statusSchema)
  },
  get quote() {
    return nullable(
      z.union([
        z.object({ state: z.string(), quoted_status: nullable(statusSchema) }),
        statusSchema,
      ]),
    )
  },
  content: str,
  text: strOrNull,
  created_at: str,
  edited_at: strOrNull,
  reblogs_count: num,
  favourites_count: num,
  replies_count: num,
  reblogged: bool,
  favourited: bool,
  bookmarked: bool,
  muted: bool,
  pinned: bool,
  sensitive: bool,
  spoiler_text: str,
  visibility: str,
  language: strOrNull,
  media_attachments: list(attachmentSchema),
  mentions: list(mentionSchema),
  tags: list(tagSchema),
  emojis: list(emojiSchema),
  poll: nullable(pollSchema),
  card: nullable(cardSchema),
  pleroma: opt(
    z.object({
      local: bool,
      conversation_id: id,
      direct_conversation_id: id,
      context: str,
      in_reply_to_account_acct: strOrNull,
      content: dict(z.string()),
      spoiler_text: dict(z.string()),
      expires_at: strOrNull,
      thread_muted: bool,
      emoji_reactions: list(reactionSchema),
      parent_visible: bool,
      pinned_at: strOrNull,
      get quote() {
        return nullable(statusSchema)
      },
      quote_id: id,
      quote_url: strOrNull,
      quote_visible: bool,
    }),
  ),
})
export type RawStatus = z.output<typeof statusSchema>

/** GET /api/v1/statuses/:id/context (PLEROMA-API §6). */
export const contextSchema = z.catch(
  z.object({
    ancestors: items(statusSchema, 'status'),
    descendants: items(statusSchema, 'status'),
  }),
  { ancestors: [], descendants: [] },
)
