/**
 * One row of the Theme tab (s1 §2 "Theme"): a slot's label, its controls and, when the slot
 * differs from the base theme, a button that puts it back ("reset per slot") and, as it goes,
 * hands focus to the row's first control (issue 21).
 */
import { RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './Theme.module.css'

/** Props of {@link SlotRow}. */
export interface SlotRowProps {
  /** The slot's visible name. */
  label: string
  /** Id of the row's first control, named by the label. */
  controlId: string
  /** True when the slot differs from the base theme: the reset button is offered. */
  changed: boolean
  onReset: () => void
  children: ReactNode
}

/** A labelled slot with its reset button. */
export function SlotRow({ label, controlId, changed, onReset, children }: SlotRowProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.row}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <div className={styles.controls}>{children}</div>
      {changed && (
        <button
          type="button"
          className={styles.reset}
          onClick={() => {
            document.getElementById(controlId)?.focus()
            onReset()
          }}
          aria-label={t('settings.reset_value_for', { name: label })}
          title={t('settings.reset_value_tooltip')}
        >
          <RotateCcw size={14} aria-hidden="true" />
        </button>
      )}
    </div>
  )
}
