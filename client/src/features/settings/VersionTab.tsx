/**
 * The Version tab (s1 §2 "Settings tabs"; s1 §3 Instance config "backend version"): Starling's
 * version and the commit it was built from (vite.config.ts defines both), and the server's
 * version as the instance document or nodeinfo gave it.
 */
import { useTranslation } from 'react-i18next'
import { useInstance } from '../../state/instance'
import styles from './SettingsModal.module.css'

/** The Version tab's panel. */
export default function VersionTab() {
  const { t } = useTranslation()
  const backend = useInstance((state) => state.config.backendVersion)
  return (
    <dl className={styles.facts}>
      <dt>{t('settings.version.frontend_version')}</dt>
      <dd>
        Starling {__STARLING_VERSION__} ({__STARLING_COMMIT__})
      </dd>
      <dt>{t('settings.version.backend_version')}</dt>
      <dd>{backend || t('settings.version.unknown')}</dd>
    </dl>
  )
}
