import { UserRound } from 'lucide-react'
import { useState } from 'react'
import styles from './Avatar.module.css'

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Image URL; when missing or failing to load, a neutral icon shows. */
  src?: string | null
  /** Alternative text; '' when a name next to it already says who it is. */
  alt: string
  /**
   * Sets the size (inline-size and block-size) and anything else; 3rem square without it. No
   * inline style: server content is checked to carry no style attribute.
   */
  className?: string
}

/**
 * A user's avatar with the theme's avatar radius (--radius-avatar). When there is no image, or
 * it fails to load (a broken or refused URL, issue 11 item 13), a plain placeholder with a
 * neutral icon stands in instead of the browser's broken-image icon.
 */
export function Avatar({ src, alt, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const classes = [styles.avatar, className].filter(Boolean).join(' ')
  if (!src || failed === src) {
    return (
      <span
        className={classes}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-avatar-placeholder=""
      >
        <UserRound size="60%" aria-hidden="true" />
      </span>
    )
  }
  return (
    <img
      className={classes}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}
