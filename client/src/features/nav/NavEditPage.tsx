import { ArrowDown, ArrowUp } from 'lucide-react'
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLists } from '../../state/lists'
import { reorderCollection, usePreference } from '../../state/preferences/preferences'
import { useGuardContext } from '../../state/routing/useGuardContext'
import { Button } from '../../ui/Button'
import { Panel } from '../../ui/Panel'
import MemberNavPanel from './MemberNavPanel'
import { MAX_PINS, memberPanelEntries, pinnedEntries } from './memberNav'
import { useCurrentUser } from './useCurrentUser'
import styles from './NavEdit.module.css'

/**
 * The edit-navigation page, route edit-navigation `/nav-edit` (s1 §2; login only): the pinned
 * entries in their order (pinnedNavItems, s1 §3), each movable up or down, the first 6 marked
 * as shown in the compact bar (s1 §9); below, the navigation panel in its edit-pinned mode,
 * where every entry (lists included) is pinned or unpinned.
 */
export default function NavEditPage() {
  const { t } = useTranslation()
  const headingId = useId()
  const member = useCurrentUser()
  const ctx = useGuardContext()
  const lists = useLists((state) => state.lists)
  const pinned = usePreference('pinnedNavItems')
  const pins = useMemo(
    () => (member ? pinnedEntries(pinned, memberPanelEntries(ctx, member, lists), Infinity) : []),
    [pinned, ctx, member, lists],
  )
  if (!member) return null
  // Moves past hidden pins too (chats on an instance without chat), so each click shows.
  const move = (index: number, by: -1 | 1) => {
    const entry = pins[index]
    const neighbour = pins[index + by]
    if (!entry || !neighbour) return
    const movement = pinned.indexOf(neighbour.id) - pinned.indexOf(entry.id)
    reorderCollection('pinnedNavItems', entry.id, movement)
  }
  return (
    <>
      <Panel title={t('nav_edit.title')} level={1} headingId={headingId}>
        <p className={styles.intro}>{t('nav_edit.intro', { count: MAX_PINS })}</p>
        {pins.length === 0 ? (
          <p className={styles.intro}>{t('nav_edit.none')}</p>
        ) : (
          <ol className={styles.pins} aria-label={t('nav.pinned_items')}>
            {pins.map((entry, index) => {
              const name = entry.label ?? t(entry.labelKey)
              const Icon = entry.icon
              return (
                <li key={entry.id} className={styles.pin}>
                  <Icon size={18} aria-hidden="true" />
                  <span className={styles.name}>{name}</span>
                  {index >= MAX_PINS && (
                    <span className={styles.faint}>{t('nav_edit.not_in_bar')}</span>
                  )}
                  <Button
                    variant="plain"
                    aria-label={t('nav_edit.move_up', { name })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    variant="plain"
                    aria-label={t('nav_edit.move_down', { name })}
                    disabled={index === pins.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown size={16} aria-hidden="true" />
                  </Button>
                </li>
              )
            })}
          </ol>
        )}
      </Panel>
      <MemberNavPanel member={member} editing />
    </>
  )
}
