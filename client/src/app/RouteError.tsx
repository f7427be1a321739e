import { useEffect } from 'react'
import type { FallbackProps } from 'react-error-boundary'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Panel } from '../ui/Panel'

/**
 * The app's error page (the fallback of app/App.tsx's error boundary): a page whose chunk failed
 * to load (s2 §7) or that threw while rendering. Logs the error (it never reaches the screen)
 * and offers a way back to the start page, reloading it.
 */
export function RouteError({ error }: FallbackProps) {
  const { t } = useTranslation()
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
