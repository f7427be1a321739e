import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Spinner } from '../../ui/Spinner'
import { Drawer } from './Drawer'
import { isNotificationsClosingSwipe } from './drawerRules'
import { LazyNotificationsPanel } from './lazyPanels'
import styles from './SideDrawer.module.css'

/**
 * The mobile notifications drawer (s1 §2 "Mobile nav", s1 §4): a modal dialog at the
 * inline-end edge holding the notifications panel (lazy). `onClose` runs on the close button,
 * Escape, a click outside and a swipe of 50 px or more towards its edge (s1 §9). The panel
 * shows the one visible title (the drawer's names the dialog), then a link to the stand-alone
 * notifications page `pageTo` (s1 §2 notifications route; following it closes the drawer
 * silently, as any route change does). Render it only while open; focus moves to its close
 * button.
 */
export function NotificationsDrawer({ onClose, pageTo }: { onClose: () => void; pageTo: string }) {
  const { t } = useTranslation()
  return (
    <Drawer
      edge="end"
      heading={t('nav.notifications')}
      headingHidden
      closeLabel={t('nav.close_notifications')}
      onClose={onClose}
      isSwipe={isNotificationsClosingSwipe}
      backdropTestId="notifications-backdrop"
    >
      <Suspense fallback={<Spinner />}>
        <LazyNotificationsPanel />
      </Suspense>
      <Link to={pageTo} className={styles.link}>
        {t('nav.notifications_page')}
      </Link>
    </Drawer>
  )
}
