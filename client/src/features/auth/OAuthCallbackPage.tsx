import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { User } from '../../entities/types'
import { useInstance } from '../../state/instance'
import { Panel } from '../../ui/Panel'
import { Spinner } from '../../ui/Spinner'
import { ErrorBanner } from './ErrorBanner'
import { LoginFailureError } from './loginErrors'
import type { PasswordResetNavigationState } from './LoginForm'
import { completeLogin, loginWithCode } from './session'

/**
 * Sign-ins started by this page, by code or token. Signing in replaces the account scope, which
 * remounts the page (app/App.tsx keys the tree by scope): the remounted page joins the sign-in
 * in flight instead of exchanging the single-use code a second time (which the server refuses).
 */
const signIns = new Map<string, Promise<User>>()

function signInOnce(key: string, step: () => Promise<User>): Promise<User> {
  const running = signIns.get(key) ?? step()
  signIns.set(key, running)
  return running
}

/**
 * The /oauth-callback page (s1 §2 "oauth-callback", s2 §2): the instance's authorize page
 * sends the browser back here with `?code=`; the code is exchanged (grant
 * authorization_code) and the login sequence runs, then the signed-in landing page opens.
 * Pleroma may instead send `?access_token=` when its session already holds a token of this
 * app (PLEROMA-API §3.2); that token is verified directly. Failures show the login error
 * texts (a refused code: "The sign-in could not be completed.") with "Try again" (to /login).
 */
export default function OAuthCallbackPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const landing = useInstance((state) => state.config.redirectRootLogin)
  const code = params.get('code')
  const accessToken = params.get('access_token')
  const [error, setError] = useState<string | null>(
    code || accessToken ? null : t('auth.callback_missing_code'),
  )
  useEffect(() => {
    if (!code && !accessToken) return
    const step = code
      ? signInOnce(`code ${code}`, () => loginWithCode(code))
      : signInOnce(`token ${accessToken}`, () => completeLogin(accessToken ?? ''))
    let current = true
    step.then(
      () => {
        if (current) void navigate(landing, { replace: true })
      },
      (caught: unknown) => {
        if (!current) return
        const failure = caught instanceof LoginFailureError ? caught.failure : null
        if (failure?.kind === 'password_reset_required') {
          const state: PasswordResetNavigationState = { passwordResetRequested: true }
          void navigate('/password-reset', { replace: true, state })
        } else if (failure?.kind === 'message') {
          // The instance refused the code: no username or password was typed here.
          setError(
            t(failure.key === 'auth.wrong_credentials' ? 'auth.callback_failed' : failure.key),
          )
        } else if (failure?.kind === 'server_text') setError(failure.text)
        else {
          console.error('OAuth callback failed', caught)
          setError(t('auth.generic_error'))
        }
      },
    )
    return () => {
      current = false
    }
  }, [code, accessToken, landing, navigate, t])

  return (
    <Panel title={t('auth.heading')}>
      {error ? (
        <>
          <ErrorBanner messages={[error]} />
          <Link to="/login">{t('general.retry')}</Link>
        </>
      ) : (
        <Spinner label={t('auth.callback_signing_in')} />
      )}
    </Panel>
  )
}
