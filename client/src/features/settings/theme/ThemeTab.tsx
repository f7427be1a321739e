/**
 * The Theme settings tab (s1 §2 "Settings tabs": Theme — presets, common colors, advanced
 * colors, roundness, shadows, fonts; s1 §3 "Theme"; s1 §5 invalid theme file; s1 §9 contrast).
 * Every edit makes the edited theme the account's custom theme and applies it at once
 * (state/theme.ts); the preview, the ratios and the whole page follow.
 *
 * The base (what "reset" goes back to) is the chosen built-in preset, or for a custom theme the
 * preset or file it came from (themeBase.ts).
 */
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ThemeChoice } from '../../../theme'
import { deriveTheme } from '../../../theme/derive'
import { builtinPreset, type ThemePreset } from '../../../theme/presets'
import { presetSource } from '../../../state/themePresets'
import { DEFAULT_SOURCE, type ThemeSource } from '../../../theme/source'
import { sessionAccountKey } from '../../../state/session'
import { useTheme } from '../../../state/theme'
import { Outcome, type OutcomeValue } from '../data/Outcome'
import { AdvancedColors, CommonColors } from './ColorSections'
import { ContrastList } from './ContrastList'
import { PresetPicker } from './PresetPicker'
import { ShadowEditor } from './ShadowEditor'
import { Fonts, Roundness } from './ShapeSections'
import styles from './Theme.module.css'
import { keepThemeBase, loadThemeBase } from './themeBase'
import { ThemePreview } from './ThemePreview'
import { themeErrorText } from './themeErrorText'
import { ThemeTransfer } from './ThemeTransfer'

/** The built-in source the system's colour scheme shows ('system' choice). */
function systemSource(): ThemeSource {
  const light = window.matchMedia?.('(prefers-color-scheme: light)').matches === true
  return builtinPreset(light ? 'light' : 'pleroma-dark')?.source ?? DEFAULT_SOURCE
}

/** The source a choice shows. */
function sourceOf(choice: string, custom: ThemeSource | null): ThemeSource {
  if (choice === 'custom') return custom ?? DEFAULT_SOURCE
  if (choice === 'system') return systemSource()
  return builtinPreset(choice)?.source ?? DEFAULT_SOURCE
}

/** The Theme tab's content. */
export default function ThemeTab() {
  const { t } = useTranslation()
  const { choice, custom, selectTheme, setCustomTheme } = useTheme()
  const source = sourceOf(choice, custom)
  const account = sessionAccountKey()
  const [customBase, setCustomBase] = useState(() => loadThemeBase(account))
  const base = choice === 'custom' ? customBase : source
  const setBase = (next: ThemeSource) => {
    keepThemeBase(account, next)
    setCustomBase(next)
  }
  const [outcome, setOutcome] = useState<OutcomeValue | null>(null)
  const vars = useMemo(() => deriveTheme(source), [source])
  const edit = (next: ThemeSource) => {
    setOutcome(null)
    if (choice !== 'custom') setBase(source)
    setCustomTheme(next)
  }
  const choose = (next: string) => {
    setOutcome(null)
    selectTheme(next as ThemeChoice)
  }
  /** A preset of the instance or an imported file: the new custom theme and its base. */
  const startFrom = (loaded: ThemeSource) => {
    setOutcome(null)
    setBase(loaded)
    setCustomTheme(loaded)
  }
  const pickInstancePreset = (preset: ThemePreset) => {
    setOutcome(null)
    presetSource(preset).then(startFrom, (error: unknown) =>
      setOutcome({ kind: 'failed', text: themeErrorText(error, t) }),
    )
  }
  const section = { source, base, vars, onChange: edit }
  return (
    <div className={styles.tab}>
      <PresetPicker
        choice={choice}
        hasCustom={custom !== null}
        onChoose={choose}
        onInstancePreset={pickInstancePreset}
      />
      <ThemeTransfer
        source={source}
        canReset={JSON.stringify(source) !== JSON.stringify(base)}
        onImport={startFrom}
        onReset={() => edit(structuredClone(base))}
        onOutcome={setOutcome}
      />
      <Outcome value={outcome} />
      <ThemePreview />
      <ContrastList vars={vars} />
      <CommonColors {...section} />
      <AdvancedColors {...section} />
      <Roundness {...section} />
      <ShadowEditor {...section} />
      <Fonts {...section} />
    </div>
  )
}
