import { Repeat, Trash } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useFixedT } from '../../i18n/useFixedT'
import { formatLocale } from '../../i18n'
import { Link } from 'react-router'
import { useInstance } from '../../state/instance'
import { useSession } from '../../state/session'
import type { Status, User } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'
import { userRoute } from '../../lib/userLink'
import { AuthorAvatar } from './UserPopover'
import { ReplyToLink } from './ParentPopover'
import { UserName } from '../../content/UserName'
import { spokenName } from '../../content/names'
import { formatRelativeTime, timeAgo } from '../../lib/relativeTime'
import styles from './StatusCard.module.css'
import { StatusContent } from './StatusContent'
import { muteReason } from './contentRules'
import { EditedLine } from './EditedLine'
import { EmojiReactions } from './EmojiReactions'
import { MutedStatus } from './MutedStatus'
import { StatusStats } from './StatusStats'
import { usePreference } from '../../state/preferences/preferences'
import { StatusFooter } from './StatusFooter'
import { cardLabel } from './cardLabel'
import { StatusHeading } from './StatusHeading'
import { displayHandle } from '../../lib/handle'
import { Avatar } from '../../ui/Avatar'
import { useNow } from '../../ui/RelativeTime'
import { useStatus, useUser } from '../../state/entities'
import { ErrorBoundary } from '../../ui/ErrorBoundary'
import { encodePart } from '../../lib/urlPart'
import { findHighlight, highlightStyle } from '../../lib/highlight'

/** The parent preview of the reply-to popover: a post card of its own. */
function renderParentCard(parentId: string) {
  return <StatusCard statusId={parentId} />
}

/** Props of {@link StatusCard}. */
export interface StatusCardProps {
  /** Id of the status in the entity store (entities/store). */
  statusId: string
  /** The status the conversation page is about: highlighted. */
  focused?: boolean
  /** Shown inside a conversation (no gap between posts). */
  inConversation?: boolean
  /**
   * 1-based position in a WAI-ARIA feed: sets aria-posinset (and aria-setsize -1, unknown) on
   * the card's article, so the feed's items are the cards themselves.
   */
  feedPosition?: number
  /** Conversation page controls for this post's thread (show/hide, dive), shown in the heading. */
  threadControls?: ReactNode
}

/** aria-posinset / aria-setsize of a card inside a feed; nothing outside one. */
function feedAttributes(position: number | undefined) {
  return position === undefined ? {} : { 'aria-posinset': position, 'aria-setsize': -1 }
}

/** "Status unavailable": the id is not in the store (s1 §2 "status unavailable"). */
function Unavailable({ feedPosition }: { feedPosition?: number }) {
  const { t } = useFixedT()
  return (
    <article className={styles.unavailable} {...feedAttributes(feedPosition)}>
      {t('status.status_unavailable')}
    </article>
  )
}

/** The one line of a card that threw (issue 22): "this post could not be shown", its link. */
function CardError({ statusId, feedPosition }: { statusId: string; feedPosition?: number }) {
  const { t } = useFixedT()
  return (
    <article className={styles.unavailable} data-part-error="" {...feedAttributes(feedPosition)}>
      {t('status.could_not_show')}{' '}
      <Link to={`/notice/${encodePart(statusId)}`}>{t('status.open_post')}</Link>
    </article>
  )
}

/** The gravestone of a deleted post (s1 §2 "Deleted posts show a gravestone"). */
function Gravestone({ feedPosition }: { feedPosition?: number }) {
  const { t } = useFixedT()
  return (
    <article
      className={styles.gravestone}
      tabIndex={0}
      aria-label={t('status.status_deleted')}
      {...feedAttributes(feedPosition)}
    >
      <Trash aria-hidden="true" size={16} />
      <span>{t('status.status_deleted')}</span>
    </article>
  )
}

function RepeatHeader({ user }: { user: User }) {
  const { t } = useFixedT()
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const avatar = user.profile_image_url
  return (
    <p className={styles.repeatHeader}>
      <Repeat aria-hidden="true" size={14} className={styles.repeatIcon} />
      <Link to={userRoute(user.id, user.screen_name, restricted)} className={styles.repeater}>
        {isWebUrl(avatar) ? <Avatar src={avatar} alt="" className={styles.avatarSmall} /> : null}
        <bdi>
          <UserName user={user} />
        </bdi>
      </Link>{' '}
      <span>{t('status.repeated')}</span>
    </p>
  )
}

