/**
 * Import and export of one kind of list (s1 §2 "Data import/export": follows, blocks, mutes;
 * s2 §7: the file is sent as `list`; PLEROMA-API §13). Import: choose a file, send it; the
 * server applies it in the background, so success says "imported! Processing them will take a
 * while". Export: every page of the list, saved as `<kind>.csv`, one account address per line.
 */
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { instanceOrigin } from '../../../api/http'
import { fetchWholeList, importList, type ImportKind } from '../../../api/endpoints/settings'
import { downloadText } from '../../../lib/files'
import { errorText } from '../../../state/errorText'
import { Button } from '../../../ui/Button'
import styles from '../SettingsModal.module.css'
import { exportText } from './csv'
import own from './Data.module.css'
import { Outcome, type OutcomeValue } from './Outcome'

/** Catalogue keys of one kind (Pleroma-FE's names). */
const KEYS: Record<
  ImportKind,
  Record<'import' | 'choose' | 'done' | 'error' | 'export' | 'button', string>
> = {
  follows: {
    import: 'settings.follow_import',
    choose: 'settings.import_followers_from_a_csv_file',
    done: 'settings.follows_imported',
    error: 'settings.follow_import_error',
    export: 'settings.follow_export',
    button: 'settings.follow_export_button',
  },
  blocks: {
    import: 'settings.block_import',
    choose: 'settings.import_blocks_from_a_csv_file',
    done: 'settings.blocks_imported',
    error: 'settings.block_import_error',
    export: 'settings.block_export',
    button: 'settings.block_export_button',
  },
  mutes: {
    import: 'settings.mute_import',
    choose: 'settings.import_mutes_from_a_csv_file',
    done: 'settings.mutes_imported',
    error: 'settings.mute_import_error',
    export: 'settings.mute_export',
    button: 'settings.mute_export_button',
  },
}

/** Props of {@link ListTransfer}. */
export interface ListTransferProps {
  kind: ImportKind
  /** The signed-in user's id (whose follows are exported). */
  userId: string
}

/** The import and export groups of one kind of list. */
export function ListTransfer({ kind, userId }: ListTransferProps) {
  const { t } = useTranslation()
  const id = useId()
  const keys = KEYS[kind]
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [imported, setImported] = useState<OutcomeValue | null>(null)
  const [exported, setExported] = useState<OutcomeValue | null>(null)

  const sendImport = async () => {
    if (!file) return
    setBusy(true)
    setImported(null)
    try {
      await importList(kind, file)
      setImported({ kind: 'done', text: t(keys.done) })
    } catch (error) {
      console.warn('Starling: import failed', error)
      setImported({ kind: 'failed', text: t(keys.error) })
    } finally {
      setBusy(false)
    }
  }

  const sendExport = async () => {
    setBusy(true)
    setExported(null)
    try {
      const listKind = kind === 'follows' ? 'following' : kind
      const { users } = await fetchWholeList(listKind, userId)
      downloadText(`${kind}.csv`, exportText(users, new URL(instanceOrigin()).host), 'text/csv')
    } catch (error) {
      setExported({ kind: 'failed', text: errorText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <fieldset className={styles.group}>
        <legend>{t(keys.import)}</legend>
        <label htmlFor={id}>{t(keys.choose)}</label>
        <div className={own.row}>
          <input
            id={id}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className={own.file}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Button disabled={!file || busy} onClick={() => void sendImport()}>
            {t('settings.import')}
          </Button>
        </div>
        <Outcome value={imported} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t(keys.export)}</legend>
        <div className={own.row}>
          <Button disabled={busy} onClick={() => void sendExport()}>
            {t(keys.button)}
          </Button>
        </div>
        <Outcome value={exported} />
      </fieldset>
    </>
  )
}
