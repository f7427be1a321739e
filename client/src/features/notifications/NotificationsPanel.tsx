import { ArrowUp } from 'lucide-react'
import { useCallback, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { dismissNotification, readAllNotifications } from '../../state/notifications/actions'
import { loadOlderNotifications } from '../../state/notifications/fetcher'
import { NotificationFilter } from './NotificationFilter'
import { NotificationItem } from './NotificationItem'
import { badgeText, revealOlder } from '../../state/notifications/notificationRules'
import { notificationsStore, useNotifications } from '../../state/notifications/notificationsStore'
import { useNotificationsView } from '../../state/notifications/unseen'
import styles from './Notifications.module.css'
import { PanelBoundary } from '../../ui/ErrorBoundary'

/**
 * The notifications panel (s1 §2 "Notifications panel", s1 §4 "Notifications"): a header with
 * the title, the unseen badge (∞ above 99), scroll-to-top, the Read button and the type filter;
 * the list (unseen first, then 30 seen); a footer with load older (reveals 20 held seen ones,
 * fetching an older page when none are held), a spinner, or "no more". No required props; the
 * layout places it (wide third column, mobile drawer, sidebar) at heading `level` 2, the
 * notifications page at level 1. Data comes from the live
 * fetchers started at login (features/notifications/live.ts). Read goes once nothing is unseen,
 * so its press hands focus to the panel's heading, which no longer counts any (issue 21).
 */
export function NotificationsPanel({ level = 2 }: { level?: 1 | 2 }) {
  const { t } = useTranslation()
  const Heading = level === 1 ? 'h1' : 'h2'
  const headingId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { items, unseen, hiddenSeen } = useNotificationsView()
  const loading = useNotifications((s) => s.loading)
  const bottomedOut = useNotifications((s) => s.bottomedOut)
  const loaded = useNotifications((s) => s.loaded)

  const loadOlder = useCallback(() => {
    const { seenLimit } = notificationsStore().getState()
    const next = revealOlder(seenLimit, hiddenSeen)
    notificationsStore().setState({ seenLimit: next.seenLimit })
    if (next.fetch) void loadOlderNotifications()
  }, [hiddenSeen])

  const scrollToTop = () => {
    listRef.current?.scrollTo?.({ top: 0 })
    listRef.current?.closest('section')?.scrollIntoView?.({ block: 'start' })
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <header className={styles.header}>
        <Heading className={styles.title} id={headingId} ref={headingRef} tabIndex={-1}>
          {t('notifications.notifications')}
          {unseen > 0 && (
            <span
              className={styles.badge}
              aria-label={t('notifications.unseen_count', { count: unseen })}
            >
              {badgeText(unseen, true)}
            </span>
          )}
        </Heading>
        <button
          type="button"
          className={styles.iconButton}
          onClick={scrollToTop}
          aria-label={t('notifications.scroll_to_top')}
          title={t('notifications.scroll_to_top')}
        >
          <ArrowUp aria-hidden="true" size={16} />
        </button>
        {unseen > 0 && (
          <Button
            onClick={() => {
              headingRef.current?.focus()
              void readAllNotifications()
            }}
          >
            {t('notifications.read')}
          </Button>
        )}
        <NotificationFilter />
      </header>
      <div className={styles.list} ref={listRef}>
        <PanelBoundary name="notifications panel">
          {loaded && items.length === 0 && !loading && (
            <p className={styles.empty}>{t('notifications.no_notifications')}</p>
          )}
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              onDismiss={(id) => void dismissNotification(id)}
            />
          ))}
        </PanelBoundary>
      </div>
      <footer className={styles.footer}>
        {loading ? (
          <Spinner label={t('notifications.loading')} />
        ) : bottomedOut && hiddenSeen === 0 ? (
          <span className={styles.noMore}>{t('notifications.no_more_notifications')}</span>
        ) : (
          loaded && (
            <Button variant="plain" onClick={loadOlder}>
              {t('notifications.load_older')}
            </Button>
          )
        )}
      </footer>
    </section>
  )
}
