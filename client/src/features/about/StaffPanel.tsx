import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useInstance } from '../../state/instance'
import { Panel } from '../../ui/Panel'
import { staffLinks } from './staff'
import styles from './AboutPanels.module.css'
import { PanelBoundary } from '../../ui/ErrorBoundary'

/**
 * The staff panel (s1 §2): the instance's staff accounts, each linking to its profile.
 * Grouping by admin then moderator needs the accounts themselves (fetched with profiles, a
 * later issue); until then the list keeps nodeinfo's order.
 */
export function StaffPanel() {
  const { t } = useTranslation()
  const links = staffLinks(useInstance((state) => state.config.staffAccounts))
  return (
    <Panel title={t('about.staff')} headingId="staff-panel-heading">
      <PanelBoundary name="staff panel">
        {' '}
        {links.length === 0 ? (
          <p>{t('about.no_staff')}</p>
        ) : (
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>@{link.nickname}</Link>
              </li>
            ))}
          </ul>
        )}
      </PanelBoundary>
    </Panel>
  )
}
