import { useTranslation } from 'react-i18next'
import { useInstance } from '../../state/instance'
import { usePreference } from '../../state/preferences/preferences'
import { FeaturesPanel } from './FeaturesPanel'
import { FederationPanel } from './FederationPanel'
import InstanceSpecificPanel from './InstanceSpecificPanel'
import { StaffPanel } from './StaffPanel'
import { TermsOfServicePanel } from './TermsOfServicePanel'

/**
 * The about page (s1 §2 about): the instance-specific panel (sanitized panel.html; only when
 * the instance shows it and the hideISP setting is off), the features panel (when the instance
 * shows it), the terms of service, the staff and the federation transparency (MRF) panel.
 * Loaded lazily by the route table.
 */
export default function AboutPage() {
  const { t } = useTranslation()
  const showIsp = useInstance((state) => state.config.showInstanceSpecificPanel)
  const showFeatures = useInstance((state) => state.config.showFeaturesPanel)
  const hideIsp = usePreference('hideISP')
  return (
    <div>
      <h1 className="visually-hidden">{t('about.title')}</h1>
      {showIsp && !hideIsp && <InstanceSpecificPanel />}
      {showFeatures && <FeaturesPanel />}
      <TermsOfServicePanel />
      <StaffPanel />
      <FederationPanel />
    </div>
  )
}
