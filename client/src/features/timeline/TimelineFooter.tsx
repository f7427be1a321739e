import { useTranslation } from 'react-i18next'
import { Spinner } from '../../ui/Spinner'
import styles from './Timeline.module.css'

/** Props of {@link TimelineFooter}. */
export interface TimelineFooterProps {
  loading: boolean
  /** Message of the failed fetch, or null. */
  error: string | null
  bottomedOut: boolean
  /** No status is visible. */
  empty: boolean
  onLoadOlder: () => void
  onRetry: () => void
}

/**
 * The footer states of s1 §2: a spinner while loading, the error with a retry button (s2 §8
 * "Infinite list load errors"), "No statuses" / "No more statuses" once bottomed out, else
 * "Load older".
 */
export function TimelineFooter({
  loading,
  error,
  bottomedOut,
  empty,
  ...actions
}: TimelineFooterProps) {
  const { t } = useTranslation()
  if (loading) {
    return <Spinner label={t('timeline.loading')} />
  }
  if (error !== null) {
    return (
      <div role="alert" className={styles.error}>
        <span>{t('timeline.load_error')}</span>
        <button type="button" className={styles.button} onClick={actions.onRetry}>
          {t('timeline.retry')}
        </button>
      </div>
    )
  }
  if (bottomedOut) {
    return (
      <p className={styles.end}>
        {empty ? t('timeline.no_statuses') : t('timeline.no_more_statuses')}
      </p>
    )
  }
  return (
    <button type="button" className={styles.button} onClick={actions.onLoadOlder}>
      {t('timeline.load_older')}
    </button>
  )
}
