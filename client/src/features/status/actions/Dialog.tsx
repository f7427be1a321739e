import { X } from 'lucide-react'
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import styles from './Actions.module.css'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The dialog's heading, also its accessible name. */
  title: string
  onClose: () => void
  children: ReactNode
  /** Buttons at the bottom (e.g. Cancel, Delete). */
  actions?: ReactNode
  /** role alertdialog (a question that needs an answer) instead of dialog. */
  alert?: boolean
}

/**
 * A modal dialog (s1 §2 "Modals": post history, delete confirmation) in a portal on
 * document.body: aria-modal with the heading as its name, focus moved in on open and back
 * where it was on close, Tab kept inside, Escape and the close button close it.
 */
export function Dialog({ title, onClose, children, actions, alert }: DialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const before = document.activeElement
    const first = ref.current?.querySelector<HTMLElement>('[data-autofocus]')
    ;(first ?? ref.current)?.focus()
    return () => {
      if (before instanceof HTMLElement) before.focus()
    }
  }, [])
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !ref.current) return
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === ref.current)
    ) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
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
        <header className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('status.close')}
            onClick={onClose}
          >
            <X aria-hidden="true" size={16} />
          </button>
        </header>
        <div className={styles.dialogBody}>{children}</div>
        {actions ? <footer className={styles.dialogActions}>{actions}</footer> : null}
      </div>
    </div>,
    document.body,
  )
}
