/**
 * The language picker (s1 §9: about 34 languages offered first, out of about 150 codes): the
 * languages with a catalogue, then every other code of the full list, each option named in its
 * own language and marked with that language's `lang`. The settings' interface language and the
 * registration form's language use it.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { languageOptions, type LanguageOption } from '../i18n/languages'

/** Props of {@link LanguageSelect}. */
export interface LanguageSelectProps {
  id: string
  /** The chosen code (one of i18n/languages.ts's, or any code of that shape). */
  value: string
  onChange: (code: string) => void
  disabled?: boolean
  /** Options before the two groups (the registration form's "Same as the interface"). */
  before?: ReactNode
}

/** A `<select>` of every language, the translated ones in the first group. */
export function LanguageSelect({ id, value, onChange, disabled, before }: LanguageSelectProps) {
  const { t } = useTranslation()
  const { translated, other } = languageOptions()
  const options = (list: LanguageOption[]) =>
    list.map((language) => (
      <option key={language.code} value={language.code} lang={language.tag}>
        {language.name}
      </option>
    ))
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {before}
      <optgroup label={t('settings.languages_translated')}>{options(translated)}</optgroup>
      <optgroup label={t('settings.languages_other')}>{options(other)}</optgroup>
    </select>
  )
}
