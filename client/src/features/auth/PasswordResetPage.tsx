import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation } from 'react-router'
import { ApiError } from '../../api/http'
import { useSignedIn } from '../../state/session'
import { useInstance } from '../../state/instance'
import { Button } from '../../ui/Button'
import { Panel } from '../../ui/Panel'
import { requestPasswordReset } from './api'
import { ErrorBanner } from './ErrorBanner'
import { FormField } from '../../ui/FormField'
import styles from './PasswordResetPage.module.css'

type Phase = 'form' | 'sending' | 'sent'

/** True when the navigation state carries passwordResetRequested (DECISIONS.md "Routes"). */
function resetRequested(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'passwordResetRequested' in state &&
    state.passwordResetRequested === true
  )
}

/**
 * The /password-reset page (s1 §2, §4 "Password reset", s2 §8 "Other"; PLEROMA-API §3.7).
 * One field, e-mail or username; POST /auth/password?email=. 204: 'check your e-mail';
 * 429: the too-many-requests text; other failures: the generic error. With the mailer
 * disabled the form is replaced by the reset-disabled notice (or reset-required-but-mailer-
 * disabled). Navigation state passwordResetRequested (set by the login form on
 * password_reset_required) adds the reset-required notice; a reload drops it. Signed-in users
 * are sent to the root route.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const mailerEnabled = useInstance((state) => state.config.mailerEnabled)
  const required = resetRequested(useLocation().state)
  const [value, setValue] = useState('')
  const [phase, setPhase] = useState<Phase>('form')
  const [error, setError] = useState<string | null>(null)

  if (signedIn) return <Navigate to="/" replace />

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault()
    const emailOrNickname = value.trim()
    if (!emailOrNickname) return
    setPhase('sending')
    setError(null)
    try {
      await requestPasswordReset(emailOrNickname)
      setPhase('sent')
    } catch (caught) {
      const throttled = caught instanceof ApiError && caught.status === 429
      setError(t(throttled ? 'password_reset.too_many_requests' : 'password_reset.generic_error'))
      setPhase('form')
    }
  }

  if (!mailerEnabled) {
    return (
      <Panel title={t('password_reset.heading')}>
        <p role="status" className={styles.notice}>
          {required
            ? t('password_reset.password_reset_required_but_mailer_is_disabled')
            : t('password_reset.password_reset_disabled')}
        </p>
        <Link to="/">{t('password_reset.return_home')}</Link>
      </Panel>
    )
  }

  if (phase === 'sent') {
    return (
      <Panel title={t('password_reset.heading')}>
        <p role="status" className={styles.success}>
          {t('password_reset.check_email')}
        </p>
        <Link to="/">{t('password_reset.return_home')}</Link>
      </Panel>
    )
  }

  return (
    <Panel title={t('password_reset.heading')}>
      {required && <p className={styles.notice}>{t('password_reset.password_reset_required')}</p>}
      <ErrorBanner messages={error ? [error] : []} onDismiss={() => setError(null)} />
      <form onSubmit={(event) => void submit(event)} className={styles.form}>
        <p className={styles.instruction}>{t('password_reset.instruction')}</p>
        <FormField
          label={t('password_reset.field')}
          name="email"
          value={value}
          onValueChange={setValue}
          autoComplete="email"
          required
          disabled={phase === 'sending'}
        />
        <Button
          type="submit"
          disabled={phase === 'sending' || value.trim() === ''}
          className={styles.submit}
        >
          {phase === 'sending' ? t('password_reset.sending') : t('password_reset.submit')}
        </Button>
      </form>
    </Panel>
  )
}
