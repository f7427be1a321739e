import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import type { LucideIcon } from 'lucide-react'
import { usePopover } from './usePopover'
import styles from './Menu.module.css'

const ITEMS = '[role^="menuitem"]'

/** One entry of a {@link Menu}: an action, or a link leaving the app. */
export interface MenuEntry {
  id: string
  label: string
  icon: LucideIcon
  /** Called when chosen (the menu closes first). */
  onSelect?: () => void
  /** An external link (opens in a new tab) instead of an action. */
  href?: string
  /** A toggle's state: the entry is a menuitemcheckbox with aria-checked. */
  checked?: boolean
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Accessible name of the button, e.g. "More". */
  label: string
  /** The button's content (an icon). */
  children: ReactNode
  /**
   * The entries, or a function giving them, called only while the menu is open (a menu on every
   * post card need not make its labels for each card it renders).
   */
  entries: MenuEntry[] | (() => MenuEntry[])
  buttonClassName?: string
}

/**
 * A menu button (WAI-ARIA menu button pattern): the button has aria-haspopup="menu" and
 * aria-expanded; the list is role="menu" with role="menuitem" entries (menuitemcheckbox for
 * toggles). Enter, Space or ArrowDown opens it on the first entry, ArrowUp on the last;
 * ArrowUp/ArrowDown move (and wrap), Home/End jump, Escape closes and returns focus to the
 * button; a click outside closes. The list floats whole on screen (ui/usePopover), flipping above the button near the bottom.
 */
export function Menu({ label, children, entries, buttonClassName }: MenuProps) {
  const [open, setOpen] = useState(false)
  const [start, setStart] = useState<'first' | 'last'>('first')
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)

  const dismiss = useCallback(() => setOpen(false), [])
  usePopover({
    open,
    onClose: dismiss,
    anchor: buttonRef,
    floating: listRef,
    placement: 'bottom-end',
  })

  useEffect(() => {
    if (!open) return
    const items = listRef.current?.querySelectorAll<HTMLElement>(ITEMS)
    const target = start === 'first' ? items?.[0] : items?.[items.length - 1]
    target?.focus()
  }, [open, start])

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  const openAt = (where: 'first' | 'last') => {
    setStart(where)
    setOpen(true)
  }
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(event.key === 'ArrowDown' ? 'first' : 'last')
    }
  }
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])]
    const index = items.indexOf(document.activeElement as HTMLElement)
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1)
        break
      case 'ArrowUp':
        focusAt(index - 1)
        break
      case 'Home':
        focusAt(0)
        break
      case 'End':
        focusAt(items.length - 1)
        break
      case 'Tab':
        setOpen(false)
        return
      default:
        return
    }
    event.preventDefault()
    event.stopPropagation()
  }
  const choose = (entry: MenuEntry) => {
    close()
    entry.onSelect?.()
  }
  return (
    <div className={styles.menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onButtonKey}
      >
        {children}
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          {(typeof entries === 'function' ? entries() : entries).map((entry) => {
            const Icon = entry.icon
            const content = (
              <>
                <Icon aria-hidden="true" size={16} />
                <span>{entry.label}</span>
              </>
            )
            return (
              <li key={entry.id} role="none">
                {entry.href ? (
                  <a
                    role="menuitem"
                    tabIndex={-1}
                    className={styles.menuItem}
                    href={entry.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => setOpen(false)}
                  >
                    {content}
                  </a>
                ) : (
                  <button
                    type="button"
                    role={entry.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
                    aria-checked={entry.checked}
                    tabIndex={-1}
                    className={styles.menuItem}
                    onClick={() => choose(entry)}
                  >
                    {content}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
