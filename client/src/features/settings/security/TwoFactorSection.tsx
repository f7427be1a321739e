/**
 * Two-factor authentication of the Security tab (s1 §2, §5 "disabling two-factor also needs
 * [the password]"; s2 §7 MFA calls; PLEROMA-API §13 "MFA settings"): off → set up (a QR code of
 * the provisioning URI and the key as text) → confirm with the password and a code from the app
 * → on, with new backup codes shown; new backup codes on demand; off again with the password.
 * A step taken by a press hands focus to what replaces it (issue 21): the code field, the "on"
 * sentence, the set-up button.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  confirmTotp,
  disableTotp,
  fetchBackupCodes,
  fetchMfaSettings,
  setupTotp,
  type TotpSetup,
} from '../../../api/endpoints/security'
import { errorText, serverErrorText } from '../../../state/errorText'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { BackupCodes } from './BackupCodes'
import { QrCode } from './QrCode'
import { ActionMessage, CurrentPasswordField, SecurityField } from './SecurityField'
import { useAction } from './useAction'
import styles from './Security.module.css'

/** Where the two-factor section stands. */
type Phase =
  | { kind: 'loading' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'off' }
  | { kind: 'setup'; setup: TotpSetup }
  | { kind: 'on'; codes: string[] | null }

/** The two-factor section. */
export function TwoFactorSection() {
  const { t } = useTranslation()
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' })
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const action = useAction()
  const titleId = useId()
  const section = useRef<HTMLElement>(null)
  // Set by a press that changes the step: then the new step's first [data-step-start] or field
  // takes focus.
  const stepChanged = useRef(false)

  useEffect(() => {
    const controller = new AbortController()
    fetchMfaSettings(controller.signal).then(
      (settings) => setPhase(settings.totp ? { kind: 'on', codes: null } : { kind: 'off' }),
      (error: unknown) => {
        if (!controller.signal.aborted) setPhase({ kind: 'unavailable', message: errorText(error) })
      },
    )
    return () => controller.abort()
  }, [])

  useLayoutEffect(() => {
    if (!stepChanged.current) return
    stepChanged.current = false
    section.current?.querySelector<HTMLElement>('[data-step-start], input')?.focus()
  }, [phase.kind])

  const moveTo = (next: Phase) => {
    stepChanged.current = next.kind !== phase.kind
    setPassword('')
    setCode('')
    action.reset()
    setPhase(next)
  }
  const start = () => void action.run(setupTotp, (setup) => moveTo({ kind: 'setup', setup }))
  const confirm = (event: FormEvent) => {
    event.preventDefault()
    void action.run(
      async () => {
        await confirmTotp(password, code.trim())
        return fetchBackupCodes()
      },
      (codes) => moveTo({ kind: 'on', codes }),
      (error) =>
        serverErrorText(error) === 'invalid_token'
          ? t('settings.mfa.wrong_code')
          : errorText(error),
    )
  }
  const newCodes = () => void action.run(fetchBackupCodes, (codes) => moveTo({ kind: 'on', codes }))
  const disable = (event: FormEvent) => {
    event.preventDefault()
    void action.run(
      () => disableTotp(password),
      () => moveTo({ kind: 'off' }),
    )
  }

  return (
    <section ref={section} className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('settings.mfa.title')}</h3>
      {phase.kind === 'loading' && <Spinner />}
      {phase.kind === 'unavailable' && (
        <p role="alert" className={styles.error}>
          {phase.message}
        </p>
      )}
      {phase.kind === 'off' && (
        <>
          <p>{t('settings.mfa.off')}</p>
          <Button onClick={start} disabled={action.pending} data-step-start>
            {t('settings.mfa.setup_otp')}
          </Button>
        </>
      )}
      {phase.kind === 'setup' && (
        <form className={styles.section} onSubmit={confirm}>
          <p>{t('settings.mfa.scan.desc')}</p>
          <QrCode text={phase.setup.provisioningUri} label={t('settings.mfa.scan.title')} />
          <p>
            {t('settings.mfa.scan.secret_code')}:{' '}
            <code className={styles.key}>{phase.setup.key}</code>
          </p>
          <p>{t('settings.mfa.verify.desc')}</p>
          <SecurityField
            label={t('settings.mfa.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
          />
          <CurrentPasswordField value={password} onChange={setPassword} />
          <div className={styles.row}>
            <Button type="submit" disabled={action.pending || !code.trim() || !password}>
              {t('settings.mfa.confirm_and_enable')}
            </Button>
            <Button onClick={() => moveTo({ kind: 'off' })}>{t('general.cancel')}</Button>
          </div>
        </form>
      )}
      {phase.kind === 'on' && (
        <>
          <p tabIndex={-1} data-step-start>
            {t('settings.mfa.on')}
          </p>
          {phase.codes && <BackupCodes codes={phase.codes} />}
          <p className={styles.hint}>{t('settings.mfa.warning_of_generate_new_codes')}</p>
          <Button onClick={newCodes} disabled={action.pending}>
            {t('settings.mfa.generate_new_recovery_codes')}
          </Button>
          <form className={styles.section} onSubmit={disable}>
            <CurrentPasswordField value={password} onChange={setPassword} />
            <Button type="submit" disabled={action.pending || !password}>
              {t('settings.mfa.disable')}
            </Button>
          </form>
        </>
      )}
      <ActionMessage state={action.state} success="" />
    </section>
  )
}
