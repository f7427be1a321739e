import { UserRound } from 'lucide-react'
import { useState } from 'react'
import styles from './Avatar.module.css'

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Image URL; when missing or failing to load, a neutral icon shows. */
  src?: string | null
  /** Alternative text; '' when a name next to it already says who it is. */
  alt: string
  /** Edge length: px as a number (default 48), or a CSS length such as '3rem'. */
  size?: number | string
  className?: string
}

/**
 * A user's avatar with the theme's avatar radius (--radius-avatar). When there is no image, or
 * it fails to load (a broken or refused URL, issue 11 item 13), a plain placeholder with a
 * neutral icon stands in instead of the browser's broken-image icon.
 */
export function Avatar({ src, alt, size = 48, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const classes = [styles.avatar, className].filter(Boolean).join(' ')
  const edge = typeof size === 'number' ? `${size}px` : size
  const box = { inlineSize: edge, blockSize: edge }
  if (!src || failed === src) {
    return (
      <span
        className={classes}
        style={box}
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
      style={box}
      src={src}
      alt={alt}
      width={typeof size === 'number' ? size : undefined}
      height={typeof size === 'number' ? size : undefined}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}
