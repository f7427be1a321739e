import { Settings } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useGuardContext } from '../../state/routing/useGuardContext'
import { useInstance } from '../../state/instance'
import { Spinner } from '../../ui/Spinner'
import { Drawer } from './Drawer'
import { isClosingSwipe } from './drawerRules'
import { NavEntryLink } from './NavEntryLink'
import { visitorDrawerEntries } from './navEntries'
import { useCurrentUser } from './useCurrentUser'
import styles from './SideDrawer.module.css'

const MemberDrawerList = lazy(() => import('./MemberDrawerList'))

/** Props of {@link SideDrawer}. */
export interface SideDrawerProps {
  /** Called whenever the drawer asks to close (link, heading, swipe, outside click, Escape). */
  onClose: () => void
  /** The settings entry: closes the drawer and opens the settings modal. */
  onOpenSettings: () => void
}

/**
 * The mobile side drawer (s1 §2 "Side drawer", s1 §4): a modal dialog (aria-modal) at the
 * inline-start edge. Visitors see login, timelines, search (not on a private instance), about
 * and settings; members get the lazily loaded {@link MemberDrawerList}. Closes on navigation,
 * a heading click, a swipe towards its edge of 30 px or more, a click outside, or Escape;
 * focus moves into it on mount and Tab stays inside. Render it only while open; the opener
 * restores focus on close.
 */
export function SideDrawer({ onClose, onOpenSettings }: SideDrawerProps) {
  const { t } = useTranslation()
  const name = useInstance((state) => state.config.name)
  const ctx = useGuardContext()
  const member = useCurrentUser()

  return (
    <Drawer
      edge="start"
      heading={
        <button type="button" className={styles.headingButton} onClick={onClose}>
          {name || t('nav.side_drawer')}
        </button>
      }
      closeLabel={t('nav.close_menu')}
      onClose={onClose}
      isSwipe={isClosingSwipe}
      backdropTestId="drawer-backdrop"
    >
      <nav aria-label={t('nav.side_drawer')}>
        {member ? (
          <Suspense fallback={<Spinner />}>
            <MemberDrawerList member={member} onClose={onClose} onOpenSettings={onOpenSettings} />
          </Suspense>
        ) : (
          <ul className={styles.list}>
            {visitorDrawerEntries(ctx).map((entry) => (
              <li key={entry.id}>
                <NavEntryLink
                  entry={entry}
                  className={styles.link}
                  activeClassName={styles.active}
                  onClick={onClose}
                />
              </li>
            ))}
            <li>
              <button type="button" className={styles.link} onClick={onOpenSettings}>
                <Settings size={18} aria-hidden="true" />
                {t('nav.settings')}
              </button>
            </li>
          </ul>
        )}
      </nav>
    </Drawer>
  )
}
