import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { EmojiText } from '../../content/EmojiText'
import { UserAvatar } from '../../content/UserAvatar'
import type { User } from '../../entities/types'
import { userRoute } from '../../lib/userLink'
import { useInstance } from '../../state/instance'
import styles from './UserRow.module.css'

/**
 * One person in a list (who-to-follow, who reacted): the avatar and display name (custom emoji)
 * linking to the profile, the @handle, and `children` at the end (e.g. the follow button).
 */
export function UserRow({ user, children }: { user: User; children?: ReactNode }) {
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const name = user.name || user.screen_name
  return (
    <div className={styles.row}>
      <UserAvatar user={user} label={name} />
      <div className={styles.names}>
        <Link to={userRoute(user.id, user.screen_name, restricted)} className={styles.name}>
          <bdi>
            <EmojiText text={name} emoji={user.emoji} />
          </bdi>
        </Link>
        <span className={styles.handle}>
          <bdi>@{user.screen_name_ui}</bdi>
        </span>
      </div>
      {children}
    </div>
  )
}
