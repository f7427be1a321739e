import { ChevronDown, ChevronUp, List, Newspaper, Pin, PinOff, Settings2 } from 'lucide-react'
import { useId, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useGuardContext } from '../../state/routing/useGuardContext'
import type { User } from '../../entities/types'
import { Panel } from '../../ui/Panel'
import {
  addToCollection,
  removeFromCollection,
  usePreference,
} from '../../state/preferences/preferences'
import { useLists } from '../../state/lists'
import { badgeCount, memberPanelEntries } from './memberNav'
import { useBadgeCounts } from './useBadgeCounts'
import { NavEntryLink } from './NavEntryLink'
import type { NavEntry } from './navEntries'
import styles from './NavPanel.module.css'

/** Props of {@link MemberNavPanel}. */
export interface MemberNavPanelProps {
  /** The signed-in user (badges, own routes, locked). */
  member: User
  /** Always in the edit-pinned mode (route edit-navigation). */
  editing?: boolean
}

/** A collapsible group of the panel: a button with its chevron, then its entries. */
function Group(props: {
  label: string
  icon: ReactNode
  open: boolean
  onToggle: () => void
  extra?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  const Chevron = props.open ? ChevronUp : ChevronDown
  return (
    <li>
      <div className={styles.row}>
        <button
          type="button"
          className={`${styles.link} ${styles.group}`}
          aria-expanded={props.open}
          aria-controls={id}
          onClick={props.onToggle}
        >
          {props.icon}
          {props.label}
          <Chevron size={16} aria-hidden="true" className={styles.chevron} />
        </button>
        {props.extra}
      </div>
      <ul id={id} className={styles.sublist} hidden={!props.open}>
        {props.children}
      </ul>
    </li>
  )
}

/**
 * The navigation panel for members (s1 §2 "Navigation panel"; lazy chunk): a collapsible
 * "timelines" group (home, public, whole known network, bookmarks, favorites, direct
 * messages), a collapsible "lists" group (one entry per list, titled, its first letter as icon,
 * with a "Manage lists" link to /lists), then interactions, chats, follow requests, about and
 * announcements, with count badges. "Edit pinned items" shows a pin toggle (aria-pressed) on
 * every entry; toggling adds the entry to or removes it from the pinnedNavItems preference
 * (s1 §3), which the compact pinned bar of the mobile nav shows. With `editing` (the
 * edit-navigation page) the pin toggles always show.
 */
export default function MemberNavPanel({ member, editing = false }: MemberNavPanelProps) {
  const { t } = useTranslation()
  const ctx = useGuardContext()
  const lists = useLists((state) => state.lists)
  const panel = useMemo(() => memberPanelEntries(ctx, member, lists), [ctx, member, lists])
  const counts = useBadgeCounts(member)
  const pinned = usePreference('pinnedNavItems')
  const [showTimelines, setShowTimelines] = useState(true)
  const [showLists, setShowLists] = useState(true)
  const [editPins, setEditPins] = useState(false)
  const pinning = editing || editPins

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
        {pinning && (
          <button
            type="button"
            className={styles.pin}
            aria-pressed={isPinned}
            aria-label={t('nav.pin_entry', { name: entry.label ?? t(entry.labelKey) })}
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
          <Group
            label={t('nav.timelines')}
            icon={<Newspaper size={18} aria-hidden="true" />}
            open={showTimelines}
            onToggle={() => setShowTimelines((shown) => !shown)}
          >
            {panel.timelines.map(row)}
          </Group>
          <Group
            label={t('nav.lists')}
            icon={<List size={18} aria-hidden="true" />}
            open={showLists}
            onToggle={() => setShowLists((shown) => !shown)}
            extra={
              <Link
                to="/lists"
                className={styles.pin}
                aria-label={t('lists.manage_lists')}
                title={t('lists.manage_lists')}
              >
                <Settings2 size={16} aria-hidden="true" />
              </Link>
            }
          >
            {panel.lists.map(row)}
          </Group>
          {panel.root.map(row)}
        </ul>
        {!editing && (
          <button
            type="button"
            className={styles.editPins}
            aria-pressed={editPins}
            onClick={() => setEditPins((on) => !on)}
          >
            <Pin size={14} aria-hidden="true" />
            {t('nav.edit_pinned')}
          </button>
        )}
      </nav>
    </Panel>
  )
}
