import { useEffect, useRef, type ReactNode } from 'react'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import styles from './Composer.module.css'

/** A modal dialog (native <dialog>, Escape closes) with a title and a close button. */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string
  onClose(): void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal()
  }, [])
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={title}
      onClose={onClose}
      open={typeof HTMLDialogElement === 'undefined' || undefined}
    >
      <header className={styles.dialogHeader}>
        <h2>{title}</h2>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('post_status.close')}
          onClick={onClose}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </header>
      {children}
    </dialog>
  )
}
