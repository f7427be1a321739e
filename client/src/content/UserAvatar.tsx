import { Link } from 'react-router'
import { useInstance } from '../state/instance'
import type { User } from '../entities/types'
import { isWebUrl } from '../lib/safeUrl'
import { Avatar } from '../ui/Avatar'
import { userRoute } from '../lib/userLink'
import styles from '../features/status/StatusCard.module.css'
import { spokenName } from './names'

/**
 * A user's avatar (3rem) linking to their profile route (s1 §2 user-link rule, lib/userLink). Only an
 * http(s) `profile_image_url` is shown; without one, or when it fails to load, a placeholder stands in.
 * The link is named by the user's spoken name (content/names); the image itself is decorative.
 */
export function UserAvatar({ user }: { user: User }) {
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const src = user.profile_image_url
  return (
    <Link
      to={userRoute(user.id, user.screen_name, restricted)}
      aria-label={spokenName(user)}
      className={styles.avatarLink}
    >
      <Avatar src={isWebUrl(src) ? src : null} alt="" />
    </Link>
  )
}
