import { Settings } from 'lucide-react'
import { Suspense } from 'react'
import { lazyWithPreload } from '../../ui/lazyWithPreload'
import { useTranslation } from 'react-i18next'
import { isRefused } from '../../state/routing/guards'
import { useGuardContext } from '../../state/routing/useGuardContext'
import { useInstance } from '../../state/instance'
import { SearchBox } from './SearchBox'
import { SiteBrand } from './SiteBrand'
import { useCurrentUser } from './useCurrentUser'
import styles from './DesktopNavbar.module.css'

const MemberNavbarTools = lazyWithPreload(() =>
  import('./MemberNavbarTools').then((module) => module.default),
)

/** Starts loading the member's navbar tools (ui/lazyWithPreload.tsx). */
export const preloadMemberNavbarTools = MemberNavbarTools.preload

/** Props of {@link DesktopNavbar}. */
export interface DesktopNavbarProps {
  /** Opens the settings modal. */
  onOpenSettings: () => void
}

/**
 * The desktop top bar (s1 §2 "Desktop navbar"): instance logo and site name linking to the
 * root, the search box (not for visitors of a private instance) and the settings button; for
 * members also the administration link (admins) and logout, loaded lazily (MemberNavbarTools).
 * The shell renders it only outside the mobile layout. logoLeft puts the logo at the start;
 * otherwise it is centred.
 */
export function DesktopNavbar({ onOpenSettings }: DesktopNavbarProps) {
  const { t } = useTranslation()
  const canSearch = !isRefused('search', useGuardContext())
  const logoLeft = useInstance((state) => state.config.logoLeft)
  const member = useCurrentUser()
  return (
    <header className={styles.navbar}>
      <div className={[styles.inner, logoLeft ? styles.logoLeft : ''].join(' ')}>
        <div className={styles.brand}>
          <SiteBrand />
        </div>
        <div className={styles.tools}>
          {canSearch && <SearchBox />}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('nav.settings')}
            title={t('nav.settings')}
            onClick={onOpenSettings}
          >
            <Settings size={20} aria-hidden="true" />
          </button>
          {member && (
            <Suspense
              fallback={
                // The tools' room while their chunk loads (issue 20: nothing moves): logout, and
                // the administration link for an admin.
                <>
                  <span className={styles.toolRoom} />
                  {member.role === 'admin' && <span className={styles.toolRoom} />}
                </>
              }
            >
              <MemberNavbarTools member={member} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  )
}
