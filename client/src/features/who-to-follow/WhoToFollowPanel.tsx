import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Panel } from '../../ui/Panel'
import { Suggestions } from './Suggestions'
import styles from './WhoToFollow.module.css'

/** People the sidebar panel shows; the page shows all. */
const PANEL_PEOPLE = 3

/**
 * The sidebar's who-to-follow panel (s1 §2; the shell shows it signed in when the instance has
 * suggestionsEnabled): three suggestions and a link to the who-to-follow page.
 */
export default function WhoToFollowPanel() {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Panel title={t('who_to_follow.who_to_follow')} headingId={headingId}>
      <Suggestions limit={PANEL_PEOPLE} />
      <Link to="/who-to-follow" className={styles.more}>
        {t('who_to_follow.more')}
      </Link>
    </Panel>
  )
}
