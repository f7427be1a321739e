import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import styles from './ErrorBanner.module.css'

/** Props of {@link ErrorBanner}. */
export interface ErrorBannerProps {
  /** The texts to show (already translated, or the server's own text); one paragraph each. */
  messages: readonly string[]
  /** Dismisses the banner; without it there is no close button. */
  onDismiss?: () => void
}

/**
 * The dismissible error banner of the sign-in forms (s1 §2 "Login form", s2 §8 "Login"):
 * role=alert so it is announced; the close button is labelled auth.dismiss_error.
 */
export function ErrorBanner({ messages, onDismiss }: ErrorBannerProps) {
  const { t } = useTranslation()
  if (messages.length === 0) return null
  return (
    <div role="alert" className={styles.banner}>
      <div className={styles.text}>
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      {onDismiss && (
        <button
          type="button"
          className={styles.close}
          onClick={onDismiss}
          aria-label={t('auth.dismiss_error')}
        >
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </div>
  )
}
