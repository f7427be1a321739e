import { Settings, X } from 'lucide-react'
import { useEffect, useId, useRef, type KeyboardEvent, type TouchEvent } from 'react'
import { NavLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useGuardContext } from '../../app/useGuardContext'
import { useInstance } from '../../entities/instance'
import { isClosingSwipe } from './drawerRules'
import { NAV_ICONS } from './icons'
import { visitorDrawerEntries } from './navEntries'
import styles from './SideDrawer.module.css'

/** Props of {@link SideDrawer}. */
export interface SideDrawerProps {
  /** Called whenever the drawer asks to close (link, heading, swipe, outside click, Escape). */
  onClose: () => void
  /** The settings entry: closes the drawer and opens the settings modal. */
  onOpenSettings: () => void
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]'

/**
 * The mobile side drawer (s1 §2 "Side drawer", s1 §4): a modal dialog (aria-modal) at the
 * inline-start edge. Visitors see login, timelines, search (not on a private instance) and
 * about, and settings. Closes on navigation, a heading click, a swipe towards its edge of 30 px or more,
 * a click outside, or Escape; focus moves into it on mount and Tab stays inside.
 * Render it only while open; the opener restores focus on close.
 */
export function SideDrawer({ onClose, onOpenSettings }: SideDrawerProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const name = useInstance((state) => state.config.name)
  const entries = visitorDrawerEntries(useGuardContext())
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const touchStart = useRef<{ x: number; y: number } | null>(null)

  useEffect(() => {
    closeRef.current?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0]
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0]
    const start = touchStart.current
    touchStart.current = null
    if (!touch || !start) return
    const rtl = document.documentElement.dir === 'rtl'
    if (isClosingSwipe(start, { x: touch.clientX, y: touch.clientY }, rtl)) onClose()
  }

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} data-testid="drawer-backdrop" onClick={onClose} />
      <div
        ref={dialogRef}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className={styles.header}>
          <h2 className={styles.heading} id={headingId}>
            <button type="button" className={styles.headingButton} onClick={onClose}>
              {name || t('nav.side_drawer')}
            </button>
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={t('nav.close_menu')}
            onClick={onClose}
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={t('nav.side_drawer')}>
          <ul className={styles.list}>
            {entries.map((entry) => {
              const Icon = NAV_ICONS[entry.id]
              return (
                <li key={entry.id}>
                  <NavLink
                    to={entry.to}
                    onClick={onClose}
                    className={({ isActive }) =>
                      [styles.link, isActive ? styles.active : ''].join(' ')
                    }
                  >
                    <Icon size={18} aria-hidden="true" />
                    {t(entry.labelKey)}
                  </NavLink>
                </li>
              )
            })}
            <li>
              <button type="button" className={styles.link} onClick={onOpenSettings}>
                <Settings size={18} aria-hidden="true" />
                {t('nav.settings')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  )
}
