/**
 * The shadows section of the Theme tab (s1 §2 "Theme": shadows, a visual editor of each): pick
 * a shadow slot, then edit each of its shadows (x, y, blur, spread in px; colour; alpha 0..1;
 * inset), add or remove one, and see the result on a preview box. A button that goes with its
 * press hands focus on: Remove to "Add a shadow", the slot's reset to the slot select.
 */
import { useId, useRef, useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { shadowCss } from '../../../theme/derive'
import { SHADOW_SLOTS, type Shadow, type ShadowSlot } from '../../../theme/source'
import { ColorField } from './ColorField'
import { resetSlot, slotChanged, withSlot } from './editing'
import { Fold } from './Fold'
import { NumberField } from './NumberField'
import type { SectionProps } from './SectionProps'
import styles from './Theme.module.css'
import { formatNumber } from '../../../i18n'

/** Offset and spread range, px (blur goes from 0 to twice this). */
const RANGE = 20

/** A new shadow: soft, black, below. */
const NEW_SHADOW: Shadow = {
  x: 0,
  y: 2,
  blur: 4,
  spread: 0,
  color: '#000000',
  alpha: 0.5,
  inset: false,
}

/** The editor of one shadow in the list. */
function ShadowFields({
  shadow,
  number,
  onChange,
  onRemove,
}: {
  shadow: Shadow
  number: number
  onChange: (shadow: Shadow) => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const set = (patch: Partial<Shadow>) => onChange({ ...shadow, ...patch })
  const numbers = [
    ['x', -RANGE, RANGE, 1],
    ['y', -RANGE, RANGE, 1],
    ['blur', 0, 2 * RANGE, 1],
    ['spread', -RANGE, RANGE, 1],
    ['alpha', 0, 1, 0.05],
  ] as const
  return (
    <fieldset className={styles.shadow}>
      <legend>{t('settings.style.shadow_number', { number: formatNumber(number) })}</legend>
      {numbers.map(([key, min, max, step]) => (
        <NumberField
          key={key}
          label={t(`settings.style.shadow.${key}`)}
          value={shadow[key]}
          min={min}
          max={max}
          step={step}
          changed={false}
          onChange={(value) => set({ [key]: value })}
          onReset={() => undefined}
        />
      ))}
      <ColorField
        label={t('settings.style.shadow.color')}
        value={shadow.color}
        changed={false}
        onChange={(color) => set({ color })}
        onReset={() => undefined}
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={shadow.inset}
          onChange={(e) => set({ inset: e.target.checked })}
        />
        {t('settings.style.shadow.inset')}
      </label>
      <button type="button" className={styles.button} onClick={onRemove}>
        {t('settings.style.shadow_remove', { number: formatNumber(number) })}
      </button>
    </fieldset>
  )
}

/** Shadow slots, their shadows and a preview. */
export function ShadowEditor({ source, base, onChange }: SectionProps) {
  const { t } = useTranslation()
  const id = useId()
  const [slot, setSlot] = useState<ShadowSlot>('panel')
  const add = useRef<HTMLButtonElement>(null)
  const list = source.shadows[slot]
  const setList = (next: Shadow[]) => onChange(withSlot(source, 'shadows', slot, next))
  const preview = { '--shadow-preview': shadowCss(list) } as CSSProperties
  return (
    <Fold title={t('settings.style.shadows')}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {t('settings.style.shadow_slot')}
        </label>
        <select id={id} value={slot} onChange={(e) => setSlot(e.target.value as ShadowSlot)}>
          {SHADOW_SLOTS.map((key) => (
            <option key={key} value={key}>
              {t(`settings.style.shadow_slots.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.shadowPreview} style={preview}>
        {t(`settings.style.shadow_slots.${slot}`)}
      </div>
      {list.map((shadow, index) => (
        <ShadowFields
          key={index}
          shadow={shadow}
          number={index + 1}
          onChange={(next) => setList(list.map((old, i) => (i === index ? next : old)))}
          onRemove={() => {
            setList(list.filter((_, i) => i !== index))
            add.current?.focus()
          }}
        />
      ))}
      <div className={styles.actions}>
        <button
          ref={add}
          type="button"
          className={styles.button}
          onClick={() => setList([...list, { ...NEW_SHADOW }])}
        >
          {t('settings.style.shadow_add')}
        </button>
        {slotChanged(source, base, 'shadows', slot) && (
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              onChange(resetSlot(source, base, 'shadows', slot))
              document.getElementById(id)?.focus()
            }}
          >
            {t('settings.reset_value_for', { name: t(`settings.style.shadow_slots.${slot}`) })}
          </button>
        )}
      </div>
    </Fold>
  )
}
