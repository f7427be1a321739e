import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Status } from '../../entities/types'
import { Attachments } from './Attachments'
import { EmojiText } from './EmojiText'
import { LinkCard } from './LinkCard'
import { PollResults } from './PollResults'
import { RichText } from './RichText'
import styles from './StatusCard.module.css'

/**
 * What a post says (s1 §2 "Post card"): the subject (content warning) with a Show more / Show
 * less toggle (aria-expanded) that hides the body, poll, attachments and link card until
 * expanded; the body through RichText with greentext; attachments; the poll's results; the
 * link card (shown only when there are no attachments, as Mastodon does).
 */
export function StatusContent({ status }: { status: Status }) {
  const { t } = useTranslation()
  const bodyId = useId()
  const subject = typeof status.summary === 'string' ? status.summary.trim() : ''
  const [expanded, setExpanded] = useState(false)
  const open = subject === '' || expanded
  const attachments = Array.isArray(status.attachments) ? status.attachments : []
  const emoji = Array.isArray(status.emojis) ? status.emojis : []
  return (
    <>
      {subject !== '' ? (
        <p className={styles.subject}>
          <span className={styles.subjectText}>
            <EmojiText text={subject} emoji={emoji} />
          </span>{' '}
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
            <RichText
              html={status.raw_html ?? ''}
              emoji={emoji}
              mentions={Array.isArray(status.attentions) ? status.attentions : []}
              greentext
            />
            {status.poll ? <PollResults poll={status.poll} emoji={emoji} /> : null}
            <Attachments attachments={attachments} sensitive={status.nsfw === true} />
            {status.card && attachments.length === 0 ? <LinkCard card={status.card} /> : null}
          </>
        ) : null}
      </div>
    </>
  )
}
