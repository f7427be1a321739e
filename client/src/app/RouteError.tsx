import { useEffect } from 'react'
import { Link, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Panel } from '../ui/Panel'

/**
 * The router's error element: a page that failed to load (chunk load failure, s2 §7) or
 * threw while rendering. Logs the error and offers a way back to the start page.
 */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  useEffect(() => {
    console.error('Route failed', error)
  }, [error])
  return (
    <main className="route-error">
      <Panel title={t('general.generic_error')} landmark level={1}>
        <p>{t('general.error_retry')}</p>
        <Link to="/" reloadDocument>
          {t('general.retry')}
        </Link>
      </Panel>
    </main>
  )
}
