/**
 * A section of the Theme tab that opens and closes (`<details>`, s1 §2 "Theme"): its content
 * is rendered only while open, so the long tab stays light while colours change live.
 */
import { useState, type ReactNode } from 'react'
import styles from './Theme.module.css'

/** Props of {@link Fold}. */
export interface FoldProps {
  title: string
  /** Open at first (default closed). */
  initiallyOpen?: boolean
  children: ReactNode
}

/** A titled section, open or closed by its summary. */
export function Fold({ title, initiallyOpen = false, children }: FoldProps) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <details className={styles.group} open={open}>
      <summary
        className={styles.summary}
        onClick={(event) => {
          event.preventDefault()
          setOpen(!open)
        }}
      >
        {title}
      </summary>
      {open && <div className={styles.foldBody}>{children}</div>}
    </details>
  )
}
