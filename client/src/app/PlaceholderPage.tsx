import { Construction } from 'lucide-react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Panel } from '../ui/Panel'
import { matchSpecRoute } from '../state/routing/routeTable'
import styles from './PlaceholderPage.module.css'

/**
 * A plain page for a screen that comes in a later issue: its name (placeholder.screens.<route
 * name>) and "This screen is not there yet". Reads the route from the location, so one lazy
 * chunk serves every such route.
 */
export default function PlaceholderPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const name = matchSpecRoute(pathname)?.name ?? 'root'
  return (
    <Panel title={t(`placeholder.screens.${name}`)} level={1} headingId="placeholder-heading">
      <p className={styles.text}>
        <Construction size={18} aria-hidden="true" />
        {t('placeholder.not_there_yet')}
      </p>
    </Panel>
  )
}
