/**
 * A number slot of the Theme tab (s1 §2 "Theme": opacity 0..1, roundness in px): a slider and
 * a number field kept in step. Values outside `min..max` or not numbers are not applied.
 */
import { useId } from 'react'
import { SlotRow } from './SlotRow'
import styles from './Theme.module.css'

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  label: string
  value: number
  min: number
  max: number
  step: number
  changed: boolean
  onChange: (value: number) => void
  onReset: () => void
}

/** Slider and number field of one numeric slot. */
export function NumberField({
  label,
  value,
  min,
  max,
  step,
  changed,
  onChange,
  onReset,
}: NumberFieldProps) {
  const id = useId()
  const set = (text: string) => {
    const next = Number(text)
    if (text !== '' && Number.isFinite(next) && next >= min && next <= max) onChange(next)
  }
  return (
    <SlotRow label={label} controlId={id} changed={changed} onReset={onReset}>
      <input
        id={id}
        type="range"
        className={styles.range}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
      <input
        type="number"
        className={styles.number}
        aria-label={label}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    </SlotRow>
  )
}
