import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import styles from './Announcements.module.css'

/**
 * A failed announcement call (s2 §8 "Announcement post or edit failure: error text with close
 * button"): the sentence in an alert, and a close button.
 */
export function ErrorBanner({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className={styles.error}>
      <span>{t('announcements.post_error', { error: text })}</span>
      <button
        type="button"
        className={styles.close}
        aria-label={t('announcements.close_error')}
        onClick={onClose}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  )
}
