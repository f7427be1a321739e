import { LoaderCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import styles from './Spinner.module.css'

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Icon size in px, default 24. */
  size?: number
  /** Accessible text; default general.loading. */
  label?: string
}

/** A turning loading indicator with an accessible "Loading…" status text. */
export function Spinner({ size = 24, label }: SpinnerProps) {
  const { t } = useTranslation()
  return (
    <span className={styles.spinner} role="status">
      <LoaderCircle size={size} aria-hidden="true" className={styles.icon} />
      <span className="visually-hidden">{label ?? t('general.loading')}</span>
    </span>
  )
}
