/**
 * The preset choice of the Theme tab (s1 §2 "Theme": presets; s2 §7 `/static/styles.json`):
 * following the system's light or dark preference, Starling's built-in presets, the instance's
 * presets (its list read when the tab opens; a preset given as a URL is fetched when chosen)
 * and, once there is one, the account's custom theme.
 */
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BUILTIN_PRESETS, type ThemePreset } from '../../../theme/presets'
import { loadInstancePresets } from '../../../state/themePresets'
import styles from './Theme.module.css'

/** Prefix of instance preset values in the select, so they never clash with built-in names. */
const INSTANCE = 'instance:'

/** Props of {@link PresetPicker}. */
export interface PresetPickerProps {
  /** The `theme` preference: 'system', a built-in name or 'custom'. */
  choice: string
  /** True when the account has a custom theme to go back to. */
  hasCustom: boolean
  /** A built-in name, 'system' or 'custom' was chosen. */
  onChoose: (choice: string) => void
  /** An instance preset was chosen. */
  onInstancePreset: (preset: ThemePreset) => void
}

/** The select of presets. */
export function PresetPicker({ choice, hasCustom, onChoose, onInstancePreset }: PresetPickerProps) {
  const { t } = useTranslation()
  const id = useId()
  const [instancePresets, setInstancePresets] = useState<ThemePreset[]>([])
  useEffect(() => {
    const controller = new AbortController()
    loadInstancePresets(controller.signal).then(setInstancePresets, (error: unknown) => {
      if (!controller.signal.aborted)
        console.warn('Theme presets of the instance not loaded', error)
    })
    return () => controller.abort()
  }, [])
  const choose = (value: string) => {
    const preset = instancePresets.find((candidate) => INSTANCE + candidate.name === value)
    if (preset) onInstancePreset(preset)
    else onChoose(value)
  }
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        {t('settings.style.preset')}
      </label>
      <select id={id} value={choice} onChange={(event) => choose(event.target.value)}>
        <option value="system">{t('settings.theme_system')}</option>
        <optgroup label={t('settings.style.preset_group_builtin')}>
          {BUILTIN_PRESETS.map((preset) => (
            <option key={preset.name} value={preset.name}>
              {t(`settings.theme_${preset.name.replace(/-/g, '_')}`)}
            </option>
          ))}
        </optgroup>
        {instancePresets.length > 0 && (
          <optgroup label={t('settings.style.preset_group_instance')}>
            {instancePresets.map((preset) => (
              <option key={preset.name} value={INSTANCE + preset.name}>
                {preset.title}
              </option>
            ))}
          </optgroup>
        )}
        {(hasCustom || choice === 'custom') && (
          <option value="custom">{t('settings.theme_custom')}</option>
        )}
      </select>
    </div>
  )
}
