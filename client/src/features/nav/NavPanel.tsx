import { NavLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useGuardContext } from '../../app/useGuardContext'
import { Panel } from '../../ui/Panel'
import { NAV_ICONS } from './icons'
import { visitorPanelEntries } from './navEntries'
import styles from './NavPanel.module.css'

/**
 * The navigation panel of the left sidebar (s1 §2 "Navigation panel"). Visitors see public,
 * the whole known network (only when federating) and about; the active route is marked
 * (aria-current="page"). The signed-in entries come with sign-in.
 */
export function NavPanel() {
  const { t } = useTranslation()
  const entries = visitorPanelEntries(useGuardContext())
  return (
    <Panel>
      <nav aria-label={t('nav.navigation')}>
        <ul className={styles.list}>
          {entries.map((entry) => {
            const Icon = NAV_ICONS[entry.id]
            return (
              <li key={entry.id}>
                <NavLink
                  to={entry.to}
                  className={({ isActive }) =>
                    [styles.link, isActive ? styles.active : ''].join(' ')
                  }
                >
                  <Icon size={18} aria-hidden="true" />
                  {t(entry.labelKey)}
                </NavLink>
              </li>
            )
          })}
        </ul>
      </nav>
    </Panel>
  )
}
