import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ChevronDown } from 'lucide-react'
import { useGuardContext } from '../../state/routing/useGuardContext'
import { useSession } from '../../state/session'
import { switcherEntries } from './switcherEntries'
import { usePopover } from '../../ui/usePopover'
import styles from './TimelineHeader.module.css'
import { useUser } from '../../state/entities'

/**
 * The timeline-switching menu (s1 §2): a menu button beside the title opening a WAI-ARIA menu
 * of the timelines open to the viewer (switcherEntries). Arrow keys, Home and End move between
 * items; Escape or a press outside closes it; choosing an item navigates there.
 */
export function TimelineMenu() {
  const { t } = useTranslation()
  const ctx = useGuardContext()
  const me = useUser(useSession((state) => state.user))
  const entries = switcherEntries(ctx, me?.screen_name ?? null)
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const menuId = useId()
  const close = useCallback(() => setOpen(false), [])
  usePopover({
    open,
    onClose: close,
    anchor: buttonRef,
    floating: menuRef,
    root: rootRef,
    placement: 'bottom-start',
  })

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  }, [open])

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')]
    const index = items.indexOf(document.activeElement as HTMLElement)
    const last = items.length - 1
    const next: Record<string, number> = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    const target = next[event.key]
    if (target === undefined) return
    event.preventDefault()
    items[target]?.focus()
  }

  return (
    <div className={styles.popupRoot} ref={rootRef}>
      <button
        type="button"
        ref={buttonRef}
        className={styles.iconButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('timeline.switch_timeline')}
        title={t('timeline.switch_timeline')}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDown aria-hidden="true" size={18} />
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          ref={menuRef}
          className={styles.menu}
          aria-label={t('timeline.switch_timeline')}
          onKeyDown={onMenuKey}
        >
          {entries.map((entry) => (
            <li role="none" key={entry.route}>
              <Link role="menuitem" to={entry.to} className={styles.menuItem} onClick={close}>
                {t(entry.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
