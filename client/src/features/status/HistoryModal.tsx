import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchStatusHistory, type StatusVersion } from '../../api/endpoints/statuses'
import { Dialog } from '../../ui/Dialog'
import { Spinner } from '../../ui/Spinner'
import { RelativeTime } from '../../ui/RelativeTime'
import styles from './actions/Actions.module.css'
import { Attachments } from './Attachments'
import { EmojiText } from '../../content/EmojiText'
import { RichText } from '../../content/RichText'

type Load = { state: 'loading' } | { state: 'error' } | { state: 'done'; versions: StatusVersion[] }

/**
 * The post history modal (s1 §2 "Modals: post history"): GET /api/v1/statuses/:id/history,
 * the versions newest first, each with its time, subject, body (through RichText) and
 * attachments. A spinner while loading; an error line when the call fails.
 */
export function HistoryModal({ statusId, onClose }: { statusId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    fetchStatusHistory(statusId, controller.signal).then(
      (versions) => setLoad({ state: 'done', versions }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('Could not load the post history', error)
        setLoad({ state: 'error' })
      },
    )
    return () => controller.abort()
  }, [statusId])
  return (
    <Dialog title={t('status.history_title')} closeLabel={t('status.close')} onClose={onClose}>
      {load.state === 'loading' ? <Spinner /> : null}
      {load.state === 'error' ? <p role="alert">{t('status.history_error')}</p> : null}
      {load.state === 'done' ? (
        <ol className={styles.versions}>
          {load.versions.map((version, index) => (
            <li key={`${version.created_at}.${index}`} className={styles.version}>
              <p className={styles.faint}>
                <RelativeTime iso={version.created_at} />
              </p>
              {version.summary.trim() !== '' ? (
                <p className={styles.versionSubject}>
                  <EmojiText text={version.summary} emoji={version.emojis} />
                </p>
              ) : null}
              <RichText html={version.raw_html} emoji={version.emojis} greentext />
              <Attachments attachments={version.attachments} sensitive={version.nsfw} />
            </li>
          ))}
        </ol>
      ) : null}
    </Dialog>
  )
}
