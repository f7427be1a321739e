import { X } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import type { TouchPoint } from './drawerRules'
import { useDrawerDialog } from './useDrawerDialog'
import styles from './SideDrawer.module.css'

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** Edge the drawer sits at: 'start' (side drawer) or 'end' (notifications), logical. */
  edge: 'start' | 'end'
  /** Content of the h2 heading; also the dialog's accessible name. */
  heading: ReactNode
  /** Keeps the heading for assistive tech only, when the content shows its own title. */
  headingHidden?: boolean
  /** Accessible name of the close button. */
  closeLabel: string
  /** Called by the close button, Escape, a click on the backdrop and a closing swipe. */
  onClose: () => void
  /** Whether a touch from `start` to `end` (px, client coordinates) is a closing swipe. */
  isSwipe: (start: TouchPoint, end: TouchPoint, rtl: boolean) => boolean
  /** data-testid of the backdrop (the area outside the drawer). */
  backdropTestId: string
  children: ReactNode
}

/**
 * The chrome of a mobile modal drawer (s1 §2 "Side drawer", "Mobile nav"; s1 §4): a backdrop
 * and a role="dialog" aria-modal panel at one edge, labelled by its heading, with a close
 * button that receives focus on mount; keyboard and touch behaviour from
 * {@link useDrawerDialog}. Render it only while open.
 */
export function Drawer({
  edge,
  heading,
  headingHidden = false,
  closeLabel,
  onClose,
  isSwipe,
  backdropTestId,
  children,
}: DrawerProps) {
  const headingId = useId()
  const { dialogRef, initialFocusRef, onKeyDown, onTouchStart, onTouchEnd } = useDrawerDialog(
    onClose,
    onClose,
    isSwipe,
  )
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} data-testid={backdropTestId} onClick={onClose} />
      <div
        ref={dialogRef}
        className={edge === 'end' ? `${styles.drawer} ${styles.end}` : styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className={styles.header}>
          <h2 className={headingHidden ? 'visually-hidden' : styles.heading} id={headingId}>
            {heading}
          </h2>
          <button
            ref={initialFocusRef}
            type="button"
            className={headingHidden ? `${styles.close} ${styles.closeAlone}` : styles.close}
            aria-label={closeLabel}
            onClick={onClose}
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </div>
  )
}
