import { useId, type ReactNode } from 'react'
import styles from './Panel.module.css'

/** Props of {@link Panel}. */
export interface PanelProps {
  /** Heading text or content; rendered in the panel header (sticky unless data-no-sticky-headers). */
  title?: ReactNode
  /** Heading level of the title, default 2 (1 for a page's own panel). */
  level?: 1 | 2 | 3
  /** A control before the heading, outside it (a Back link: not part of the heading's name). */
  start?: ReactNode
  /** Extra controls at the end of the header (buttons, badges). */
  actions?: ReactNode
  children?: ReactNode
  className?: string
  /** Id for the heading; the section is then a region landmark labelled by it. */
  headingId?: string
  /** A region landmark labelled by its heading, with an id of its own (no headingId needed). */
  landmark?: boolean
}

/**
 * A themed panel (Pleroma's panel look): header with title and actions (and a control before
 * the title), then a body.
 * Rendered as a `<section>`, a region landmark labelled by its heading with `headingId` or
 * `landmark` (a panel inside another landmark, the sidebar's, needs neither).
 */
export function Panel({
  title,
  level = 2,
  start,
  actions,
  children,
  className,
  headingId,
  landmark,
}: PanelProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[level - 1] ?? 'h2'
  const ownId = useId()
  const titleId = headingId ?? (landmark ? ownId : undefined)
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-labelledby={title !== undefined ? titleId : undefined}
    >
      {title !== undefined && (
        <header className={styles.header}>
          {start}
          <Heading className={styles.title} id={titleId}>
            {title}
          </Heading>
          {actions}
        </header>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  )
}
