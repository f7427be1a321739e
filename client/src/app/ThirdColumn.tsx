import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyNotificationsPanel, LazyPostForm } from '../features/nav/lazyPanels'
import { usePreference } from '../state/preferences/preferences'
import { Panel } from '../ui/Panel'
import { Spinner } from '../ui/Spinner'
import styles from './Shell.module.css'

/**
 * The wide layout's third column (s1 §2 "Layout types"), chosen by the thirdColumnMode
 * preference: 'notifications' shows the notifications panel, 'postform' the post form (both
 * lazy), 'none' nothing at all. The shell renders it for signed-in users in the wide layout.
 */
export function ThirdColumn() {
  const { t } = useTranslation()
  const mode = usePreference('thirdColumnMode')
  if (mode === 'none') return null
  return (
    <aside className={styles.third} aria-label={t('nav.third_column')}>
      <Suspense fallback={<Spinner />}>
        {mode === 'postform' ? (
          <Panel title={t('nav.new_post')}>
            <LazyPostForm />
          </Panel>
        ) : (
          <LazyNotificationsPanel />
        )}
      </Suspense>
    </aside>
  )
}
