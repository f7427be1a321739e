import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { contextOfKey, type Draft } from './draft'
import { deleteDraft, useDrafts } from '../../state/drafts'
import { EditStatusModal } from './EditStatusModal'
import { ReplyForm } from './ReplyForm'
import styles from './Composer.module.css'

/**
 * Saved reply and edit drafts (issue 5 "a list of drafts to resume or delete"); the new-post
 * draft is already in the form above. Resuming opens the reply form or the edit modal.
 */
export function DraftsList() {
  const { t } = useTranslation()
  const drafts = useDrafts<Draft>()
  const [open, setOpen] = useState<string | null>(null)
  const entries = Object.entries(drafts).filter(([key]) => key !== 'new')
  if (entries.length === 0) return null
  return (
    <details className={styles.drafts}>
      <summary>{t('post_status.drafts', { count: entries.length })}</summary>
      <ul>
        {entries.map(([key, saved]) => {
          const context = contextOfKey(key)
          if (!context || context.kind === 'new') return null
          return (
            <li key={key}>
              <span className={styles.draftText}>
                {saved.draft.status || saved.draft.spoilerText}
              </span>
              <button type="button" className={styles.textButton} onClick={() => setOpen(key)}>
                {t('post_status.resume_draft')}
              </button>
              <button type="button" className={styles.textButton} onClick={() => deleteDraft(key)}>
                {t('post_status.delete_draft')}
              </button>
              {open === key && context.kind === 'reply' && (
                <ReplyForm statusId={context.statusId} onClose={() => setOpen(null)} />
              )}
              {open === key && context.kind === 'edit' && (
                <EditStatusModal statusId={context.statusId} onClose={() => setOpen(null)} />
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}
