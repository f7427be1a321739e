import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat, formatLocale } from '../../i18n'
import { RichText } from '../../content/RichText'
import type { Announcement } from '../../entities/types'
import { errorText } from '../../state/errorText'
import {
  markAnnouncementRead,
  removeAnnouncement,
  submitAnnouncement,
} from '../../state/announcements'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { AnnouncementEditor } from './AnnouncementEditor'
import { draftOf, formOf, type AnnouncementForm } from './announcementTime'
import { ErrorBanner } from './ErrorBanner'
import styles from './Announcements.module.css'

/** An ISO time for people: the date (all day) or the date and time, in `language`. */
function formatTime(iso: string, allDay: boolean, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: allDay ? undefined : 'short',
  }).format(date)
}

/** Props of {@link AnnouncementItem}. */
export interface AnnouncementItemProps {
  announcement: Announcement
  /** The viewer may edit and delete (s1 §6 announcements_manage_announcements). */
  admin: boolean
  /** Signed in: may mark it read. */
  signedIn: boolean
}

/**
 * One announcement (s1 §2 "Announcements page", §4 "Announcement: unread/read; view/edit mode
 * (admin)"): the content (server HTML through RichText), publishing, start and end times, an
 * "inactive" line when it is not shown to members now, "Unread" and the Mark as read button
 * (POST …/dismiss) while unread; admins also get Edit (the fields, Submit and Cancel) and
 * Delete behind a confirmation. A failed call shows its error with a close button (s2 §8).
 * Marked read, the button goes and hands focus to the announcement itself (issue 21).
 */
export function AnnouncementItem({ announcement: a, admin, signedIn }: AnnouncementItemProps) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<AnnouncementForm | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const item = useRef<HTMLLIElement>(null)
  const unread = !a.read && !a.inactive

  const run = async (action: () => Promise<void>, after?: () => void) => {
    setBusy(true)
    setError(null)
    try {
      await action()
      after?.()
    } catch (failure) {
      console.warn('An announcement call failed', failure)
      setError(errorText(failure))
    } finally {
      setBusy(false)
    }
  }
  const time = (iso: string) => formatTime(iso, a.all_day, formatLocale())

  return (
    <li ref={item} tabIndex={-1} className={styles.item} data-unread={unread || undefined}>
      {a.inactive && <p className={styles.inactive}>{t('announcements.inactive_message')}</p>}
      {unread && <p className={styles.unread}>{t('announcements.unread')}</p>}
      {editing ? (
        <AnnouncementEditor form={editing} onChange={setEditing} disabled={busy} />
      ) : (
        <RichText html={a.content} emoji={a.emojis} className={styles.body} />
      )}
      <ul className={styles.times}>
        {a.published_at && (
          <li>{t('announcements.published_time_display', { time: time(a.published_at) })}</li>
        )}
        {a.starts_at && (
          <li>{t('announcements.start_time_display', { time: time(a.starts_at) })}</li>
        )}
        {a.ends_at && <li>{t('announcements.end_time_display', { time: time(a.ends_at) })}</li>}
      </ul>
      {error !== null && <ErrorBanner text={error} onClose={() => setError(null)} />}
      <div className={styles.actions}>
        {signedIn && unread && !editing && (
          <Button
            disabled={busy}
            onClick={() =>
              void run(
                () => markAnnouncementRead(a.id),
                () => {
                  // Unless focus moved elsewhere meanwhile.
                  const at = document.activeElement
                  if (at === document.body || item.current?.contains(at)) item.current?.focus()
                },
              )
            }
          >
            {t('announcements.mark_as_read_action')}
          </Button>
        )}
        {admin && editing && (
          <>
            <Button
              disabled={busy || !editing.content.trim()}
              onClick={() =>
                void run(
                  () => submitAnnouncement(draftOf(editing), a.id),
                  () => setEditing(null),
                )
              }
            >
              {t('announcements.submit_edit_action')}
            </Button>
            <Button disabled={busy} onClick={() => setEditing(null)}>
              {t('announcements.cancel_edit_action')}
            </Button>
          </>
        )}
        {admin && !editing && (
          <>
            <Button disabled={busy} onClick={() => setEditing(formOf(a))}>
              {t('announcements.edit_action')}
            </Button>
            <Button disabled={busy} onClick={() => setConfirmDelete(true)}>
              {t('announcements.delete_action')}
            </Button>
          </>
        )}
      </div>
      {confirmDelete && (
        <Dialog
          alert
          title={t('announcements.delete_confirm_title')}
          closeLabel={t('announcements.close_error')}
          onClose={() => setConfirmDelete(false)}
          actions={
            <>
              <Button onClick={() => setConfirmDelete(false)} data-autofocus>
                {t('announcements.cancel_edit_action')}
              </Button>
              <Button
                onClick={() => {
                  setConfirmDelete(false)
                  void run(() => removeAnnouncement(a.id))
                }}
              >
                {t('announcements.delete_action')}
              </Button>
            </>
          }
        >
          <p>{t('announcements.delete_confirm')}</p>
        </Dialog>
      )}
    </li>
  )
}
