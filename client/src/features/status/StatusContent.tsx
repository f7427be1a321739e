import { useId, useMemo, useState } from 'react'
import { useFixedT } from '../../i18n/useFixedT'
import type { Status } from '../../entities/types'
import { usePreference } from '../../state/preferences/preferences'
import { Attachments } from './Attachments'
import { isLongSubject, isTallPost } from './contentRules'
import { splitLeadingMentions } from './mentions'
import { MentionsLine } from './MentionsLine'
import actionStyles from './actions/Actions.module.css'
import { EmojiText } from '../../content/EmojiText'
import { LinkCard } from './LinkCard'
import { Poll } from './Poll'
import { QuoteCard } from './QuoteCard'
import { MentionLinkContext, RichText } from '../../content/RichText'
import { MentionPopoverLink } from './UserPopover'
import styles from './StatusCard.module.css'

/**
 * What a post says (s1 §2 "Post card"): the mentions line (the mentions that open the body,
 * removed from it; DECISIONS "Mention line"); the subject (content warning) with a Show more /
 * Show less toggle (aria-expanded) that hides the body, poll, attachments and link card; a post
 * with a subject starts collapsed only when collapseMessageWithSubject is on (s1 §3; Pleroma-FE), a subject over 240 characters clipped with its own toggle; the body through
 * RichText with greentext, a tall post (s1 §9) clipped with "Show more" unless `collapsible`
 * is false (the conversation page has no collapse); attachments; the poll's results; the link
 * card (shown only when there are no attachments, as Mastodon does).
 */
export function StatusContent({
  status,
  collapsible = true,
  inConversation = false,
}: {
  status: Status
  collapsible?: boolean
  /** Shown on a conversation page: hideAttachmentsInConv applies to the attachments. */
  inConversation?: boolean
}) {
  const { t } = useFixedT()
  const collapseSubject = usePreference('collapseMessageWithSubject')
  const bodyId = useId()
  const subject = typeof status.summary === 'string' ? status.summary.trim() : ''
  const [expanded, setExpanded] = useState(!collapseSubject)
  const [fullSubject, setFullSubject] = useState(false)
  const [fullBody, setFullBody] = useState(false)
  const open = subject === '' || expanded
  const attachments = Array.isArray(status.attachments) ? status.attachments : []
  const emoji = Array.isArray(status.emojis) ? status.emojis : []
  const attentions = status.attentions
  const body = useMemo(
    () => splitLeadingMentions(status.raw_html ?? '', Array.isArray(attentions) ? attentions : []),
    [status.raw_html, attentions],
  )
  const longSubject = isLongSubject(subject)
  const tall = collapsible && !fullBody && isTallPost(status.raw_html ?? '', status.text ?? '')
  return (
    <>
      <MentionsLine mentions={body.mentions} />
      {subject !== '' ? (
        <p className={styles.subject}>
          <span
            className={`${styles.subjectText} ${longSubject && !fullSubject ? actionStyles.clipped : ''}`}
          >
            <EmojiText text={subject} emoji={emoji} />
          </span>{' '}
          {longSubject ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={fullSubject}
              onClick={() => setFullSubject((value) => !value)}
            >
              {fullSubject ? t('status.hide_full_subject') : t('status.show_full_subject')}
            </button>
          ) : null}{' '}
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('status.hide_content') : t('status.show_content')}
          </button>
        </p>
      ) : null}
      <div id={bodyId} hidden={!open} className={styles.body}>
        {open ? (
          <>
            <MentionLinkContext value={MentionPopoverLink}>
              <RichText
                html={body.html}
                emoji={emoji}
                mentions={Array.isArray(attentions) ? attentions : []}
                greentext
                className={tall ? actionStyles.tall : undefined}
              />
            </MentionLinkContext>
            {tall ? (
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={false}
                onClick={() => setFullBody(true)}
              >
                {t('status.show_full')}
              </button>
            ) : null}
            {status.poll ? <Poll statusId={status.id} poll={status.poll} emoji={emoji} /> : null}
            <Attachments
              attachments={attachments}
              sensitive={status.nsfw === true}
              inConversation={inConversation}
            />
            {status.card && attachments.length === 0 ? <LinkCard card={status.card} /> : null}
            {status.quote ? <QuoteCard statusId={status.quote} /> : null}
          </>
        ) : null}
      </div>
    </>
  )
}
