import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Panel } from '../../ui/Panel'
import { Suggestions } from './Suggestions'

/** The who-to-follow page (route who-to-follow, login only; s1 §2): every suggestion. */
export default function WhoToFollowPage() {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Panel title={t('who_to_follow.who_to_follow')} level={1} headingId={headingId}>
      <Suggestions />
    </Panel>
  )
}
