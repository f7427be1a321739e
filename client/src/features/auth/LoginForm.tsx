import { useReducer, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useInstance } from '../../state/instance'
import { useServer } from '../../state/server'
import type { User } from '../../entities/types'
import { Button } from '../../ui/Button'
import { Panel } from '../../ui/Panel'
import { ErrorBanner } from './ErrorBanner'
import { FormField } from '../../ui/FormField'
import styles from './LoginForm.module.css'
import { LoginFailureError } from './loginErrors'
import { MfaForm } from './MfaForm'
import { ServerForm } from './ServerForm'
import { authorizeUrl, ensureApp, loginWithMfa, loginWithPassword } from './session'
import { authTransition, initialAuthState, loginMethodFor } from './strategy'

/** Navigation state the password-reset page reads (DECISIONS.md "Routes"). */
export interface PasswordResetNavigationState {
  passwordResetRequested: true
}

/**
 * The login form of the user panel and the /login page (s1 §2 "Login form", "Two-factor
 * form"; s1 §4 "Auth strategy"). Password strategy: username, password, forgot-password link,
 * register link only when registration is open, button disabled while logging in, dismissible
 * error banner. Token strategy (loginMethod token, software without the password grant, or a
 * server refusing it, which the form then says in a sentence): the description and a button to
 * the instance's authorize page. mfa_required switches to the
 * two-factor form; password_reset_required goes to /password-reset. On success: the
 * signed-in landing page (redirectRootLogin). Stand-alone (issue 13), the "which server?" form
 * instead: sign-in there goes by the chosen server's authorize page.
 */
export function LoginForm() {
  const loginMethod = useInstance((state) => loginMethodFor(state.config))
  const standalone = useServer((state) => state.standalone)
  if (standalone) return <ServerForm />
  return <StrategyForms key={loginMethod} loginMethod={loginMethod} />
}

/** The forms of one login method; re-created when the instance's loginMethod changes. */
function StrategyForms({ loginMethod }: { loginMethod: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const registrationOpen = useInstance((state) => state.config.registrationOpen)
  const landing = useInstance((state) => state.config.redirectRootLogin)
  const [auth, dispatch] = useReducer(authTransition, loginMethod, initialAuthState)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')

  const fail = (caught: unknown): void => {
    if (!(caught instanceof LoginFailureError)) {
      console.error('Login failed', caught)
      setError(t('auth.generic_error'))
      return
    }
    const failure = caught.failure
    switch (failure.kind) {
      case 'mfa_required':
        dispatch({ type: 'mfa_required', mfaToken: failure.mfaToken })
        return
      case 'password_grant_refused':
        dispatch({ type: 'password_grant_refused' })
        return
      case 'password_reset_required': {
        dispatch({ type: 'password_reset_required' })
        const state: PasswordResetNavigationState = { passwordResetRequested: true }
        void navigate('/password-reset', { state })
        return
      }
      case 'message':
        setError(t(failure.key))
        return
      case 'server_text':
        setError(failure.text)
    }
  }

  const run = async (step: () => Promise<User>): Promise<void> => {
    setBusy(true)
    setError(null)
    try {
      await step()
      dispatch({ type: 'success' })
      void navigate(landing)
    } catch (caught) {
      fail(caught)
    } finally {
      setBusy(false)
    }
  }

  const submitPassword = (event: FormEvent) => {
    event.preventDefault()
    void run(() => loginWithPassword(username, password))
  }

  const goToAuthorize = async (): Promise<void> => {
    setBusy(true)
    setError(null)
    try {
      window.location.assign(authorizeUrl(await ensureApp()))
    } catch (caught) {
      console.error('Could not register the app', caught)
      setError(t('auth.generic_error'))
      setBusy(false)
    }
  }

  const mfaToken = auth.mfaToken
  const title =
    auth.strategy === 'totp'
      ? t('auth.heading_totp')
      : auth.strategy === 'recovery'
        ? t('auth.heading_recovery')
        : t('auth.heading')

  return (
    <Panel title={title}>
      <ErrorBanner messages={error ? [error] : []} onDismiss={() => setError(null)} />
      {auth.strategy === 'password' && (
        <form onSubmit={submitPassword} className={styles.form}>
          <FormField
            label={t('auth.username')}
            name="username"
            value={username}
            onValueChange={setUsername}
            placeholder={t('auth.username_placeholder')}
            autoComplete="username"
            required
            disabled={busy}
          />
          <FormField
            label={t('auth.password')}
            name="password"
            type="password"
            value={password}
            onValueChange={setPassword}
            autoComplete="current-password"
            required
            disabled={busy}
          />
          <div className={styles.links}>
            <Link to="/password-reset">{t('auth.forgot_password')}</Link>
            {registrationOpen && <Link to="/registration">{t('auth.register')}</Link>}
          </div>
          <Button type="submit" disabled={busy} className={styles.submit}>
            {busy ? t('auth.logging_in') : t('auth.login')}
          </Button>
        </form>
      )}
      {auth.strategy === 'token' && (
        <div className={styles.form}>
          {auth.passwordGrantRefused && (
            <p className={styles.hint} role="status">
              {t('auth.password_grant_refused')}
            </p>
          )}
          <p className={styles.hint}>{t('auth.token_description')}</p>
          {registrationOpen && (
            <div className={styles.links}>
              <Link to="/registration">{t('auth.register')}</Link>
            </div>
          )}
          <Button disabled={busy} className={styles.submit} onClick={() => void goToAuthorize()}>
            {busy ? t('auth.redirecting') : t('auth.token_login')}
          </Button>
        </div>
      )}
      {(auth.strategy === 'totp' || auth.strategy === 'recovery') && mfaToken && (
        <MfaForm
          key={auth.strategy}
          kind={auth.strategy}
          busy={busy}
          onVerify={(code) => {
            const kind = auth.strategy === 'recovery' ? 'recovery' : 'totp'
            void run(() => loginWithMfa(mfaToken, kind, code))
          }}
          onSwitch={() => {
            // An error of one code form is not the other's (issue 11 item 7).
            setError(null)
            dispatch({ type: auth.strategy === 'totp' ? 'use_recovery' : 'use_totp' })
          }}
          onCancel={() => {
            setError(null)
            dispatch({ type: 'cancel' })
          }}
        />
      )}
    </Panel>
  )
}
