import { Bell } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useGuardContext } from '../../state/routing/useGuardContext'
import type { User } from '../../entities/types'
import { readAllNotifications } from '../../state/notifications/actions'
import { useUnseenNotificationsCount } from '../../state/notifications/unseen'
import { usePreference } from '../../state/preferences/preferences'
import { useLists } from '../../state/lists'
import { CountBadge } from './CountBadge'
import { badgeCount, memberPanelEntries, pinnedEntries } from './memberNav'
import { useBadgeCounts } from './useBadgeCounts'
import { NavEntryLink } from './NavEntryLink'
import { NotificationsDrawer } from './NotificationsDrawer'
import styles from './MobileNav.module.css'
import { encodePart } from '../../lib/urlPart'

/**
 * The mobile nav's member part (s1 §2 "Mobile nav"; lazy chunk): the compact pinned bar (up to 6
 * entries of pinnedNavItems, lists included, icons with count badges, s1 §9) and the notifications
 * button with the unseen badge, which opens the notifications drawer. Closing the drawer by its
 * button, Escape, an outside click or a swipe marks the notifications seen; a route change closes
 * it silently (s1 §4).
 */
export default function MobileMemberBar({ member }: { member: User }) {
  const { t } = useTranslation()
  const ctx = useGuardContext()
  const pinned = usePreference('pinnedNavItems')
  const lists = useLists((state) => state.lists)
  const pins = useMemo(
    () => pinnedEntries(pinned, memberPanelEntries(ctx, member, lists)),
    [pinned, ctx, member, lists],
  )
  const counts = useBadgeCounts(member)
  const unseen = useUnseenNotificationsCount()
  const { pathname } = useLocation()
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === pathname
  const buttonRef = useRef<HTMLButtonElement>(null)

  const close = () => {
    setOpenAt(null)
    void readAllNotifications()
    buttonRef.current?.focus()
  }

  return (
    <>
      <nav className={styles.pins} aria-label={t('nav.pinned_items')}>
        {pins.map((entry) => (
          <NavEntryLink
            key={entry.id}
            entry={entry}
            className={styles.pin}
            activeClassName={styles.pinActive}
            count={badgeCount(entry, counts)}
            mobile
            iconOnly
            iconSize={20}
          />
        ))}
      </nav>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menu}
        aria-label={
          unseen > 0
            ? t('nav.entry_with_count', { name: t('nav.notifications'), count: unseen })
            : t('nav.notifications')
        }
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => (open ? close() : setOpenAt(pathname))}
      >
        <Bell size={22} aria-hidden="true" />
        {unseen > 0 && <CountBadge count={unseen} mobile />}
      </button>
      {open && (
        <NotificationsDrawer
          onClose={close}
          pageTo={`/${encodePart(member.screen_name)}/notifications`}
        />
      )}
    </>
  )
}
