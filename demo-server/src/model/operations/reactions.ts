/**
 * Emoji reaction writes (PLEROMA-API §6 `pleroma/statuses/:id/reactions`): add (with the
 * `pleroma:emoji_reaction` notification, §8) and remove.
 */
import { ApiError } from '../../lib/errors'
import type { StatusRecord } from '../records'
import type { Store } from '../store'
import { notify } from './notifications'

/** A reaction as stored: unicode (`url` null) or a custom emoji of this instance. */
export interface ReactionEmoji {
  name: string
  url: string | null
}

/**
 * The reaction for a requested emoji: custom `:code:`/`code` -> `code`, unicode as is; null
 * when it is neither a known custom emoji nor emoji characters only.
 */
export function reactionEmoji(store: Store, raw: string): ReactionEmoji | null {
  const code = raw.replace(/^:|:$/g, '')
  const custom = store.customEmoji.get(code)
  if (custom) return { name: code, url: custom.record.url }
  const emojiOnly = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f)+$/u
  if (emojiOnly.test(raw) && /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(raw))
    return { name: raw, url: null }
  return null
}

/** `me` reacts to `s` with `emoji` (once; notifies the author). */
export function addReaction(
  store: Store,
  s: StatusRecord,
  me: string,
  emoji: ReactionEmoji | null,
): void {
  if (!emoji) throw new ApiError(400, { error: 'Could not add reaction emoji' })
  let reaction = s.reactions.find((r) => r.name === emoji.name)
  if (!reaction) {
    reaction = { name: emoji.name, url: emoji.url, account_ids: [] }
    s.reactions.push(reaction)
  }
  if (reaction.account_ids.includes(me)) return
  reaction.account_ids.push(me)
  notify(store, {
    type: 'pleroma:emoji_reaction',
    accountId: s.account_id,
    fromId: me,
    statusId: s.id,
    emoji: emoji.name,
    emojiUrl: emoji.url,
  })
}

/** Takes `me`'s reaction `name` back. @throws ApiError 400 when `me` has none */
export function removeReaction(s: StatusRecord, me: string, name: string | undefined): void {
  const reaction = s.reactions.find((r) => r.name === name)
  if (!reaction?.account_ids.includes(me))
    throw new ApiError(400, { error: 'Could not remove reaction emoji' })
  reaction.account_ids = reaction.account_ids.filter((a) => a !== me)
  s.reactions = s.reactions.filter((r) => r.account_ids.length > 0)
}
