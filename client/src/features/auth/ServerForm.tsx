import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { instanceOrigin } from '../../api/http'
import { useServer } from '../../state/server'
import { switchServer } from '../../state/switchServer'
import { chooseServer } from '../../state/accounts'
import { Button } from '../../ui/Button'
import { Panel } from '../../ui/Panel'
import { ErrorBanner } from './ErrorBanner'
import { FormField } from '../../ui/FormField'
import styles from './LoginForm.module.css'
import { addressOf, checkServer, ServerCheckError } from './serverCheck'
import { authorizeAt } from './session'

type Goal = 'read' | 'sign_in'

/**
 * "Which server?" (issue 13, stand-alone mode): the address of a fediverse server, checked by
 * its nodeinfo first (serverCheck.ts), then either its public timeline (the server is kept for
 * the next start) or sign-in by its own authorize page (the app is registered there and the
 * browser leaves for that page; the callback comes back to /oauth-callback). Errors are
 * sentences of the accounts group, never the server's raw answer. Pre-filled with the current
 * server once one is chosen.
 */
export function ServerForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const noServer = useServer((state) => state.noServer)
  const [address, setAddress] = useState(() => (noServer ? '' : addressOf(instanceOrigin())))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const goal = useRef<Goal>('sign_in')

  const go = async (wanted: Goal): Promise<void> => {
    setBusy(true)
    setError(null)
    let origin: string
    try {
      origin = await checkServer(address)
    } catch (caught) {
      setBusy(false)
      if (caught instanceof ServerCheckError) setError(t(`accounts.${caught.problem}`))
      else throw caught
      return
    }
    if (wanted === 'read') {
      await switchServer(origin)
      chooseServer(origin)
      void navigate('/main/public')
      return
    }
    try {
      const url = await authorizeAt(origin)
      chooseServer(origin)
      window.location.assign(url)
    } catch (caught) {
      console.warn('Registering Starling on the server failed', caught)
      setBusy(false)
      setError(t('accounts.register_failed'))
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    void go(goal.current)
  }

  return (
    <Panel title={t('accounts.server_heading')}>
      <form className={styles.form} onSubmit={submit} aria-busy={busy}>
        <p className={styles.hint}>{t('accounts.server_description')}</p>
        {error && <ErrorBanner messages={[error]} onDismiss={() => setError(null)} />}
        <FormField
          label={t('accounts.server_field')}
          name="server"
          value={address}
          onValueChange={setAddress}
          placeholder={t('accounts.server_placeholder')}
          autoComplete="url"
          inputMode="url"
          required
          disabled={busy}
        />
        {busy && <p className={styles.hint}>{t('accounts.checking')}</p>}
        <div className={styles.links}>
          <Button type="submit" disabled={busy} onClick={() => (goal.current = 'read')}>
            {t('accounts.read_timeline')}
          </Button>
          <Button type="submit" disabled={busy} onClick={() => (goal.current = 'sign_in')}>
            {t('accounts.sign_in')}
          </Button>
        </div>
      </form>
    </Panel>
  )
}
