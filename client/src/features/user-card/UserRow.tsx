import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { UserName } from '../../content/UserName'
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
  return (
    <div className={styles.row}>
      <UserAvatar user={user} />
      <div className={styles.names}>
        <Link to={userRoute(user.id, user.screen_name, restricted)} className={styles.name}>
          <bdi>
            <UserName user={user} />
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
