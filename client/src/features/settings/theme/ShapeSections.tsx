/**
 * The roundness and fonts sections of the Theme tab (s1 §2 "Theme"; s1 §3 radii in px and the
 * four font slots). An empty font field means the interface's own font.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FONT_SLOTS, RADIUS_SLOTS, type FontSlot } from '../../../theme/source'
import { resetSlot, slotChanged, withSlot } from './editing'
import { Fold } from './Fold'
import { NumberField } from './NumberField'
import type { SectionProps } from './SectionProps'
import { SlotRow } from './SlotRow'
import styles from './Theme.module.css'

/** Largest radius offered, px (a round avatar needs 50). */
const MAX_RADIUS = 50

/** Roundness of buttons, inputs, panels, avatars... in px. */
export function Roundness({ source, base, onChange }: SectionProps) {
  const { t } = useTranslation()
  return (
    <Fold title={t('settings.style.radii')}>
      <p className={styles.hint}>{t('settings.radii_help')}</p>
      {RADIUS_SLOTS.map((key) => (
        <NumberField
          key={key}
          label={t(`settings.style.radius.${key}`)}
          value={source.radii[key]}
          min={0}
          max={MAX_RADIUS}
          step={1}
          changed={slotChanged(source, base, 'radii', key)}
          onChange={(value) => onChange(withSlot(source, 'radii', key, value))}
          onReset={() => onChange(resetSlot(source, base, 'radii', key))}
        />
      ))}
    </Fold>
  )
}

/** One font slot: a CSS font-family list. */
function FontField({ slot, source, base, onChange }: SectionProps & { slot: FontSlot }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <SlotRow
      label={t(`settings.style.font.${slot}`)}
      controlId={id}
      changed={slotChanged(source, base, 'fonts', slot)}
      onReset={() => onChange(resetSlot(source, base, 'fonts', slot))}
    >
      <input
        id={id}
        type="text"
        className={styles.font}
        value={source.fonts[slot]}
        placeholder={t('settings.style.font_default')}
        onChange={(event) => onChange(withSlot(source, 'fonts', slot, event.target.value))}
      />
    </SlotRow>
  )
}

/** Fonts of the interface, inputs, posts and code in posts. */
export function Fonts(props: SectionProps) {
  const { t } = useTranslation()
  return (
    <Fold title={t('settings.style.fonts')}>
      {FONT_SLOTS.map((slot) => (
        <FontField key={slot} slot={slot} {...props} />
      ))}
    </Fold>
  )
}
