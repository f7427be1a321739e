import type { ReactElement, ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n'
import { useInstance } from '../../state/instance'
import type { User } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'
import { useCoverImage } from './coverImage'
import { userRoute } from '../../lib/userLink'
import { Avatar } from '../../ui/Avatar'
import { UserName } from '../../content/UserName'
import styles from './UserCard.module.css'
import { ErrorBoundary, PartFallback } from '../../ui/ErrorBoundary'

/** Props of {@link UserCard}. */
export interface UserCardProps {
  user: User
  /**
   * Wraps the avatar image, e.g. in a link or button (the user popover's avatar action);
   * the bare image when absent.
   */
  wrapAvatar?: (avatar: ReactElement) => ReactNode
}

/**
 * The compact user card (s1 §2 "Shell" user panel, "Full user card"): cover image, avatar, display
 * name with custom emoji and a link to the profile, @handle, a role badge (admin or moderator,
 * unless the user turned show_role off), and the counts of posts, followees and followers. The bio
 * is hidden (the user panel's card); the profile screen extends this card with the rest. Only
 * http(s) image URLs are used. A card that throws while rendering shows one line, "this user
 * could not be shown" (issue 22).
 */
export function UserCard(props: UserCardProps) {
  return (
    <ErrorBoundary
      name={`user card ${props.user.id}`}
      fallback={<PartFallback messageKey="user_card.could_not_show" className={styles.card} />}
    >
      <UserCardBody {...props} />
    </ErrorBoundary>
  )
}

function UserCardBody({ user, wrapAvatar }: UserCardProps) {
  const { t } = useTranslation()
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const cover = useCoverImage(user)
  const showRole = user.show_role !== false && user.role !== 'member'
  const counts = [
    { key: 'statuses', value: user.statuses_count },
    { key: 'followees', value: user.friends_count },
    { key: 'followers', value: user.followers_count },
  ] as const
  return (
    <div className={styles.card}>
      <div
        className={styles.cover}
        style={cover ? { backgroundImage: `url(${JSON.stringify(cover)})` } : undefined}
        data-testid="user-card-cover"
      />
      <div className={styles.head}>
        {(wrapAvatar ?? ((avatar: ReactElement) => avatar))(
          <Avatar
            src={isWebUrl(user.profile_image_url) ? user.profile_image_url : null}
            alt=""
            className={styles.avatar}
          />,
        )}
        <div className={styles.names}>
          <Link to={userRoute(user.id, user.screen_name, restricted)} className={styles.name}>
            <UserName user={user} />
          </Link>
          <span className={styles.handle}>@{user.screen_name_ui}</span>
          {showRole && <span className={styles.role}>{t(`user_card.roles.${user.role}`)}</span>}
        </div>
      </div>
      <dl className={styles.counts}>
        {counts.map(({ key, value }) => (
          <div key={key} className={styles.count}>
            <dt>{t(`user_card.${key}`)}</dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