interface ArticleProps extends Omit<StatusCardProps, 'statusId'> {
  status: Status
  repeatedBy?: User
}

function StatusArticle({
  status,
  repeatedBy,
  focused,
  inConversation,
  feedPosition,
  threadControls,
}: ArticleProps) {
  const { t } = useFixedT()
  const author = useUser(status.user)
  const now = useNow()
  const viewerId = useSession((state) => state.user)
  const muteWords = usePreference('muteWords')
  const muteBotStatuses = usePreference('muteBotStatuses')
  const hideFilteredStatuses = usePreference('hideFilteredStatuses')
  const highlights = usePreference('userHighlights')
  const [revealed, setRevealed] = useState(false)
  if (!author) return <Unavailable />
  const verdict = muteReason(
    status,
    author,
    { muteWords, muteBotStatuses, hideFilteredStatuses },
    viewerId,
    repeatedBy,
  )
  if (verdict && !revealed) {
    if (verdict.hidden) return null
    return (
      <MutedStatus
        verdict={verdict}
        author={spokenName(author)}
        onShow={() => setRevealed(true)}
        feedPosition={feedPosition}
      />
    )
  }
  const time = formatRelativeTime(timeAgo(status.created_at, now), formatLocale())
  const label = cardLabel(t, status, author, time, repeatedBy)
  const classes = [
    styles.card,
    focused ? styles.focused : '',
    inConversation ? styles.inConversation : '',
  ]
  return (
    <article
      className={classes.filter(Boolean).join(' ')}
      aria-label={label}
      aria-current={focused ? 'true' : undefined}
      tabIndex={0}
      data-status-id={status.id}
      style={highlightStyle(findHighlight(highlights, author.screen_name))}
      {...feedAttributes(feedPosition)}
    >
      {repeatedBy ? <RepeatHeader user={repeatedBy} /> : null}
      <div className={styles.main}>
        <AuthorAvatar user={author} />
        <div className={styles.column}>
          <StatusHeading
            status={status}
            author={author}
            threadControls={threadControls}
            onHideAgain={verdict ? () => setRevealed(false) : undefined}
          />
          {status.in_reply_to_status_id ? (
            <div className={styles.replyTo}>
              <ReplyToLink
                parentId={status.in_reply_to_status_id}
                renderParent={renderParentCard}
                label={
                  status.in_reply_to_screen_name
                    ? t('status.reply_to', { name: displayHandle(status.in_reply_to_screen_name) })
                    : t('status.reply_to_post')
                }
              />
            </div>
          ) : null}
          <EditedLine status={status} />
          <StatusContent
            status={status}
            collapsible={!focused && !inConversation}
            inConversation={inConversation === true}
          />
          {focused ? <StatusStats status={status} /> : null}
          <EmojiReactions status={status} />
          <StatusFooter status={status} />
        </div>
      </div>
    </article>
  )
}

/**
 * One post (s1 §2 "Post card", visitor scope): an `<article>` named "{author}, {time}: {start
 * of the text}" (cardLabel.ts; tabIndex 0 for keyboard navigation), with the repeat header for repeats (then the repeated
 * post), heading, reply-to line, subject toggle, body, attachments, poll, link card and footer.
 * A deleted post shows a gravestone; an id missing from the store (or a post whose author is
 * missing) a compact "status unavailable" line. Never throws on missing optional fields; a card
 * that still throws shows one line, "this post could not be shown", with the post's link.
 */
export function StatusCard(props: StatusCardProps) {
  const { statusId, feedPosition } = props
  return (
    <ErrorBoundary
      name={`post ${statusId}`}
      fallback={<CardError statusId={statusId} feedPosition={feedPosition} />}
    >
      <StatusCardBody {...props} />
    </ErrorBoundary>
  )
}

function StatusCardBody({
  statusId,
  focused,
  inConversation,
  feedPosition,
  threadControls,
}: StatusCardProps) {
  const status = useStatus(statusId)
  const isRepeat = status?.type === 'retweet'
  const repeated = useStatus(isRepeat ? status.retweeted_status : null)
  const repeater = useUser(isRepeat ? status.user : null)
  const shown = isRepeat ? repeated : status
  if (!shown) return <Unavailable feedPosition={feedPosition} />
  if (shown.deleted) return <Gravestone feedPosition={feedPosition} />
  return (
    <StatusArticle
      status={shown}
      repeatedBy={isRepeat ? repeater : undefined}
      focused={focused}
      inConversation={inConversation}
      feedPosition={feedPosition}
      threadControls={threadControls}
    />
  )
}
