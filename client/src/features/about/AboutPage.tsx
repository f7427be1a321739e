import { useTranslation } from 'react-i18next'
import { FeaturesPanel } from './FeaturesPanel'
import InstanceSpecificPanel from './InstanceSpecificPanel'
import { StaffPanel } from './StaffPanel'
import { TermsOfServicePanel } from './TermsOfServicePanel'

/**
 * The about page (s1 §2 about): the instance-specific panel (sanitized panel.html), what the
 * instance offers, its terms of service and its staff. Loaded lazily by the route table.
 */
export default function AboutPage() {
  const { t } = useTranslation()
  return (
    <div>
      <h1 className="visually-hidden">{t('about.title')}</h1>
      <InstanceSpecificPanel />
      <FeaturesPanel />
      <TermsOfServicePanel />
      <StaffPanel />
    </div>
  )
}
