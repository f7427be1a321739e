/**
 * The settings backup (s1 §2 "Data import/export": settings backup; s1 §5 "Settings import"):
 * saves the user's own preference values as `starling_settings.json` (format version 1, see
 * settingsFile.ts), and restores them from such a file: an invalid file or another major
 * version is refused with nothing changed, another minor version is restored with a warning.
 */
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadText, readText } from '../../../lib/files'
import { preferencesStore } from '../../../state/preferences/preferences'
import { Button } from '../../../ui/Button'
import styles from '../SettingsModal.module.css'
import own from './Data.module.css'
import { Outcome, type OutcomeValue } from './Outcome'
import { applySettingsValues, readSettingsFile, settingsFileContent } from './settingsFile'

/** Name of the saved file. */
export const SETTINGS_FILE_NAME = 'starling_settings.json'

/** The settings backup group of the Data tab. */
export function SettingsBackup() {
  const { t } = useTranslation()
  const id = useId()
  const [outcome, setOutcome] = useState<OutcomeValue | null>(null)

  const save = () => {
    const content = settingsFileContent(preferencesStore.getState().user)
    downloadText(SETTINGS_FILE_NAME, JSON.stringify(content, null, 2), 'application/json')
  }

  const restore = async (file: File | undefined) => {
    if (!file) return
    const result = readSettingsFile(await readText(file))
    if (!result.ok) {
      setOutcome({ kind: 'failed', text: t(result.error.key, result.error.args) })
      return
    }
    applySettingsValues(result.values)
    setOutcome(
      result.warning
        ? { kind: 'warned', text: t(result.warning.key, result.warning.args) }
        : { kind: 'done', text: t('settings.file_export_import.restored') },
    )
  }

  return (
    <fieldset className={styles.group}>
      <legend>{t('settings.file_export_import.backup_restore')}</legend>
      <div className={own.row}>
        <Button onClick={save}>{t('settings.file_export_import.backup_settings')}</Button>
      </div>
      <label htmlFor={id}>{t('settings.file_export_import.restore_settings')}</label>
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        className={own.file}
        onChange={(e) => {
          void restore(e.target.files?.[0])
          e.target.value = ''
        }}
      />
      <Outcome value={outcome} />
    </fieldset>
  )
}
