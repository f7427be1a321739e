import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../ui/Spinner'
import { Drawer } from './Drawer'
import { isNotificationsClosingSwipe } from './drawerRules'
import { LazyNotificationsPanel } from './lazyPanels'

/**
 * The mobile notifications drawer (s1 §2 "Mobile nav", s1 §4): a modal dialog at the
 * inline-end edge holding the notifications panel (lazy). `onClose` runs on the close button,
 * Escape, a click outside and a swipe of 50 px or more towards its edge (s1 §9). The panel
 * shows the one visible title (the drawer's names the dialog). Render it only while open;
 * focus moves to its close button.
 */
export function NotificationsDrawer({ onClose }: { onClose: () => void }) {
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
    </Drawer>
  )
}
