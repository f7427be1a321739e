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
}

/**
 * Plain text with custom emoji shortcodes replaced by `<img class="emoji">` (s1 §3 "Custom
 * emoji"). The text stays text: markup in it is shown literally, never interpreted.
 */
export function EmojiText({ text, emoji }: EmojiTextProps) {
  const pieces = splitEmoji(typeof text === 'string' ? text : '', emoji)
  return (
    <>
      {pieces.map((piece, index) =>
        typeof piece === 'string' ? (
          <Fragment key={index}>{piece}</Fragment>
        ) : (
          <EmojiImage key={index} shortcode={piece.shortcode} url={piece.url} />
        ),
      )}
    </>
  )
}

/**
 * One custom emoji image, `alt` and `title` `:shortcode:` (so copying text keeps it).
 * `url` must already be checked as http(s) (lib/emoji does).
 */
export function EmojiImage({ shortcode, url }: { shortcode: string; url: string }) {
  const label = `:${shortcode}:`
  return (
    <img
      className={`emoji ${styles.emoji}`}
      src={url}
      alt={label}
      title={label}
      draggable={false}
      loading="lazy"
    />
  )
}
