import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { User } from '../../entities/types'
import { spokenName } from '../../content/names'
import { UserName } from '../../content/UserName'
import { UserAvatar } from '../../content/UserAvatar'
import { userRoute } from '../../lib/userLink'
import { useInstance } from '../../state/instance'
import { useSession } from '../../state/session'
import { ErrorBoundary, PartFallback } from '../../ui/ErrorBoundary'
import { FollowControl } from './RemoteFollow'
import styles from './FollowCard.module.css'

/**
 * 'It's you' on the viewer's own card, 'Follows you' when the user follows the viewer (the
 * stored relationship's followed_by), else nothing (s1 §2 "Follow card", "Full user card").
 */
export function RelationLabel({ user }: { user: User }) {
  const { t } = useTranslation()
  const viewer = useSession((session) => session.user)
  if (viewer === user.id) return <span className={styles.relation}>{t('user_card.its_you')}</span>
  if (viewer !== null && user.relationship?.followed_by) {
    return <span className={styles.relation}>{t('user_card.follows_you')}</span>
  }
  return null
}

/** Props of {@link FollowCard}. */
export interface FollowCardProps {
  user: User
  /** Shown after the follow button: the lead puts the remove-follower button here. */
  extra?: ReactNode
}

/**
 * One person in a followees or followers list (s1 §2 "Follow card"): avatar and display name
 * (with custom emoji) linking to the profile (s1 §2 user-link rule), @handle with the host in
 * Unicode, 'follows you' or 'it's you', the follow button (remote follow for visitors) and the
 * `extra` slot. A card that throws shows one line instead (issue 22).
 */
export function FollowCard({ user, extra }: FollowCardProps) {
  return (
    <ErrorBoundary
      name={`follow card ${user.id}`}
      fallback={<PartFallback messageKey="user_card.could_not_show" className={styles.card} />}
    >
      <FollowCardBody user={user} extra={extra} />
    </ErrorBoundary>
  )
}

function FollowCardBody({ user, extra }: FollowCardProps) {
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  return (
    <article className={styles.card} aria-label={spokenName(user)}>
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
        <RelationLabel user={user} />
      </div>
      <div className={styles.actions}>
        <FollowControl user={user} />
        {extra}
      </div>
    </article>
  )
}
