import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/Button'
import { FormField } from '../../ui/FormField'
import styles from './LoginForm.module.css'

/** Props of {@link MfaForm}. */
export interface MfaFormProps {
  /** totp: the code from an authenticator app; recovery: a saved recovery code. */
  kind: 'totp' | 'recovery'
  /** True while the code is being checked: the verify button is disabled. */
  busy: boolean
  /** Sends the code (POST /oauth/mfa/challenge, see session.loginWithMfa). */
  onVerify: (code: string) => void
  /** Switches totp ⇄ recovery. */
  onSwitch: () => void
  /** Back to the initial strategy. */
  onCancel: () => void
}

/**
 * The two-factor form and its mirror, the recovery form (s1 §2 "Two-factor form"): code field,
 * link to the other kind of code, cancel link, verify button.
 */
export function MfaForm({ kind, busy, onVerify, onSwitch, onCancel }: MfaFormProps) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onVerify(code.trim())
  }
  return (
    <form onSubmit={submit} className={styles.form}>
      <p className={styles.hint}>
        {kind === 'totp' ? t('auth.totp_hint') : t('auth.recovery_hint')}
      </p>
      <FormField
        label={kind === 'totp' ? t('auth.authentication_code') : t('auth.recovery_code')}
        name="code"
        value={code}
        onValueChange={setCode}
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        required
        autoFocus
        disabled={busy}
      />
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onSwitch}>
          {kind === 'totp' ? t('auth.use_recovery_code') : t('auth.use_totp_code')}
        </button>
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          {t('auth.cancel')}
        </button>
      </div>
      <Button type="submit" disabled={busy || code.trim() === ''} className={styles.submit}>
        {busy ? t('auth.logging_in') : t('auth.verify')}
      </Button>
    </form>
  )
}
