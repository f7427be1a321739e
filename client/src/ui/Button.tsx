import type { ComponentPropsWithRef } from 'react'
import styles from './Button.module.css'

/** Props of {@link Button}: a native button's props (ref included, React 19) plus a look. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** 'default' is the themed button; 'plain' has no background (icon buttons in bars). */
  variant?: 'default' | 'plain'
}

/**
 * The themed button. Type defaults to "button" (never submits by accident). An icon-only
 * button needs an `aria-label`.
 */
export function Button({ variant = 'default', className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      {...rest}
    />
  )
}
