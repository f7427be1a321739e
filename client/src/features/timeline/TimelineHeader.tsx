import { useTranslation } from 'react-i18next'
import { ArrowUpToLine, RefreshCw } from 'lucide-react'
import { QuickFilter, QuickView } from './QuickSettings'
import { TimelineMenu } from './TimelineMenu'
import styles from './TimelineHeader.module.css'

/** Props of {@link TimelineHeader}. */
export interface TimelineHeaderProps {
  title: string
  /** Id for the heading (the timeline section is labelled by it). */
  titleId: string
  /** Show the timeline-switching menu (timeline pages; not on a profile). */
  switcher: boolean
  /** Held statuses; 0 hides the load-new button. */
  newCount: number
  /** A flush is queued: the button reads "Reload" (s1 §4). */
  reload: boolean
  onShowNew: () => void
}

/**
 * The timeline header (s1 §2 "Timelines and conversations"): the title with the
 * timeline-switching menu, the "Show n new posts" / "Reload" button, scroll-to-top, and the quick
 * filter and quick view popovers. Sticky at the top of the timeline.
 */
export function TimelineHeader(props: TimelineHeaderProps) {
  const { t } = useTranslation()
  const { title, titleId, switcher, newCount, reload, onShowNew } = props
  return (
    <header className={styles.header}>
      <h2 className={styles.title} id={titleId}>
        {title}
      </h2>
      {switcher && <TimelineMenu />}
      <span className={styles.spacer} />
      {newCount > 0 && (
        <button type="button" className={styles.showNew} onClick={onShowNew}>
          {reload && <RefreshCw aria-hidden="true" size={16} />}
          {reload ? t('timeline.reload') : t('timeline.show_new', { count: newCount })}
        </button>
      )}
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('timeline.scroll_to_top')}
        title={t('timeline.scroll_to_top')}
        onClick={() => window.scrollTo({ top: 0 })}
      >
        <ArrowUpToLine aria-hidden="true" size={18} />
      </button>
      <QuickFilter />
      <QuickView />
    </header>
  )
}
