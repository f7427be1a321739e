import { useId, type HTMLAttributes } from 'react'
import styles from './FormField.module.css'

/** Props of {@link FormField}. Texts are already translated. */
export interface FormFieldProps {
  /** The visible label. */
  label: string
  value: string
  /** Called with the new text on every change. */
  onValueChange: (value: string) => void
  name?: string
  /** Input type, default "text" (ignored when multiline). */
  type?: 'text' | 'password' | 'email'
  autoComplete?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  placeholder?: string | undefined
  required?: boolean
  disabled?: boolean
  autoFocus?: boolean
  /** A multi-line text area instead of an input. */
  multiline?: boolean
  /** A hint under the label. */
  hint?: string | undefined
  /** Validation message under the field; marks it invalid. */
  error?: string | undefined
  /** An extra class for the field's box (label, control and messages), e.g. a width. */
  className?: string
}

/**
 * A labelled text field (sign-in pages, security settings): label, input (or text area),
 * optional hint and error.
 * Hint and error are tied to the control with aria-describedby; an error sets aria-invalid.
 */
export function FormField(props: FormFieldProps) {
  const { label, value, onValueChange, multiline = false, hint, error } = props
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  const common = {
    id,
    name: props.name,
    value,
    placeholder: props.placeholder,
    required: props.required,
    disabled: props.disabled,
    autoFocus: props.autoFocus,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  }
  return (
    <div className={props.className ? `${styles.field} ${props.className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
