import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { sendReport } from '../../api/endpoints/accounts'
import { fetchTimeline } from '../../api/endpoints/timelines'
import { useStatus, useUser } from '../../state/entities'
import { isAbort, load } from '../../state/load'
import { pushNotice } from '../../state/notices'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { closeReport, type ReportTarget } from './dialogs'
import type { Status } from '../../entities/types'
import styles from './Relations.module.css'

/**
 * What a status's checkbox reads: its content warning, else its text; a post with neither (only
 * attachments or a poll) reads its attachments' descriptions, else "Attachments", so no box is
 * left without a name (axe `label`).
 */
function choiceText(status: Status, attachments: string): string {
  const described = status.attachments.map((attachment) => attachment.description.trim())
  return status.summary || status.text || described.filter(Boolean).join(', ') || attachments
}

function StatusChoice({
  id,
  checked,
  onToggle,
}: {
  id: string
  checked: boolean
  onToggle: () => void
}) {
  const { t } = useTranslation()
  const status = useStatus(id)
  if (!status) return null
  return (
    <li>
      <label className={styles.choice}>
        <input type="checkbox" checked={checked} onChange={onToggle} />
        <span className={styles.choiceText}>{choiceText(status, t('status.attachments'))}</span>
      </label>
    </li>
  )
}

/**
 * The reported user's latest statuses (GET accounts/:id/statuses), ids; [] until they arrive.
 * Their repeats are left out: what they repeated is someone else's post.
 */
function useRecentStatuses(userId: string): string[] {
  const [ids, setIds] = useState<string[]>([])
  useEffect(() => {
    const controller = new AbortController()
    load((signal) => fetchTimeline('user', { userId }, signal), controller.signal)
      .then((page) => {
        const statuses = new Map(page.batch.statuses.map((status) => [status.id, status]))
        setIds(page.ids.filter((id) => !statuses.get(id)?.retweeted_status))
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) console.warn('Loading the statuses to report failed', error)
      })
    return () => controller.abort()
  }, [userId])
  return ids
}

function ReportForm({ target }: { target: ReportTarget }) {
  const { t } = useTranslation()
  const user = useUser(target.userId)
  const recent = useRecentStatuses(target.userId)
  const [comment, setComment] = useState('')
  const [forward, setForward] = useState(false)
  const [chosen, setChosen] = useState<string[]>(target.statusIds)
  const [state, setState] = useState<'editing' | 'processing' | 'error'>('editing')
  const remote = user ? !user.is_local : false
  const handle = user ? `@${user.screen_name_ui}` : ''
  const listed = [...new Set([...target.statusIds, ...recent])]
  const toggle = (id: string) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setState('processing')
    const statusIds = listed.filter((id) => chosen.includes(id))
    sendReport({ userId: target.userId, comment, forward: remote && forward, statusIds })
      .then(() => {
        closeReport()
        pushNotice({ messageKey: 'user_reporting.success', level: 'success' })
      })
      .catch((error: unknown) => {
        console.warn('Reporting failed', error)
        setState('error')
      })
  }
  const busy = state === 'processing'
  return (
    <form onSubmit={submit} className={styles.report}>
      <p>{t('user_reporting.add_comment_description')}</p>
      <label className={styles.field}>
        <span>{t('user_reporting.additional_comments')}</span>
        <textarea
          className={styles.textarea}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          disabled={busy}
          data-autofocus
        />
      </label>
      {remote ? <p>{t('user_reporting.forward_description')}</p> : null}
      {remote ? (
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={forward}
            onChange={(event) => setForward(event.target.checked)}
            disabled={busy}
          />
          <span>
            {t('user_reporting.forward_to', { 0: user?.screen_name.split('@')[1] ?? '' })}
          </span>
        </label>
      ) : null}
      {listed.length > 0 ? (
        <fieldset className={styles.statuses} disabled={busy}>
          <legend>{t('user_reporting.statuses', { user: handle })}</legend>
          <ul className={styles.statusList}>
            {listed.map((id) => (
              <StatusChoice
                key={id}
                id={id}
                checked={chosen.includes(id)}
                onToggle={() => toggle(id)}
              />
            ))}
          </ul>
        </fieldset>
      ) : null}
      {state === 'error' ? (
        <p role="alert" className={styles.error}>
          {t('user_reporting.generic_error')}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {t(busy ? 'user_reporting.processing' : 'user_reporting.submit')}
      </Button>
    </form>
  )
}

/**
 * The report modal (s1 §4 "Report modal", s1 §5 "Report"; s2 §7 POST /api/v1/reports): a
 * comment without a length bound, "forward to" only for remote users, and the user's recent
 * statuses as checkboxes (the ones it was opened with already chosen). Every field starts afresh
 * when the reported user changes. Submitting shows processing; success closes it with a
 * success notice; failure shows user_reporting.generic_error inside and keeps what was typed.
 * Default export: loaded lazily by DialogHost.
 */
export default function ReportModal({ target }: { target: ReportTarget }) {
  const { t } = useTranslation()
  const user = useUser(target.userId)
  return (
    <Dialog
      title={t('user_reporting.title', { 0: user ? `@${user.screen_name_ui}` : '' })}
      closeLabel={t('general.close')}
      onClose={closeReport}
    >
      <ReportForm key={target.userId} target={target} />
    </Dialog>
  )
}
