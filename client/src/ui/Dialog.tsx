import { X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { trapTab } from './focusTrap'
import styles from './Dialog.module.css'

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The dialog's heading, also its accessible name. */
  title: string
  /** Accessible name of the close button in the header (a catalogue text of the caller). */
  closeLabel: string
  /** Called by Escape, the close button and a click on the backdrop. */
  onClose: () => void
  children: ReactNode
  /** Buttons at the bottom (e.g. Cancel, Delete). */
  actions?: ReactNode
  /** role alertdialog (a question that needs an answer) instead of dialog. */
  alert?: boolean
}

/**
 * Where focus goes back to when a dialog closes: `opener` when it is still on the page, else
 * (the post it belonged to was deleted, or became a gravestone) the nearest of its ancestors
 * still there, at the first element inside it that takes focus (a gravestone, the next post),
 * or `main`. Never the body.
 */
export function focusBackTo(opener: Element | null, ancestors: readonly Element[]): void {
  if (opener instanceof HTMLElement && opener.isConnected) return opener.focus()
  const kept = ancestors.find((element) => element.isConnected && element !== document.body)
  const target =
    kept?.querySelector<HTMLElement>('[tabindex], a[href], button, input, select, textarea') ??
    (kept instanceof HTMLElement && kept.tabIndex >= -1 && kept.matches('main, [tabindex]')
      ? kept
      : document.querySelector<HTMLElement>('main'))
  target?.focus()
}

/** `element` and its ancestors, nearest first. */
function ancestorsOf(element: Element | null): Element[] {
  const chain: Element[] = []
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) chain.push(node)
  return chain
}

/**
 * A modal dialog (s1 §2 "Modals": post, edit, post history, delete confirmation) in a portal
 * on document.body: aria-modal with the heading as its name; on open focus moves to the
 * element marked `data-autofocus` (or the dialog itself) unless a child already took it
 * (an `autoFocus` field), and on close it goes back to the element that had it before (or
 * near where it was, {@link focusBackTo});
 * Tab stays inside; Escape, the close button and a click outside close it.
 */
export function Dialog({ title, closeLabel, onClose, children, actions, alert }: DialogProps) {
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const [opener] = useState(() => document.activeElement)
  const [ancestors] = useState(() => ancestorsOf(opener))
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.contains(document.activeElement)) {
      const first = dialog.querySelector<HTMLElement>('[data-autofocus]')
      ;(first ?? dialog).focus()
    }
    return () => focusBackTo(opener, ancestors)
  }, [opener, ancestors])
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    } else if (event.key === 'Tab' && ref.current) {
      trapTab(event, ref.current)
    }
  }
  return createPortal(
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={ref}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        {/* A div, not a header: a header in a dialog would be a second banner landmark. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <X aria-hidden="true" size={16} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>,
    document.body,
  )
}
