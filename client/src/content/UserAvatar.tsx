import { Link } from 'react-router'
import { useInstance } from '../state/instance'
import type { User } from '../entities/types'
import { isWebUrl } from '../lib/safeUrl'
import { Avatar } from '../ui/Avatar'
import { userRoute } from '../lib/userLink'
import styles from '../features/status/StatusCard.module.css'

/** Props of {@link UserAvatar}. */
export interface UserAvatarProps {
  user: User
  /** Accessible name of the link (e.g. the display name); the image itself is decorative. */
  label: string
}

/**
 * A user's avatar (3rem) linking to their profile route (s1 §2 user-link rule, lib/userLink). Only an
 * http(s) `profile_image_url` is shown; without one, or when it fails to load, a placeholder stands in.
 */
export function UserAvatar({ user, label }: UserAvatarProps) {
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const src = user.profile_image_url
  return (
    <Link
      to={userRoute(user.id, user.screen_name, restricted)}
      aria-label={label}
      className={styles.avatarLink}
    >
      <Avatar src={isWebUrl(src) ? src : null} alt="" />
    </Link>
  )
}
