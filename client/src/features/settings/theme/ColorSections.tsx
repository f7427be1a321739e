/**
 * The colour sections of the Theme tab (s1 §2 "Theme": common colors, advanced colors, and the
 * opacity values of s1 §3). An advanced colour left unset shows the colour derived for it
 * (theme/derive.ts); setting it keeps it as given, even when its contrast is low.
 */
import { useTranslation } from 'react-i18next'
import { ADVANCED_SLOTS } from '../../../theme/derive'
import { COMMON_COLORS, OPACITY_SLOTS } from '../../../theme/source'
import { ColorField } from './ColorField'
import { resetSlot, slotChanged, withSlot } from './editing'
import { Fold } from './Fold'
import { NumberField } from './NumberField'
import type { SectionProps } from './SectionProps'
import styles from './Theme.module.css'

/** Common colours and opacity. */
export function CommonColors({ source, base, onChange }: SectionProps) {
  const { t } = useTranslation()
  return (
    <Fold title={t('settings.style.common_colors')} initiallyOpen>
      <p className={styles.hint}>{t('settings.theme_help')}</p>
      {COMMON_COLORS.map((key) => (
        <ColorField
          key={key}
          label={t(`settings.style.colors.${key}`)}
          value={source.colors[key]}
          changed={slotChanged(source, base, 'colors', key)}
          onChange={(value) => onChange(withSlot(source, 'colors', key, value))}
          onReset={() => onChange(resetSlot(source, base, 'colors', key))}
        />
      ))}
      {OPACITY_SLOTS.map((key) => (
        <NumberField
          key={key}
          label={t(`settings.style.opacity.${key}`)}
          value={source.opacity[key]}
          min={0}
          max={1}
          step={0.05}
          changed={slotChanged(source, base, 'opacity', key)}
          onChange={(value) => onChange(withSlot(source, 'opacity', key, value))}
          onReset={() => onChange(resetSlot(source, base, 'opacity', key))}
        />
      ))}
    </Fold>
  )
}

/** Advanced colours: the derived slots a person may set by hand. */
export function AdvancedColors({ source, base, vars, onChange }: SectionProps) {
  const { t } = useTranslation()
  return (
    <Fold title={t('settings.style.advanced_colors')}>
      {ADVANCED_SLOTS.map(({ key, property }) => (
        <ColorField
          key={key}
          label={t(`settings.style.colors.${key}`)}
          value={source.colors[key] ?? vars[property] ?? '#000000'}
          changed={slotChanged(source, base, 'colors', key)}
          onChange={(value) => onChange(withSlot(source, 'colors', key, value))}
          onReset={() => onChange(resetSlot(source, base, 'colors', key))}
        />
      ))}
    </Fold>
  )
}
