import { useState } from 'react'
import { useFixedT } from '../../i18n/useFixedT'
import { Link } from 'react-router'
import { useInstance } from '../../state/instance'
import { isWebUrl } from '../../lib/safeUrl'
import { displayHandle } from '../../lib/handle'
import { userRoute } from '../../lib/userLink'
import { EXTERNAL_REL } from '../../content/RichText'
import { MENTIONS_SHOWN, type LeadingMention } from './mentions'
import styles from './actions/Actions.module.css'

/**
 * The mentions line (s1 §2, §4; DECISIONS "Mention line"): the mentions that open a post in
 * one line, the first 5 then a button expanding to all (and collapsing again). Names are
 * short (`@name`, mention display "short", s1 §3) with the full handle as the title; a known
 * user links to their route, an unknown one to its URL in a new tab.
 */
export function MentionsLine({ mentions }: { mentions: LeadingMention[] }) {
  const { t } = useFixedT()
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const [expanded, setExpanded] = useState(false)
  if (mentions.length === 0) return null
  const shown = expanded ? mentions : mentions.slice(0, MENTIONS_SHOWN)
  const more = mentions.length - MENTIONS_SHOWN
  return (
    <p className={styles.mentions}>
      <span className={styles.faint}>{t('status.mentions_label')}</span>
      {shown.map((item, index) => {
        const name = item.mention
          ? `@${item.mention.username || item.mention.screen_name}`
          : item.text
        return item.mention ? (
          <Link
            key={`${item.url}.${index}`}
            to={userRoute(item.mention.id, item.mention.screen_name, restricted)}
            title={`@${displayHandle(item.mention.screen_name)}`}
          >
            {name}
          </Link>
        ) : isWebUrl(item.url) ? (
          <a key={`${item.url}.${index}`} href={item.url} target="_blank" rel={EXTERNAL_REL}>
            {name}
          </a>
        ) : (
          <span key={`text.${index}`}>{name}</span>
        )
      })}
      {more > 0 ? (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('status.mentions_less') : t('status.mentions_more', { count: more })}
        </button>
      ) : null}
    </p>
  )
}
