import { useTranslation } from 'react-i18next'
import { formatLocale } from '../../i18n'
import { useInstance } from '../../state/instance'
import { Panel } from '../../ui/Panel'
import { featureLines } from './featureList'
import styles from './AboutPanels.module.css'

/**
 * The features panel (s1 §2 "Sidebar panels"): what this instance offers (shoutbox, chats,
 * federation, media proxy, scope options, polls, text and upload limits, post formats...).
 */
export function FeaturesPanel() {
  const { t } = useTranslation()
  const config = useInstance((state) => state.config)
  const lines = featureLines(config, formatLocale())
  return (
    <Panel title={t('features_panel.title')} landmark>
      <ul className={styles.list}>
        {lines.map((line) => (
          <li key={line.key}>{t(line.key, line.args)}</li>
        ))}
      </ul>
    </Panel>
  )
}
