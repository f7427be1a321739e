import type { ComponentPropsWithRef } from 'react'
import styles from './Button.module.css'
import { useHeldFocus } from './useHeldFocus'

/** Props of {@link Button}: a native button's props (ref included, React 19) plus a look. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** 'default' is the themed button; 'plain' has no background (icon buttons in bars). */
  variant?: 'default' | 'plain'
  /**
   * Held whenever disabled, not only after its own press: for a button focus comes back to
   * from a dialog it opened while the work that dialog started runs (a profile image's picker).
   */
  holdFocus?: boolean
}

/**
 * The themed button. Type defaults to "button" (never submits by accident). An icon-only
 * button needs an `aria-label`. Disabled by its own press (busy while its call runs), it keeps
 * focus: aria-disabled until focus leaves it ({@link useHeldFocus}).
 */
export function Button({
  variant = 'default',
  className,
  type = 'button',
  disabled,
  onClick,
  onBlur,
  holdFocus = false,
  ...rest
}: ButtonProps) {
  const held = useHeldFocus(disabled, onClick, onBlur, holdFocus)
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      {...rest}
      {...held}
    />
  )
}
