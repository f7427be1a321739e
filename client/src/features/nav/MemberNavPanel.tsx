import { ChevronDown, ChevronUp, Newspaper, Pin, PinOff } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGuardContext } from '../../state/routing/useGuardContext'
import type { User } from '../../entities/types'
import { Panel } from '../../ui/Panel'
import {
  addToCollection,
  removeFromCollection,
  usePreference,
} from '../../state/preferences/preferences'
import { badgeCount, memberPanelEntries } from './memberNav'
import { useBadgeCounts } from './useBadgeCounts'
import { NavEntryLink } from './NavEntryLink'
import type { NavEntry } from './navEntries'
import styles from './NavPanel.module.css'

/** Props of {@link MemberNavPanel}. */
export interface MemberNavPanelProps {
  /** The signed-in user (badges, own routes, locked). */
  member: User
}

/**
 * The navigation panel for members (s1 §2 "Navigation panel"; lazy chunk): a collapsible
 * "timelines" group (home, public, whole known network, bookmarks, favorites, direct
 * messages), then interactions, chats, follow requests, about and announcements, with count
 * badges. "Edit pinned items" shows a pin toggle (aria-pressed) on every entry; toggling
 * adds the entry to or removes it from the pinnedNavItems preference (s1 §3), which the
 * compact pinned bar of the mobile nav shows. The lists group joins with lists.
 */
export default function MemberNavPanel({ member }: MemberNavPanelProps) {
  const { t } = useTranslation()
  const ctx = useGuardContext()
  const panel = useMemo(() => memberPanelEntries(ctx, member), [ctx, member])
  const counts = useBadgeCounts(member)
  const pinned = usePreference('pinnedNavItems')
  const [showTimelines, setShowTimelines] = useState(true)
  const [editPins, setEditPins] = useState(false)
  const timelinesId = useId()

  const row = (entry: NavEntry) => {
    const isPinned = pinned.includes(entry.id)
    return (
      <li key={entry.id} className={styles.row}>
        <NavEntryLink
          entry={entry}
          className={styles.link}
          activeClassName={styles.active}
          count={badgeCount(entry, counts)}
        />
        {editPins && (
          <button
            type="button"
            className={styles.pin}
            aria-pressed={isPinned}
            aria-label={t('nav.pin_entry', { name: t(entry.labelKey) })}
            onClick={() =>
              isPinned
                ? removeFromCollection('pinnedNavItems', entry.id)
                : addToCollection('pinnedNavItems', entry.id)
            }
          >
            {isPinned ? (
              <Pin size={16} aria-hidden="true" />
            ) : (
              <PinOff size={16} aria-hidden="true" />
            )}
          </button>
        )}
      </li>
    )
  }

  return (
    <Panel>
      <nav aria-label={t('nav.navigation')}>
        <ul className={styles.list}>
          <li>
            <button
              type="button"
              className={`${styles.link} ${styles.group}`}
              aria-expanded={showTimelines}
              aria-controls={timelinesId}
              onClick={() => setShowTimelines((shown) => !shown)}
            >
              <Newspaper size={18} aria-hidden="true" />
              {t('nav.timelines')}
              {showTimelines ? (
                <ChevronUp size={16} aria-hidden="true" className={styles.chevron} />
              ) : (
                <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
              )}
            </button>
            <ul id={timelinesId} className={styles.sublist} hidden={!showTimelines}>
              {panel.timelines.map(row)}
            </ul>
          </li>
          {panel.root.map(row)}
        </ul>
        <button
          type="button"
          className={styles.editPins}
          aria-pressed={editPins}
          onClick={() => setEditPins((editing) => !editing)}
        >
          <Pin size={14} aria-hidden="true" />
          {t('nav.edit_pinned')}
        </button>
      </nav>
    </Panel>
  )
}
