import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Report, ReportState } from '../../entities/types'
import { userRoute } from '../../lib/userLink'
import { useStatus, useUser } from '../../state/entities'
import { useInstance } from '../../state/instance'
import { changeReportState, useReportState } from './reportStates'
import styles from './Report.module.css'

const STATES: readonly ReportState[] = ['open', 'closed', 'resolved']

/** A user of the report as a link to their profile (@handle). */
function UserLink({ userId }: { userId: string }) {
  const user = useUser(userId)
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  if (!user) return null
  return <Link to={userRoute(user.id, user.screen_name, restricted)}>@{user.screen_name_ui}</Link>
}

/** A reported status as one line linking to its conversation. */
function StatusLine({ statusId }: { statusId: string }) {
  const { t } = useTranslation()
  const status = useStatus(statusId)
  if (!status) return null
  return (
    <li>
      <Link to={`/notice/${status.id}`}>
        {status.summary || status.text || t('notifications.status_without_text')}
      </Link>
    </li>
  )
}

/**
 * A report inside its notification (s1 §3 "Report", s1 §6 "Report state changes and reporter
 * links appear inside report notifications"): the reporter and the reported user (links), the
 * comment as plain text, the reported statuses, the staff notes and the state select (open,
 * closed, resolved), which changes at once and goes back on failure (reportStates.ts).
 */
export function ReportDetails({ report }: { report: Report }) {
  const { t } = useTranslation()
  const stateId = useId()
  const state = useReportState(report)
  return (
    <div className={styles.report}>
      <div className={styles.row}>
        <span className={styles.label}>{t('report.reporter')}</span>
        <UserLink userId={report.actor} />
        <span className={styles.label}>{t('report.reported_user')}</span>
        <UserLink userId={report.acct} />
      </div>
      <p className={styles.comment}>{report.content || t('report.no_comment')}</p>
      {report.statuses.length > 0 && (
        <div>
          <span className={styles.label}>{t('report.reported_statuses')}</span>
          <ul className={styles.list}>
            {report.statuses.map((id) => (
              <StatusLine key={id} statusId={id} />
            ))}
          </ul>
        </div>
      )}
      {report.notes.length > 0 && (
        <div>
          <span className={styles.label}>{t('report.notes')}</span>
          <ul className={styles.list}>
            {report.notes.map((note) => (
              <li key={note.id} className={styles.comment}>
                {note.content}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.row}>
        <label htmlFor={stateId} className={styles.label}>
          {t('report.state')}
        </label>
        <select
          id={stateId}
          className={styles.state}
          value={state}
          onChange={(event) =>
            void changeReportState(report, event.currentTarget.value as ReportState)
          }
        >
          {STATES.map((name) => (
            <option key={name} value={name}>
              {t(`report.state_${name}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
