import { useFixedT } from '../../i18n/useFixedT'
import { Link } from 'react-router'
import { EmojiText } from '../../content/EmojiText'
import { spokenName } from '../../content/names'
import { UserName } from '../../content/UserName'
import { RichText } from '../../content/RichText'
import { displayHandle } from '../../lib/handle'
import { isWebUrl } from '../../lib/safeUrl'
import { encodePart } from '../../lib/urlPart'
import { useStatus, useUser } from '../../state/entities'
import { Avatar } from '../../ui/Avatar'
import styles from './QuoteCard.module.css'

/**
 * A quoted post as an embedded card (issue 13: Pleroma's `pleroma.quote`, Mastodon 4.5's
 * accepted `quote`, Fedibird's `quote`): the author's avatar, name and @handle, the body as
 * sanitized rich text (only the content warning when it has one, so the warning still hides
 * it), and a link to the post's page. Nothing when the quoted post or its author is not stored.
 */
export function QuoteCard({ statusId }: { statusId: string }) {
  const { t } = useFixedT()
  const quoted = useStatus(statusId)
  const author = useUser(quoted?.user ?? null)
  if (!quoted || !author) return null
  return (
    <aside
      className={styles.quote}
      aria-label={t('status.quote_label', { name: spokenName(author) })}
    >
      <p className={styles.author}>
        {isWebUrl(author.profile_image_url) ? (
          <Avatar src={author.profile_image_url} alt="" className={styles.avatar} />
        ) : null}
        <bdi className={styles.name}>
          <UserName user={author} />
        </bdi>
        <bdi className={styles.handle}>@{displayHandle(author.screen_name)}</bdi>
      </p>
      {quoted.summary ? (
        <p className={styles.summary}>
          <EmojiText text={quoted.summary} emoji={quoted.emojis} />
        </p>
      ) : (
        <RichText
          html={quoted.raw_html}
          emoji={quoted.emojis}
          mentions={quoted.attentions}
          className={styles.body}
        />
      )}
      <Link to={`/notice/${encodePart(quoted.id)}`} className={styles.open}>
        {t('status.quote_open')}
      </Link>
    </aside>
  )
}
