import { useTranslation } from 'react-i18next'
import { useInstance } from '../../state/instance'
import { RichText } from '../../content/RichText'
import { Panel } from '../../ui/Panel'
import { PanelBoundary } from '../../ui/ErrorBoundary'

/**
 * The instance-specific panel (s1 §2 "Sidebar panels"): the instance's /instance/panel.html,
 * rendered only through RichText (sanitized). Renders nothing when there is no content.
 */
export default function InstanceSpecificPanel() {
  const { t } = useTranslation()
  const html = useInstance((state) => state.config.instanceSpecificPanelContent)
  if (!html?.trim()) return null
  return (
    <Panel title={t('about.instance_panel')} landmark>
      <PanelBoundary name="instance panel">
        {' '}
        <RichText html={html} underHeading={2} />
      </PanelBoundary>
    </Panel>
  )
}
