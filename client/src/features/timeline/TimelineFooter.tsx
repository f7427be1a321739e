import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { MEMBERS_ONLY } from '../../state/timelines/useTimelineFetcher'
import { Spinner } from '../../ui/Spinner'
import styles from './Timeline.module.css'

/** Catalogue keys of the footer's texts; a list of people names its own (profile tabs). */
export interface FooterTexts {
  loading: string
  loadError: string
  none: string
  noMore: string
  loadOlder: string
}

const STATUS_TEXTS: FooterTexts = {
  loading: 'timeline.loading',
  loadError: 'timeline.load_error',
  none: 'timeline.no_statuses',
  noMore: 'timeline.no_more_statuses',
  loadOlder: 'timeline.load_older',
}

/** Props of {@link TimelineFooter}. */
export interface TimelineFooterProps {
  loading: boolean
  /** Message of the failed fetch, or null. */
  error: string | null
  bottomedOut: boolean
  /** No item is visible. */
  empty: boolean
  onLoadOlder: () => void
  onRetry: () => void
  /** The texts; the statuses' by default. */
  texts?: FooterTexts
}

/**
 * The footer states of an infinite list (s1 §2): a spinner while loading, the error with a
 * retry button (s2 §8 "Infinite list load errors"), or for a visitor refused by a server that
 * shows its timelines only to members that message with a sign-in link (issue 13), "No statuses" / "No more statuses" once
 * bottomed out, else "Load older".
 */
export function TimelineFooter({
  loading,
  error,
  bottomedOut,
  empty,
  texts = STATUS_TEXTS,
  ...actions
}: TimelineFooterProps) {
  const { t } = useTranslation()
  if (loading) {
    return <Spinner label={t(texts.loading)} />
  }
  if (error === MEMBERS_ONLY) {
    return (
      <div role="alert" className={styles.error}>
        <span>{t('timeline.members_only')}</span>
        <Link to="/login" className={styles.button}>
          {t('nav.login')}
        </Link>
      </div>
    )
  }
  if (error !== null) {
    return (
      <div role="alert" className={styles.error}>
        <span>{t(texts.loadError)}</span>
        <button type="button" className={styles.button} onClick={actions.onRetry}>
          {t('timeline.retry')}
        </button>
      </div>
    )
  }
  if (bottomedOut) {
    return <p className={styles.end}>{empty ? t(texts.none) : t(texts.noMore)}</p>
  }
  return (
    <button type="button" className={styles.button} onClick={actions.onLoadOlder}>
      {t(texts.loadOlder)}
    </button>
  )
}
