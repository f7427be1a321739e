import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/Button'
import styles from './Security.module.css'

/** File name of downloaded backup codes. */
const FILE_NAME = 'backup-codes.txt'

/** Saves `text` as a plain-text file through a temporary object URL. */
function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
  const link = document.createElement('a')
  link.href = url
  link.download = FILE_NAME
  link.click()
  URL.revokeObjectURL(url)
}

/**
 * Freshly made backup (recovery) codes (PLEROMA-API §13 backup_codes): shown once, with the
 * warning to keep them, a copy button and a download as a text file, one code a line.
 */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const text = `${codes.join('\n')}\n`
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <div className={styles.codes}>
      <p>{t('settings.mfa.recovery_codes')}</p>
      <p className={styles.hint}>{t('settings.mfa.recovery_codes_warning')}</p>
      <ul aria-label={t('settings.mfa.recovery_codes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button onClick={copy}>{t('settings.mfa.copy_codes')}</Button>
        <Button onClick={() => download(text)}>{t('settings.mfa.download_codes')}</Button>
        {copied && <span role="status">{t('settings.mfa.codes_copied')}</span>}
      </div>
    </div>
  )
}
