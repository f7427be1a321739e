import { UserRound } from 'lucide-react'
import { useState } from 'react'
import styles from './Avatar.module.css'

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Image URL; when missing or failing to load, a neutral icon shows. */
  src?: string | null
  /** Alternative text; '' when a name next to it already says who it is. */
  alt: string
  /** Edge length in px, default 48. */
  size?: number
  className?: string
}

/** A user's avatar with the theme's avatar radius (--radius-avatar) and a fallback icon. */
export function Avatar({ src, alt, size = 48, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const classes = [styles.avatar, className].filter(Boolean).join(' ')
  if (!src || failed === src) {
    return (
      <span
        className={classes}
        style={{ inlineSize: size, blockSize: size }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <UserRound size={Math.round(size * 0.6)} aria-hidden="true" />
      </span>
    )
  }
  return (
    <img
      className={classes}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}
