/** Poll. Mirrors PLEROMA-API §7 "Poll" (Mastodon Poll entity). */
import * as z from 'zod/mini'
import { emojiSchema } from './emoji'
import { bool, id, list, num, opt, str, strOrNull } from './lenient'

export const pollSchema = z.object({
  id,
  expires_at: strOrNull,
  expired: bool,
  multiple: bool,
  votes_count: num,
  voters_count: opt(z.nullable(z.number())),
  options: list(z.object({ title: str, votes_count: opt(z.nullable(z.number())) })),
  emojis: list(emojiSchema),
  voted: bool,
  own_votes: list(z.number()),
})
export type RawPoll = z.output<typeof pollSchema>
