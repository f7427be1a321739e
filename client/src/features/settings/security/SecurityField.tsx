import { useId } from 'react'
import { useTranslation } from 'react-i18next'
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

/** A labelled input of the Security tab (label above, full width). */
export function SecurityField(props: SecurityFieldProps) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        className={styles.input}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        disabled={props.disabled}
        required
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  )
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
