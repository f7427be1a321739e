import { lazyWithPreload } from '../../ui/lazyWithPreload'
import { useTranslation } from 'react-i18next'
import { useGuardContext } from '../../state/routing/useGuardContext'
import { Panel } from '../../ui/Panel'
import { NavEntryLink } from './NavEntryLink'
import { visitorPanelEntries } from './navEntries'
import { useCurrentUser } from './useCurrentUser'
import styles from './NavPanel.module.css'

const MemberNavPanel = lazyWithPreload(() =>
  import('./MemberNavPanel').then((module) => module.default),
)

/** Starts loading the member's navigation panel (ui/lazyWithPreload.tsx). */
export const preloadMemberNavPanel = MemberNavPanel.preload

/**
 * The navigation panel of the left sidebar (s1 §2 "Navigation panel"). Visitors see public,
 * the whole known network (only when federating) and about; members get the lazily loaded
 * {@link MemberNavPanel} (timelines group, badges, pins): it suspends while its chunk loads, and
 * the shell's boundary holds the panels under it back meanwhile, so they do not move down when it
 * comes (issue 20). The active route is marked (aria-current="page").
 */
export function NavPanel() {
  const { t } = useTranslation()
  const ctx = useGuardContext()
  const member = useCurrentUser()
  if (member) return <MemberNavPanel member={member} />
  return (
    <Panel>
      <nav aria-label={t('nav.navigation')}>
        <ul className={styles.list}>
          {visitorPanelEntries(ctx).map((entry) => (
            <li key={entry.id}>
              <NavEntryLink entry={entry} className={styles.link} activeClassName={styles.active} />
            </li>
          ))}
        </ul>
      </nav>
    </Panel>
  )
}
