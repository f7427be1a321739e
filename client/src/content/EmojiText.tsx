import { Fragment } from 'react'
import type { Emoji } from '../entities/types'
import { splitEmoji } from '../lib/emoji'
import styles from './RichText.module.css'

/** Props of {@link EmojiText}. */
export interface EmojiTextProps {
  /** Plain text (display name, poll option, subject): never parsed as HTML. */
  text: string
  /** Custom emoji to show for `:shortcode:`; only http(s) URLs are used (lib/emoji). */
  emoji?: readonly Emoji[] | null
  /**
   * The text is (part of) a name, e.g. inside a link: the emoji images get an empty alt and are
   * hidden from the accessibility tree (Chromium names an `alt=""` image by its title), so a
   * screen reader does not read ":sprout:" inside the name (issue 21). Default false.
   */
  inName?: boolean
}

/**
 * Plain text with custom emoji shortcodes replaced by `<img class="emoji">` (s1 §3 "Custom
 * emoji"). The text stays text: markup in it is shown literally, never interpreted.
 */
export function EmojiText({ text, emoji, inName = false }: EmojiTextProps) {
  const pieces = splitEmoji(typeof text === 'string' ? text : '', emoji)
  return (
    <>
      {pieces.map((piece, index) =>
        typeof piece === 'string' ? (
          <Fragment key={index}>{piece}</Fragment>
        ) : (
          <EmojiImage key={index} shortcode={piece.shortcode} url={piece.url} inName={inName} />
        ),
      )}
    </>
  )
}

/**
 * One custom emoji image, `alt` and `title` `:shortcode:` (so copying text keeps it), or `alt`
 * as given (a reaction is read by its name, lib/emoji reactionName); `alt` empty and
 * `aria-hidden` when `inName` (see EmojiText), the title still shown on hover. `url` must
 * already be checked as http(s) (lib/emoji does).
 */
export function EmojiImage({
  shortcode,
  url,
  inName = false,
  alt,
}: {
  shortcode: string
  url: string
  inName?: boolean
  alt?: string
}) {
  const label = `:${shortcode}:`
  return (
    <img
      className={`emoji ${styles.emoji}`}
      src={url}
      alt={inName ? '' : (alt ?? label)}
      aria-hidden={inName || undefined}
      title={label}
      draggable={false}
      loading="lazy"
    />
  )
}
