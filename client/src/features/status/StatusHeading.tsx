import { EyeOff, Globe, Lock, LockOpen, Mail, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useFixedT } from '../../i18n/useFixedT'
import { Link } from 'react-router'
import { useInstance } from '../../state/instance'
import type { Status, User, Visibility } from '../../entities/types'
import { userRoute } from '../../lib/userLink'
import { UserName } from '../../content/UserName'
import { RelativeTime } from '../../ui/RelativeTime'
import styles from './StatusCard.module.css'
import { encodePart } from '../../lib/urlPart'

const VISIBILITY_ICONS: Record<Visibility, LucideIcon> = {
  public: Globe,
  unlisted: LockOpen,
  private: Lock,
  direct: Mail,
}

/** Props of {@link StatusHeading}. */
export interface StatusHeadingProps {
  status: Status
  author: User
  /** Thread show/hide and dive controls from the conversation page (s1 §2 "Post card"). */
  threadControls?: ReactNode
  /** For a muted post the viewer chose to show: collapses it back (s1 §2 "unmute"). */
  onHideAgain?: () => void
}

/**
 * Post card heading (s1 §2 "Post card"): display name (with custom emoji) and @handle linking
 * to the user route, the time linking to the conversation `/notice/{id}`, and the visibility
 * icon with an accessible label (public, unlisted, followers-only, direct); for a shown muted
 * post, a "Hide again" toggle (aria-pressed false: the post is not hidden).
 */
export function StatusHeading({ status, author, threadControls, onHideAgain }: StatusHeadingProps) {
  const { t } = useFixedT()
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const profile = userRoute(author.id, author.screen_name, restricted)
  const Icon = VISIBILITY_ICONS[status.visibility] ?? Globe
  const visibility = t(
    `status.visibility.${status.visibility in VISIBILITY_ICONS ? status.visibility : 'public'}`,
  )
  return (
    <header className={styles.heading}>
      <Link to={profile} className={styles.names}>
        <bdi className={styles.name}>
          <UserName user={author} />
        </bdi>{' '}
        <bdi className={styles.handle}>@{author.screen_name_ui || author.screen_name}</bdi>
      </Link>
      <span className={styles.meta}>
        {threadControls}
        {onHideAgain ? (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={false}
            onClick={onHideAgain}
          >
            <EyeOff aria-hidden="true" size={14} /> {t('status.hide_again')}
          </button>
        ) : null}
        <span role="img" aria-label={visibility} title={visibility} className={styles.visibility}>
          <Icon aria-hidden="true" size={14} />
        </span>
        <Link to={`/notice/${encodePart(status.id)}`} className={styles.time}>
          <RelativeTime iso={status.created_at} />
        </Link>
      </span>
    </header>
  )
}
