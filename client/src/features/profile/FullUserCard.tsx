import { Bot, Lock, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n'
import { Link } from 'react-router'
import { UserName } from '../../content/UserName'
import { MentionLinkContext, RichText } from '../../content/RichText'
import type { User } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'
import { userRoute } from '../../lib/userLink'
import { useInstance } from '../../state/instance'
import { useSession } from '../../state/session'
import { Avatar } from '../../ui/Avatar'
import { useNow } from '../../ui/RelativeTime'
import { MentionPopoverLink } from '../status'
import { useAvatarAction, useCoverImage } from '../user-card'
import { averagePerDay } from './averagePerDay'
import { RelationLabel } from './FollowCard'
import { HighlightControl } from './HighlightControl'
import { FollowControl } from './RemoteFollow'
import styles from './FullUserCard.module.css'

/** Props of {@link FullUserCard}. */
export interface FullUserCardProps {
  user: User
  /** Beside the follow button: the lead puts R's UserActions (subscribe, mute, mention, menu). */
  actions?: ReactNode
  /** Below the profile fields: the lead puts R's NoteEditor. */
  note?: ReactNode
}

/** The handle with the host in Unicode, and a warning mark when it has non-ASCII letters. */
function Handle({ user }: { user: User }) {
  const { t } = useTranslation()
  const warning = t('user_card.unicode_domain_indicator', { handle: user.screen_name })
  return (
    <p className={styles.handle}>
      <bdi>@{user.screen_name_ui}</bdi>
      {user.screen_name_ui_contains_non_ascii ? (
        <span role="img" aria-label={warning} title={warning} className={styles.warning}>
          <TriangleAlert aria-hidden="true" size="1em" />
        </span>
      ) : null}
    </p>
  )
}

/** Role badge (unless show_role is off), bot, locked, deactivated: the card's small marks. */
function Badges({ user }: { user: User }) {
  const { t } = useTranslation()
  const showRole = user.show_role !== false && user.role !== 'member'
  return (
    <p className={styles.badges}>
      {showRole ? <span className={styles.badge}>{t(`user_card.roles.${user.role}`)}</span> : null}
      {user.bot ? (
        <span className={styles.badge}>
          <Bot aria-hidden="true" size="1em" /> {t('user_card.bot')}
        </span>
      ) : null}
      {user.locked ? (
        <span className={styles.badge}>
          <Lock aria-hidden="true" size="1em" /> {t('user_card.locked')}
        </span>
      ) : null}
      {user.deactivated ? <span className={styles.badge}>{t('user_card.deactivated')}</span> : null}
      <RelationLabel user={user} />
    </p>
  )
}

/** Statuses (with the average per day, s1 §9), followees and followers, hidden counts left out. */
function Counts({ user, isViewer }: { user: User; isViewer: boolean }) {
  const { t } = useTranslation()
  const now = useNow()
  const perDay = averagePerDay(user.statuses_count, user.created_at, now)
  return (
    <dl className={styles.counts}>
      <div>
        <dt>{t('profile.statuses_count')}</dt>
        <dd>
          {formatNumber(user.statuses_count)}
          {perDay !== null ? (
            <span className={styles.perDay}>
              {' '}
              {t('user_card.per_day', { count: perDay, value: formatNumber(perDay) })}
            </span>
          ) : null}
        </dd>
      </div>
      {isViewer || !user.hide_follows_count ? (
        <div>
          <dt>{t('profile.followees_count')}</dt>
          <dd>{formatNumber(user.friends_count)}</dd>
        </div>
      ) : null}
      {isViewer || !user.hide_followers_count ? (
        <div>
          <dt>{t('profile.followers_count')}</dt>
          <dd>{formatNumber(user.followers_count)}</dd>
        </div>
      ) : null}
    </dl>
  )
}

/** Profile fields: name and value each as safe rich text (fields_html through RichText). */
function Fields({ user }: { user: User }) {
  if (user.fields_html.length === 0) return null
  return (
    <dl className={styles.fields}>
      {user.fields_html.map((field, index) => (
        <div key={index} className={styles.field}>
          <dt>
            <RichText html={field.name} emoji={user.emoji} inline />
          </dt>
          <dd>
            <RichText html={field.value} emoji={user.emoji} inline />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** "Moved to" with a link to the account the user moved to. */
function Moved({ moved }: { moved: User }) {
  const { t } = useTranslation()
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  return (
    <p className={styles.moved}>
      {t('user_card.moved_to')}{' '}
      <Link to={userRoute(moved.id, moved.screen_name, restricted)}>
        <bdi>@{moved.screen_name_ui}</bdi>
      </Link>
    </p>
  )
}

/**
 * The full user card of a profile page (s1 §2 "Full user card", s1 §3 User): cover image,
 * avatar (a click follows userPopoverAvatarAction: user-card's useAvatarAction), display name
 * with custom emoji, handle with the host in Unicode and a warning mark when it has non-ASCII
 * letters, role badge (show_role), bot, locked, deactivated, 'follows you' / 'it's you', a
 * moved-to notice, counts (hide_follows_count / hide_followers_count respected for others) with
 * the average posts per day, bio and profile fields through RichText (mentions open the user
 * popover), the follow button (the
 * remote follow form for visitors), the `actions` slot, the user highlight control (members, on
 * others' cards) and the `note` slot. Only http(s) image URLs are used.
 */
export function FullUserCard({ user, actions, note }: FullUserCardProps) {
  const viewer = useSession((session) => session.user)
  const isViewer = viewer === user.id
  const wrapAvatar = useAvatarAction(user)
  const cover = useCoverImage(user)
  const avatar = isWebUrl(user.profile_image_url) ? user.profile_image_url : null
  return (
    <header className={styles.card}>
      <div
        className={styles.cover}
        style={cover ? { backgroundImage: `url(${JSON.stringify(cover)})` } : undefined}
        data-testid="full-user-card-cover"
      />
      <div className={styles.head}>
        {wrapAvatar(<Avatar src={avatar} alt="" className={styles.avatar} />)}
        <div className={styles.names}>
          <h1 className={styles.name}>
            <bdi>
              <UserName user={user} />
            </bdi>
          </h1>
          <Handle user={user} />
          <Badges user={user} />
        </div>
      </div>
      <div className={styles.body}>
        {user.moved ? <Moved moved={user.moved} /> : null}
        <div className={styles.actions}>
          <FollowControl user={user} />
          {actions}
        </div>
        <Counts user={user} isViewer={isViewer} />
        <MentionLinkContext value={MentionPopoverLink}>
          {user.description_html ? (
            <RichText html={user.description_html} emoji={user.emoji} className={styles.bio} />
          ) : null}
          <Fields user={user} />
        </MentionLinkContext>
        {viewer !== null && !isViewer ? <HighlightControl user={user} /> : null}
        {note}
      </div>
    </header>
  )
}
