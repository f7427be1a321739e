import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { ApiError, NetworkError } from '../../api/http'
import { useSignedIn } from '../../state/session'
import { useInstance } from '../../state/instance'
import { Button } from '../../ui/Button'
import { LanguageSelect } from '../../ui/LanguageSelect'
import { Panel } from '../../ui/Panel'
import { Spinner } from '../../ui/Spinner'
import { registerAccount } from './api'
import { CaptchaField } from './CaptchaField'
import { ErrorBanner } from './ErrorBanner'
import { FormField } from '../../ui/FormField'
import {
  buildRegistrationPayload,
  emptyRegistration,
  registrationErrorMessages,
  validateRegistration,
  type RegistrationFields,
} from './registration'
import styles from './RegistrationPage.module.css'
import { completeLogin, getAppToken } from './session'
import { useCaptcha } from './useCaptcha'

/** The free-text fields drawn with {@link FormField}; each one's label is `registration.{name}`. */
type TextFieldName = 'username' | 'fullname' | 'email' | 'bio' | 'password' | 'confirm' | 'reason'

const KNOWN_OUTCOMES = ['awaiting_approval', 'missing_confirmed_email', 'manual_login_required']

/**
 * The registration page, /registration and /registration/:token (s1 §2, §4 "Registration",
 * §5). Fields of s1 §5 (email required only with account activation, reason shown only with
 * account approval; the optional language offers the settings' list, ui/LanguageSelect), the
 * instance's captcha, submission blocked while invalid. Success with a token: signed in, then
 * the signed-in landing page; success without one (approval or e-mail confirmation pending):
 * the matching notice instead. Failure: server errors as sentences, fields kept, captcha
 * reloaded. Redirects to root when signed in, or when registration is closed and the route
 * carries no invite token.
 */
export default function RegistrationPage() {
  const loaded = useInstance((state) => state.loaded)
  const open = useInstance((state) => state.config.registrationOpen)
  const signedIn = useSignedIn()
  const { token } = useParams()
  const [finished, setFinished] = useState(false)
  if (!loaded) return <Spinner />
  if ((signedIn && !finished) || (!open && !token)) return <Navigate to="/" replace />
  return <RegistrationForm token={token} onSignedIn={() => setFinished(true)} />
}

/** The form itself; `onSignedIn` is called just before the login sequence runs. */
function RegistrationForm(props: { token: string | undefined; onSignedIn: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const approvalRequired = useInstance((state) => state.config.accountApprovalRequired)
  const activationRequired = useInstance((state) => state.config.accountActivationRequired)
  const landing = useInstance((state) => state.config.redirectRootLogin)
  const captchaState = useCaptcha()
  const languageId = useId()
  const [fields, setFields] = useState<RegistrationFields>(emptyRegistration)
  const [attempted, setAttempted] = useState(false)
  const [pending, setPending] = useState(false)
  const [serverErrors, setServerErrors] = useState<string[]>([])
  const [outcome, setOutcome] = useState<string | null>(null)

  const rules = {
    accountApprovalRequired: approvalRequired,
    accountActivationRequired: activationRequired,
  }
  const errors = validateRegistration(fields, rules)
  const shownError = (name: keyof RegistrationFields): string | undefined => {
    const key = attempted ? errors[name] : undefined
    return key ? t(key) : undefined
  }
  const set = (name: keyof RegistrationFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }))
  /** The props every text field shares: label key, value, change handler, state, error. */
  const bind = (name: TextFieldName) => ({
    name,
    label: t(`registration.${name}`),
    value: fields[name],
    onValueChange: set(name),
    disabled: pending,
    error: shownError(name),
  })

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault()
    setAttempted(true)
    if (Object.keys(errors).length > 0 || pending) return
    setPending(true)
    setServerErrors([])
    const payload = buildRegistrationPayload(fields, {
      token: props.token,
      captcha: captchaState.captcha,
    })
    try {
      const answer = await registerAccount(await getAppToken(), payload)
      if (answer.access_token) {
        props.onSignedIn()
        await completeLogin(answer.access_token)
        void navigate(landing)
        return
      }
      setOutcome(answer.identifier ?? 'manual_login_required')
    } catch (caught) {
      const sentences = caught instanceof ApiError ? registrationErrorMessages(caught.body) : []
      if (!(caught instanceof ApiError || caught instanceof NetworkError)) {
        console.error('Registration failed', caught)
      }
      setServerErrors(sentences.length > 0 ? sentences : [t('registration.generic_error')])
      setFields((current) => ({ ...current, captchaSolution: '' }))
      captchaState.reload()
    } finally {
      setPending(false)
    }
  }

  if (outcome) {
    const key = KNOWN_OUTCOMES.includes(outcome) ? outcome : 'manual_login_required'
    return (
      <Panel title={t('registration.heading')}>
        <p role="status" className={styles.notice}>
          {t(`registration.${key}`)}
        </p>
        <Link to="/login">{t('registration.go_to_login')}</Link>
      </Panel>
    )
  }

  return (
    <Panel title={t('registration.heading')}>
      {approvalRequired && <p className={styles.notice}>{t('registration.approval_required')}</p>}
      {activationRequired && (
        <p className={styles.notice}>{t('registration.activation_required')}</p>
      )}
      <ErrorBanner messages={serverErrors} onDismiss={() => setServerErrors([])} />
      <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate>
        <FormField
          {...bind('username')}
          placeholder={t('registration.username_placeholder')}
          autoComplete="username"
          required
        />
        <FormField
          {...bind('fullname')}
          placeholder={t('registration.fullname_placeholder')}
          autoComplete="name"
          required
        />
        <FormField
          {...bind('email')}
          type="email"
          autoComplete="email"
          required={activationRequired}
        />
        <FormField {...bind('bio')} multiline />
        <FormField {...bind('password')} type="password" autoComplete="new-password" required />
        <FormField {...bind('confirm')} type="password" autoComplete="new-password" required />
        {approvalRequired && (
          <FormField
            {...bind('reason')}
            multiline
            placeholder={t('registration.reason_placeholder')}
            required
          />
        )}
        <div className={styles.selectField}>
          <label htmlFor={languageId}>{t('registration.language')}</label>
          <LanguageSelect
            id={languageId}
            value={fields.language}
            onChange={set('language')}
            disabled={pending}
            before={<option value="">{t('registration.language_default')}</option>}
          />
        </div>
        <CaptchaField
          state={captchaState}
          answer={fields.captchaSolution}
          onAnswerChange={set('captchaSolution')}
          disabled={pending}
        />
        <Button type="submit" disabled={pending} className={styles.submit}>
          {pending ? t('registration.registering') : t('registration.register')}
        </Button>
      </form>
    </Panel>
  )
}
