import { useEffect } from 'react'
import type { FallbackProps } from 'react-error-boundary'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Panel } from '../ui/Panel'

/**
 * The error page of a page that failed to load (its chunk, s2 §7) or threw while rendering: the
 * shell's fallback in place of the page (app/Shell.tsx), so the navigation stays. Logs the error
 * (it never reaches the screen) and offers a way back to the start page, reloading it.
 */
export function RouteError({ error }: FallbackProps) {
  const { t } = useTranslation()
  useEffect(() => {
    console.error('Route failed', error)
  }, [error])
  return (
    <Panel title={t('general.generic_error')} landmark level={1}>
      <p>{t('general.error_retry')}</p>
      <Link to="/" reloadDocument>
        {t('general.retry')}
      </Link>
    </Panel>
  )
}

/** The app's last resort (app/App.tsx), when the shell itself failed: the error page alone. */
export function AppError(props: FallbackProps) {
  return (
    <main id="main">
      <RouteError {...props} />
    </main>
  )
}
