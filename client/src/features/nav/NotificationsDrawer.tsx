import { X } from 'lucide-react'
import { Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../ui/Spinner'
import { isNotificationsClosingSwipe } from './drawerRules'
import { LazyNotificationsPanel } from './lazyPanels'
import { useDrawerDialog } from './useDrawerDialog'
import styles from './SideDrawer.module.css'

/**
 * The mobile notifications drawer (s1 §2 "Mobile nav", s1 §4): a modal dialog at the
 * inline-end edge holding the notifications panel (lazy). `onClose` runs on the close button,
 * Escape, a click outside and a swipe of 50 px or more towards its edge (s1 §9). Render it
 * only while open; focus moves to its close button.
 */
export function NotificationsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const headingId = useId()
  const { dialogRef, initialFocusRef, onKeyDown, onTouchStart, onTouchEnd } = useDrawerDialog(
    onClose,
    onClose,
    isNotificationsClosingSwipe,
  )
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} data-testid="notifications-backdrop" onClick={onClose} />
      <div
        ref={dialogRef}
        className={`${styles.drawer} ${styles.end}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className={styles.header}>
          <h2 className={styles.heading} id={headingId}>
            {t('nav.notifications')}
          </h2>
          <button
            ref={initialFocusRef}
            type="button"
            className={styles.close}
            aria-label={t('nav.close_notifications')}
            onClick={onClose}
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <Suspense fallback={<Spinner />}>
          <LazyNotificationsPanel />
        </Suspense>
      </div>
    </div>
  )
}
