import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '../../entities/types'
import { errorText } from '../../state/errorText'
import { useSession } from '../../state/session'
import { Button } from '../../ui/Button'
import { changeNote } from './relations'
import styles from './Relations.module.css'

/**
 * The private note on a user (s1 §4 "Note editor"; POST /api/v1/accounts/:id/note): the note
 * (or "(None)") with an edit button; editing shows a text area with apply and cancel. While it
 * saves everything is frozen; success goes back to viewing the saved note, failure shows the
 * error and keeps the text; cancel restores the saved note. Renders nothing for visitors and
 * on the viewer's own card.
 */
export function NoteEditor({ user }: { user: User }) {
  const { t } = useTranslation()
  const viewer = useSession((session) => session.user)
  const saved = user.relationship?.note ?? ''
  const [draft, setDraft] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (viewer === null || viewer === user.id) return null
  const cancel = () => {
    setDraft(null)
    setError(null)
  }
  const apply = () => {
    if (draft === null) return
    setSaving(true)
    setError(null)
    changeNote(user.id, draft)
      .then(() => setDraft(null))
      .catch((reason: unknown) => {
        console.warn('Saving the note failed', reason)
        setError(errorText(reason))
      })
      .finally(() => setSaving(false))
  }
  const label = t('user_card.note')
  if (draft === null) {
    return (
      <section className={styles.note} aria-label={label}>
        <h2 className={styles.noteHeading}>{label}</h2>
        <p className={saved ? styles.noteText : `${styles.noteText} ${styles.faint}`}>
          {saved || t('user_card.note_blank')}
        </p>
        <div className={styles.row}>
          <Button onClick={() => setDraft(saved)}>{t('user_card.edit_note')}</Button>
        </div>
      </section>
    )
  }
  return (
    <section className={styles.note} aria-label={label}>
      <textarea
        className={styles.textarea}
        aria-label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        disabled={saving}
        autoFocus
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {t('user_card.note_error', { error })}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button onClick={apply} disabled={saving}>
          {t('user_card.edit_note_apply')}
        </Button>
        <Button onClick={cancel} disabled={saving}>
          {t('user_card.edit_note_cancel')}
        </Button>
      </div>
    </section>
  )
}
