import { useTranslation } from 'react-i18next'
import { FormField } from '../../../ui/FormField'
import type { ActionState } from './useAction'
import styles from './Security.module.css'

/** Props of {@link SecurityField}; texts are translated. */
export interface SecurityFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password' | 'email'
  autoComplete?: string
  inputMode?: 'numeric' | 'text'
  disabled?: boolean
}

/** A required field of the Security tab: {@link FormField}, at most 24rem wide. */
export function SecurityField({ onChange, ...props }: SecurityFieldProps) {
  return <FormField {...props} onValueChange={onChange} className={styles.field} required />
}

/** The current-password field every security change asks for (s1 §5). */
export function CurrentPasswordField(props: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation()
  return (
    <SecurityField
      label={t('settings.current_password')}
      type="password"
      autoComplete="current-password"
      {...props}
    />
  )
}

/**
 * What a form's call came to: the success sentence (role=status) or the failure's sentence
 * (role=alert); nothing while idle or pending.
 */
export function ActionMessage({ state, success }: { state: ActionState; success: string }) {
  if (state.kind === 'done' && success) {
    return (
      <p role="status" className={styles.success}>
        {success}
      </p>
    )
  }
  if (state.kind !== 'failed') return null
  return (
    <p role="alert" className={styles.error}>
      {state.message}
    </p>
  )
}
