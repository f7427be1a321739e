/**
 * A colour slot of the Theme tab (s1 §2 "Theme": common and advanced colours): a colour picker
 * (`<input type=color>`) and a text field for `#rrggbb`, kept in step. The text field takes a
 * value only once it is a hex colour (`#rgb` is widened to `#rrggbb`), so typing never applies
 * half a colour.
 */
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isHexColor, parseHex, toHex } from '../../../theme/color'
import { SlotRow } from './SlotRow'
import styles from './Theme.module.css'

/** Props of {@link ColorField}. */
export interface ColorFieldProps {
  label: string
  /** The colour shown, `#rrggbb` (for an unset advanced slot: its derived colour). */
  value: string
  /** True when the slot differs from the base theme. */
  changed: boolean
  onChange: (value: string) => void
  onReset: () => void
}

/** Picker and hex text field of one colour slot. */
export function ColorField({ label, value, changed, onChange, onReset }: ColorFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const text = draft ?? value
  return (
    <SlotRow label={label} controlId={id} changed={changed} onReset={onReset}>
      <input
        id={id}
        type="color"
        className={styles.picker}
        value={value}
        onChange={(event) => {
          setDraft(null)
          onChange(event.target.value)
        }}
      />
      <input
        type="text"
        className={styles.hex}
        aria-label={t('settings.style.common.hex_of', { name: label })}
        aria-invalid={!isHexColor(text)}
        value={text}
        spellCheck={false}
        onChange={(event) => {
          const next = event.target.value.trim()
          setDraft(next)
          if (isHexColor(next)) onChange(toHex(parseHex(next)))
        }}
        onBlur={() => setDraft(null)}
      />
    </SlotRow>
  )
}
