/**
 * One labelled control for one preference (s1 §2 "Settings tabs": General). It shows the
 * effective value (the user's, else the instance's, else the default; s1 §3), marks values that
 * are not the user's own, and offers "reset to default" when the user set one (its press hands
 * focus to the control, as the button goes).
 * Checkbox for booleans, select for enumerated words, the language picker for the interface
 * language, number input for numbers (widths in rem), textarea (one entry per line) for
 * collections.
 */
import { RotateCcw } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  definitionOf,
  isValidPreference,
  type PreferenceKey,
} from '../../state/preferences/preferenceDefinitions'
import {
  resetPreference,
  setPreference,
  useIsPreferenceSet,
  usePreference,
} from '../../state/preferences/preferences'
import { LanguageSelect } from '../../ui/LanguageSelect'
import styles from './SettingsModal.module.css'

/** Props of {@link PreferenceControl}. */
export interface PreferenceControlProps {
  prefKey: PreferenceKey
  /** Catalogue key of the label. */
  labelKey: string
  /** Visible text of one enumerated word (select options); default: the word itself. */
  optionLabel?: (value: string) => string
}

/** Splits a textarea's text into entries: one per line, trimmed, blank lines dropped. */
export function linesToList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
}

/** The control of one preference, with its reset button. */
export function PreferenceControl({ prefKey, labelKey, optionLabel }: PreferenceControlProps) {
  const { t } = useTranslation()
  const id = useId()
  const value = usePreference(prefKey)
  const isSet = useIsPreferenceSet(prefKey)
  const [draft, setDraft] = useState<string | null>(null)
  const definition = definitionOf(prefKey)
  const label = t(labelKey)
  const set = (next: unknown): void => {
    if (isValidPreference(prefKey, next)) setPreference(prefKey, next)
  }

  let control: ReactNode
  switch (definition.kind) {
    case 'boolean':
      control = (
        <label className={styles.checkbox}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(e) => set(e.target.checked)}
          />
          {label}
        </label>
      )
      break
    case 'enum':
      control = (
        <>
          <label htmlFor={id}>{label}</label>
          <select id={id} value={String(value)} onChange={(e) => set(e.target.value)}>
            {definition.values.map((word) => (
              <option key={word} value={word}>
                {optionLabel ? optionLabel(word) : word}
              </option>
            ))}
          </select>
        </>
      )
      break
    case 'language':
      control = (
        <>
          <label htmlFor={id}>{label}</label>
          <LanguageSelect id={id} value={String(value)} onChange={set} />
        </>
      )
      break
    case 'number':
      control = (
        <>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="number"
            className={styles.number}
            min={definition.min}
            max={definition.max}
            step={definition.unit === 'rem' ? 0.5 : 1}
            value={draft ?? String(value)}
            onChange={(e) => {
              setDraft(e.target.value)
              if (e.target.value !== '') set(Number(e.target.value))
            }}
            onBlur={() => setDraft(null)}
          />
        </>
      )
      break
    case 'collection':
      control = (
        <>
          <label htmlFor={id}>{label}</label>
          <textarea
            id={id}
            className={styles.textarea}
            rows={4}
            value={draft ?? (Array.isArray(value) ? value.join('\n') : '')}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => {
              if (draft !== null) set(linesToList(draft))
              setDraft(null)
            }}
          />
        </>
      )
      break
  }

  return (
    <div className={styles.control}>
      {control}
      {isSet ? (
        <button
          type="button"
          className={styles.reset}
          aria-label={t('settings.reset_value_for', { name: label })}
          title={t('settings.reset_value_tooltip')}
          onClick={() => {
            setDraft(null)
            resetPreference(prefKey)
            // This button goes with the value it undid: focus to the control, not the body.
            document.getElementById(id)?.focus()
          }}
        >
          <RotateCcw aria-hidden="true" size={14} />
          {t('settings.reset_value')}
        </button>
      ) : (
        <span className={styles.hint}>{t('settings.instance_default_simple')}</span>
      )}
    </div>
  )
}
