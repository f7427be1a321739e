/**
 * Account. Mirrors PLEROMA-API §4 "Account entity" (Mastodon Account entity plus `fqn` and
 * the `pleroma` extension). `moved` recurses (Mastodon: the account this one moved to).
 */
import * as z from 'zod/mini'
import { emojiSchema } from './emoji'
import { bool, dict, id, list, nullable, num, opt, str, strOrNull, strings } from './lenient'
import { relationshipSchema } from './relationship'

const fieldSchema = z.object({ name: str, value: str, verified_at: strOrNull })

export const accountSchema = z.object({
  id,
  username: str,
  acct: str,
  fqn: str,
  display_name: str,
  locked: bool,
  bot: bool,
  discoverable: bool,
  created_at: str,
  note: str,
  url: str,
  avatar: str,
  avatar_static: str,
  header: str,
  header_static: str,
  emojis: list(emojiSchema),
  fields: list(fieldSchema),
  followers_count: num,
  following_count: num,
  statuses_count: num,
  last_status_at: strOrNull,
  follow_requests_count: num,
  get moved() {
    return nullable(accountSchema)
  },
  source: opt(
    z.object({
      note: str,
      privacy: str,
      sensitive: bool,
      fields: list(fieldSchema),
      pleroma: opt(
        z.object({
          show_role: bool,
          no_rich_text: bool,
          discoverable: bool,
          actor_type: str,
        }),
      ),
    }),
  ),
  pleroma: opt(
    z.object({
      ap_id: str,
      is_admin: bool,
      is_moderator: bool,
      privileges: opt(z.array(z.string())),
      tags: strings,
      deactivated: bool,
      hide_followers: bool,
      hide_follows: bool,
      hide_followers_count: bool,
      hide_follows_count: bool,
      hide_favorites: bool,
      background_image: strOrNull,
      favicon: strOrNull,
      relationship: opt(relationshipSchema),
      allow_following_move: bool,
      accepts_chat_messages: nullable(z.boolean()),
      unread_conversation_count: num,
      unread_chat_count: num,
      notification_settings: dict(z.boolean()),
      chat_token: str,
      settings_store: opt(z.record(z.string(), z.unknown())),
      is_confirmed: bool,
      also_known_as: strings,
    }),
  ),
})
export type RawAccount = z.output<typeof accountSchema>
