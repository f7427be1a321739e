import { useTranslation } from 'react-i18next'
import { Panel } from '../ui/Panel'
import styles from './Shell.module.css'

/**
 * The wide layout's third column (s1 §2 "Layout types"): notifications or the post form, as
 * chosen by `data-third-column` on <html> (none | notifications | postform; default
 * notifications). Both are placeholders until their issues land; CSS shows the chosen one.
 */
export function ThirdColumn() {
  const { t } = useTranslation()
  return (
    <aside className={styles.third} aria-label={t('nav.third_column')}>
      <div className={styles.thirdNotifications}>
        <Panel title={t('placeholder.screens.notifications_column')} headingId="third-notifs">
          <p>{t('placeholder.not_there_yet')}</p>
        </Panel>
      </div>
      <div className={styles.thirdPostForm}>
        <Panel title={t('placeholder.screens.post_form')} headingId="third-postform">
          <p>{t('placeholder.not_there_yet')}</p>
        </Panel>
      </div>
    </aside>
  )
}
