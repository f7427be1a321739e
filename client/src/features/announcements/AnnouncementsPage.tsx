import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUser } from '../../state/entities'
import { errorText } from '../../state/errorText'
import {
  canManageAnnouncements,
  refreshAnnouncements,
  submitAnnouncement,
  useAnnouncements,
} from '../../state/announcements'
import { useSession } from '../../state/session'
import { Button } from '../../ui/Button'
import { Panel } from '../../ui/Panel'
import { Spinner } from '../../ui/Spinner'
import { AnnouncementEditor } from './AnnouncementEditor'
import { AnnouncementItem } from './AnnouncementItem'
import { draftOf, formOf } from './announcementTime'
import { ErrorBanner } from './ErrorBanner'
import styles from './Announcements.module.css'

/** The admin's post form (s1 §2 "admins see a post form"): the fields and Post. */
function PostForm() {
  const { t } = useTranslation()
  const headingId = useId()
  const [form, setForm] = useState(formOf)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const post = async () => {
    setBusy(true)
    setError(null)
    try {
      await submitAnnouncement(draftOf(form))
      setForm(formOf())
    } catch (failure) {
      console.warn('Posting the announcement failed', failure)
      setError(errorText(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className={styles.postForm} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.postHeading}>
        {t('announcements.post_form_header')}
      </h2>
      <AnnouncementEditor form={form} onChange={setForm} disabled={busy} />
      {error !== null && <ErrorBanner text={error} onClose={() => setError(null)} />}
      <Button disabled={busy || !form.content.trim()} onClick={() => void post()}>
        {t('announcements.post_action')}
      </Button>
    </section>
  )
}

/**
 * The announcements page, route announcements /announcements (s1 §2 "Announcements page"):
 * the list, newest first as the server sends it, with read and unread and inactive ones
 * marked; admins (s1 §6 announcements_manage_announcements) see the post form and edit mode.
 * Fetches on opening (admins: the admin list too); the 300 s poll runs from the live module.
 * Visitors get the empty text (the server answers announcements to signed-in users only).
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation()
  const headingId = useId()
  const userId = useSession((s) => s.user)
  const admin = canManageAnnouncements(useUser(userId))
  const items = useAnnouncements((s) => s.items)
  const [loaded, setLoaded] = useState(userId === null)

  useEffect(() => {
    if (userId === null) return
    let live = true
    void refreshAnnouncements(admin)
      .catch((error: unknown) => console.warn('Fetching announcements failed', error))
      .finally(() => {
        if (live) setLoaded(true)
      })
    return () => {
      live = false
    }
  }, [userId, admin])

  return (
    <Panel title={t('announcements.page_header')} level={1} headingId={headingId}>
      {admin && <PostForm />}
      {!loaded && <Spinner label={t('announcements.loading')} />}
      {loaded && items.length === 0 && <p className={styles.empty}>{t('announcements.empty')}</p>}
      <ul className={styles.list}>
        {items.map((a) => (
          <AnnouncementItem key={a.id} announcement={a} admin={admin} signedIn={userId !== null} />
        ))}
      </ul>
    </Panel>
  )
}
