import { BellOff, X } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useInstance } from '../../state/instance'
import type { Notification } from '../../entities/types'
import { reactionName } from '../../lib/emoji'
import { isWebUrl } from '../../lib/safeUrl'
import { userRoute } from '../../lib/userLink'
import { NOTIFICATION_TIME_INTERVAL_MS, RelativeTime } from '../../ui/RelativeTime'
import { FollowRequestButtons } from '../follow-requests'
import { UserAvatar } from '../../content/UserAvatar'
import { EmojiImage, EmojiText } from '../../content/EmojiText'
import { spokenName } from '../../content/names'
import { UserName } from '../../content/UserName'
import { StatusCard } from '../status'
import { ACTION_KEY, isCollapsed } from '../../state/notifications/notificationRules'
import styles from './Notifications.module.css'
import { useStatus, useUser } from '../../state/entities'
import { ErrorBoundary, PartFallback } from '../../ui/ErrorBoundary'

const ReportDetails = lazy(() =>
  import('../moderation').then((module) => ({ default: module.ReportDetails })),
)

/** Props of {@link NotificationItem}. */
export interface NotificationItemProps {
  notification: Notification
  /** Shows a dismiss button (the panel); the interactions page has none. */
  onDismiss?: (id: string) => void
}

/** The status a like/repeat/reaction/poll is about, as one line linking to its conversation. */
function StatusSummary({ statusId }: { statusId: string }) {
  const { t } = useTranslation()
  const status = useStatus(statusId)
  if (!status) return null
  const text = status.summary || status.text
  return (
    <Link to={`/notice/${status.id}`} className={styles.summary}>
      {text ? (
        <EmojiText text={text} emoji={status.emojis} inName />
      ) : (
        t('notifications.status_without_text')
      )}
    </Link>
  )
}

/** Marks where the emoji goes in a translated summary line; no message holds it. */
const EMOJI_SLOT = '\uE000'

/**
 * The summary line after the sender's name ("reacted with 😮"): a custom reaction emoji with a
 * web URL shows as its image, read as its name without colons ("blobcat", as posts name their
 * reactions), never as ":blobcat:".
 */
function ActionText({ notification: n }: { notification: Notification }) {
  const { t } = useTranslation()
  const key = `${ACTION_KEY[n.type]}_short`
  const emoji = reactionName(n.emoji ?? '')
  if (!isWebUrl(n.emoji_url)) return t(key, { emoji })
  const [before, after] = t(key, { emoji: EMOJI_SLOT }).split(EMOJI_SLOT)
  return (
    <>
      {before}
      <EmojiImage shortcode={emoji} url={n.emoji_url} alt={emoji} />
      {after}
    </>
  )
}

/**
 * One notification (s1 §3 "Notification", s1 §2 "Notifications panel"): the sender's avatar,
 * a summary line ("Alice liked your status"), the time ago (refreshed every 240 000 ms), and
 * the subject: a mention as a full StatusCard, other statuses as a one-line link, a follow
 * request with approve/deny, a move with its target, a report with its details and state
 * (features/moderation, loaded lazily). A muted sender's notification is one
 * collapsed line (s1 §4). Unseen ones are highlighted and announced as new. One that throws
 * while rendering shows one line, "this notification could not be shown" (issue 22).
 */
export function NotificationItem(props: NotificationItemProps) {
  return (
    <ErrorBoundary
      name={`notification ${props.notification.id}`}
      fallback={<PartFallback messageKey="notifications.could_not_show" className={styles.item} />}
    >
      <NotificationBody {...props} />
    </ErrorBoundary>
  )
}

function NotificationBody({ notification: n, onDismiss }: NotificationItemProps) {
  const { t } = useTranslation()
  const sender = useUser(n.from_profile)
  const target = useUser(n.target)
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  if (!sender) return null
  const name = spokenName(sender)
  const className = [styles.item, n.seen ? '' : styles.unseen].filter(Boolean).join(' ')
  if (isCollapsed(sender)) {
    return (
      <article className={`${className} ${styles.collapsed}`}>
        <BellOff aria-hidden="true" size={16} />
        <span>{t('notifications.muted_sender', { name })}</span>
      </article>
    )
  }
  const profile = userRoute(sender.id, sender.screen_name, restricted)
  return (
    <article
      className={className}
      aria-label={t(ACTION_KEY[n.type], { name, emoji: reactionName(n.emoji ?? '') })}
    >
      <div className={styles.line}>
        <UserAvatar user={sender} />
        <div className={styles.text}>
          <span>
            <Link to={profile} className={styles.name}>
              <UserName user={sender} />
            </Link>{' '}
            <ActionText notification={n} />
            {!n.seen && <span className={styles.newMark}>{t('notifications.new')}</span>}
          </span>
          {n.type === 'move' && target && (
            <Link to={userRoute(target.id, target.screen_name, restricted)}>
              @{target.screen_name_ui}
            </Link>
          )}
          {n.status && n.type !== 'mention' && <StatusSummary statusId={n.status} />}
          {n.type === 'follow_request' && <FollowRequestButtons userId={sender.id} name={name} />}
        </div>
        <RelativeTime
          iso={n.created_at}
          intervalMs={NOTIFICATION_TIME_INTERVAL_MS}
          className={styles.time}
        />
        {onDismiss && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => onDismiss(n.id)}
            aria-label={t('notifications.dismiss')}
            title={t('notifications.dismiss')}
          >
            <X aria-hidden="true" size={16} />
          </button>
        )}
      </div>
      {n.type === 'mention' && n.status && <StatusCard statusId={n.status} />}
      {n.report && (
        <Suspense fallback={null}>
          <ReportDetails report={n.report} />
        </Suspense>
      )}
    </article>
  )
}
