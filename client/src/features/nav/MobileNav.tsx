import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SiteBrand } from './SiteBrand'
import { useCurrentUser } from './useCurrentUser'
import styles from './MobileNav.module.css'

const MobileMemberBar = lazy(() => import('./MobileMemberBar'))
const SideDrawer = lazy(() => import('./SideDrawer').then((m) => ({ default: m.SideDrawer })))

/** Props of {@link MobileNav}. */
export interface MobileNavProps {
  /** Opens the settings modal (the drawer's settings entry). */
  onOpenSettings: () => void
}

/**
 * The mobile top bar (s1 §2 "Mobile nav"): the menu button opening the side drawer, then the
 * site name for visitors, or for members the pinned items and the notifications button
 * (lazily loaded {@link MobileMemberBar}). The drawer is a lazy chunk too, loaded on first open. Focus returns to the menu button when the drawer
 * closes.
 */
export function MobileNav({ onOpenSettings }: MobileNavProps) {
  const { t } = useTranslation()
  const member = useCurrentUser()
  const [open, setOpen] = useState(false)
  const menuRef = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    menuRef.current?.focus()
  }
  return (
    <header className={styles.bar}>
      <button
        ref={menuRef}
        type="button"
        className={styles.menu}
        aria-label={t('nav.menu')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((was) => !was)}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      {member ? (
        <Suspense fallback={<div className={styles.pins} />}>
          <MobileMemberBar member={member} />
        </Suspense>
      ) : (
        <div className={styles.brand}>
          <SiteBrand />
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <SideDrawer
            onClose={close}
            onOpenSettings={() => {
              setOpen(false)
              onOpenSettings()
            }}
          />
        </Suspense>
      )}
    </header>
  )
}
