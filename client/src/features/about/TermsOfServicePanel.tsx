import { useTranslation } from 'react-i18next'
import { useInstance } from '../../state/instance'
import { RichText } from '../../content/RichText'
import { Panel } from '../../ui/Panel'
import { PanelBoundary } from '../../ui/ErrorBoundary'

/**
 * The terms of service panel (s1 §2 "Profile, search and others"): the instance's
 * /static/terms-of-service.html, rendered only through RichText (sanitized).
 */
export function TermsOfServicePanel() {
  const { t } = useTranslation()
  const html = useInstance((state) => state.config.tos)
  return (
    <Panel title={t('about.terms_of_service')} landmark>
      <PanelBoundary name="terms of service panel">
        {' '}
        {html?.trim() ? <RichText html={html} underHeading={2} /> : <p>{t('about.no_terms')}</p>}
      </PanelBoundary>
    </Panel>
  )
}
