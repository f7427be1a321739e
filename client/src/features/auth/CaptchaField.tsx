import { RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { instanceOrigin } from '../../api/http'
import { isWebUrl } from '../../lib/safeUrl'
import { Spinner } from '../../ui/Spinner'
import { FormField } from '../../ui/FormField'
import styles from './RegistrationPage.module.css'
import type { CaptchaState } from './useCaptcha'

/**
 * The picture's address: a `data:image/` URL as it is, else an http(s) URL resolved against
 * the instance origin; null for anything else (never a script URL in a src).
 */
function captchaImageSrc(url: string | undefined): string | null {
  if (!url) return null
  if (url.startsWith('data:image/')) return url
  try {
    const resolved = new URL(url, `${instanceOrigin()}/`).toString()
    return isWebUrl(resolved) ? resolved : null
  } catch {
    return null
  }
}

/** Props of {@link CaptchaField}. */
export interface CaptchaFieldProps {
  state: CaptchaState
  answer: string
  onAnswerChange: (answer: string) => void
  disabled: boolean
}

/**
 * The captcha of the registration form (s1 §3 captcha types none, native, kocaptcha): for
 * native and kocaptcha, the picture (a data: or https URL from the server), a button for a
 * new picture and the answer field; nothing for type none.
 */
export function CaptchaField({ state, answer, onAnswerChange, disabled }: CaptchaFieldProps) {
  const { t } = useTranslation()
  const { captcha, status, reload } = state
  if (status === 'loading') return <Spinner label={t('registration.captcha_loading')} />
  if (status === 'error') {
    return (
      <p className={styles.captchaError}>
        {t('registration.captcha_error')}{' '}
        <button type="button" className={styles.linkButton} onClick={reload}>
          {t('registration.new_captcha')}
        </button>
      </p>
    )
  }
  if (!captcha || captcha.type === 'none') return null
  const src = captchaImageSrc(captcha.url)
  if (!src) return null
  return (
    <fieldset className={styles.captcha}>
      <legend>{t('registration.captcha')}</legend>
      <div className={styles.captchaImage}>
        <img src={src} alt={t('registration.captcha')} />
        <button
          type="button"
          className={styles.iconButton}
          onClick={reload}
          aria-label={t('registration.new_captcha')}
          title={t('registration.new_captcha')}
        >
          <RefreshCw size={18} aria-hidden="true" />
        </button>
      </div>
      <FormField
        label={t('registration.captcha_answer')}
        name="captcha_solution"
        value={answer}
        onValueChange={onAnswerChange}
        autoComplete="off"
        required
        disabled={disabled}
      />
    </fieldset>
  )
}
