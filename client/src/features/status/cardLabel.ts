import type { TFunction } from 'i18next'
import type { Status, User } from '../../entities/types'
import { withoutEmojiCodes } from '../../lib/emoji'
import { spokenName } from '../../content/names'

/** How many characters of a post's text its accessible name reads at most. */
export const EXCERPT_CHARS = 100

/**
 * The start of `text` for a name read aloud: custom emoji codes dropped, spaces tidied, cut
 * after at most `max` characters at the last word boundary (a lone long word is cut in the
 * middle), with "…" when something was cut. '' for empty text.
 */
export function excerpt(text: string, emoji: Status['emojis'], max = EXCERPT_CHARS): string {
  const plain = withoutEmojiCodes(text, emoji)
  if (plain.length <= max) return plain
  const cut = plain.slice(0, max + 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > 0 ? cut.slice(0, space) : plain.slice(0, max)).trimEnd()}…`
}

/**
 * The accessible name of a post card (issue 21: who, when and the start of the text):
 * "{author}, {time}: {text}", with ", repeated by {repeater}" for a repeat. A post with a
 * content warning reads the warning instead of its hidden text; a post without text (only
 * attachments) reads no excerpt. `time` is the relative time as shown ("5 minutes ago").
 */
export function cardLabel(
  t: TFunction,
  status: Status,
  author: User,
  time: string,
  repeatedBy?: User,
): string {
  const name = spokenName(author)
  const repeater = repeatedBy ? spokenName(repeatedBy) : undefined
  const warning = excerpt(status.summary, status.emojis)
  const text = warning
    ? t('status.card_excerpt_warning', { summary: warning })
    : excerpt(status.text, status.emojis)
  if (!text) {
    return repeater
      ? t('status.card_label_repeated', { name, time, repeater })
      : t('status.card_label', { name, time })
  }
  return repeater
    ? t('status.card_label_repeated_text', { name, time, repeater, text })
    : t('status.card_label_text', { name, time, text })
}
