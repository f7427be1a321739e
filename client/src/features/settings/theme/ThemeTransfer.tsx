/**
 * Import, export and reset of the Theme tab (s1 §2 "Theme"; s1 §5 "Invalid theme file refused
 * with no changes"): export saves the theme as Starling's theme file (theme/files.ts); import
 * reads Starling's own, Pleroma-FE's v2/v3 files and the older inline arrays, and refuses
 * anything else with the catalogue message, changing nothing; reset puts every slot back and
 * keeps focus while it has nothing left to reset (ui/useHeldFocus, issue 21).
 */
import { Download, RotateCcw, Upload } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadText, readText } from '../../../lib/files'
import { exportThemeFile, parseThemeFile } from '../../../theme/files'
import type { ThemeSource } from '../../../theme/source'
import { useHeldFocus } from '../../../ui/useHeldFocus'
import type { OutcomeValue } from '../data/Outcome'
import { themeErrorText } from './themeErrorText'
import styles from './Theme.module.css'

/** File name of an exported theme. */
export const THEME_FILE_NAME = 'starling-theme.json'

/** Props of {@link ThemeTransfer}. */
export interface ThemeTransferProps {
  /** The theme shown, which export saves. */
  source: ThemeSource
  /** True when some slot differs from the base: "reset all" is offered. */
  canReset: boolean
  /** A file was read and mapped: its theme. */
  onImport: (source: ThemeSource) => void
  onReset: () => void
  /** The result line to show (a refused file). */
  onOutcome: (outcome: OutcomeValue | null) => void
}

/** The export, import and reset-all buttons; reset all keeps focus once it has reset. */
export function ThemeTransfer({
  source,
  canReset,
  onImport,
  onReset,
  onOutcome,
}: ThemeTransferProps) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  // Nothing left to reset after its press: it keeps focus meanwhile (ui/useHeldFocus).
  const resetFocus = useHeldFocus(!canReset, onReset)
  const importFile = async (file: File) => {
    try {
      onImport(parseThemeFile(await readText(file)))
      onOutcome({ kind: 'done', text: t('settings.style.imported') })
    } catch (error) {
      onOutcome({ kind: 'failed', text: themeErrorText(error, t) })
    }
  }
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.button}
        onClick={() => downloadText(THEME_FILE_NAME, exportThemeFile(source), 'application/json')}
      >
        <Download size={14} aria-hidden="true" />
        {t('settings.export_theme')}
      </button>
      <button type="button" className={styles.button} onClick={() => input.current?.click()}>
        <Upload size={14} aria-hidden="true" />
        {t('settings.import_theme')}
      </button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className={styles.fileInput}
        aria-label={t('settings.import_theme')}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void importFile(file)
        }}
      />
      <button type="button" className={styles.button} {...resetFocus}>
        <RotateCcw size={14} aria-hidden="true" />
        {t('settings.style.reset_all')}
      </button>
    </div>
  )
}
