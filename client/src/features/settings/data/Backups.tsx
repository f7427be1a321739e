/**
 * Account backups (s1 §2 "Data import/export": account backup; s1 §3 "Backup: listed with ready
 * or not-ready state"; PLEROMA-API §13): the account's backups with their date and state, a
 * download link once ready, and a button asking for a new one. While one is not ready the list
 * is read again every {@link BACKUP_POLL_MS}. A refused request (one backup a week) shows the
 * server's sentence.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatLocale } from '../../../i18n'
import { fetchBackups, requestBackup, type Backup } from '../../../api/endpoints/settings'
import { errorText } from '../../../state/errorText'
import { Button } from '../../../ui/Button'
import styles from '../SettingsModal.module.css'
import own from './Data.module.css'
import { Outcome, type OutcomeValue } from './Outcome'

/** How often the list is read again while a backup is not ready, ms. */
export const BACKUP_POLL_MS = 3000

/** The account backup group of the Data tab. */
export function Backups() {
  const { t } = useTranslation()
  const [backups, setBackups] = useState<Backup[] | null>(null)
  const [outcome, setOutcome] = useState<OutcomeValue | null>(null)
  const [busy, setBusy] = useState(false)
  const [round, setRound] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    fetchBackups(controller.signal).then(setBackups, (error: unknown) => {
      if (controller.signal.aborted) return
      setOutcome({
        kind: 'failed',
        text: t('settings.list_backups_error', { error: errorText(error) }),
      })
    })
    return () => controller.abort()
  }, [round, t])

  const waiting = backups?.some((b) => !b.ready) ?? false
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setRound((n) => n + 1), BACKUP_POLL_MS)
    return () => clearTimeout(timer)
  }, [waiting, backups])

  const add = async () => {
    setBusy(true)
    setOutcome(null)
    try {
      setBackups(await requestBackup())
      setOutcome({ kind: 'done', text: t('settings.added_backup') })
    } catch (error) {
      setOutcome({
        kind: 'failed',
        text: t('settings.add_backup_error', { error: errorText(error) }),
      })
    } finally {
      setBusy(false)
    }
  }

  const format = new Intl.DateTimeFormat(formatLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <fieldset className={styles.group}>
      <legend>{t('settings.account_backup')}</legend>
      <p className={styles.hint}>{t('settings.account_backup_description')}</p>
      {backups && backups.length > 0 && (
        <ul className={own.backups} aria-label={t('settings.account_backup_table_head')}>
          {backups.map((backup) => (
            <li key={backup.id}>
              <time dateTime={backup.requestedAt}>
                {format.format(new Date(backup.requestedAt))}
              </time>
              {backup.ready ? (
                <a href={backup.url} download>
                  {t('settings.download_backup')}
                </a>
              ) : (
                <span>{t('settings.backup_not_ready')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={own.row}>
        <Button disabled={busy} onClick={() => void add()}>
          {t('settings.add_backup')}
        </Button>
      </div>
      <Outcome value={outcome} />
    </fieldset>
  )
}
