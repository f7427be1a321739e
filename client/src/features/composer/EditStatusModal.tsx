import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchStatusSource } from '../../api/endpoints/compose'
import { Dialog } from '../../ui/Dialog'
import { Spinner } from '../../ui/Spinner'
import { emptyDraft, draftKey, type Draft } from './draft'
import { loadDraft } from '../../state/drafts'
import { Composer } from './Composer'
import { errorText } from '../../state/errorText'
import { useStatus } from '../../state/entities'

/** Props of {@link EditStatusModal}. */
export interface EditStatusModalProps {
  statusId: string
  onClose: () => void
}

/**
 * The edit-post modal (s1 §2, s1 §5 "Editing"): GET /source, then the composer with polls
 * hidden and the scope selector disabled; PUT on submit (DECISIONS.md: no poll fields).
 */
export function EditStatusModal({ statusId, onClose }: EditStatusModalProps) {
  const { t } = useTranslation()
  const status = useStatus(statusId)
  const [draft, setDraft] = useState<Draft | null>(
    () => loadDraft<Draft>(draftKey({ kind: 'edit', statusId })) ?? null,
  )
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => {
    if (draft || !status) return
    const controller = new AbortController()
    fetchStatusSource(statusId, controller.signal)
      .then((source) =>
        setDraft({
          ...emptyDraft({
            visibility: status.visibility,
            contentType: source.content_type,
            nsfw: status.nsfw,
          }),
          status: source.text,
          spoilerText: source.spoiler_text,
          files: status.attachments,
        }),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(errorText(error))
      })
    return () => controller.abort()
  }, [draft, status, statusId])
  return (
    <Dialog
      title={t('post_status.edit_status')}
      closeLabel={t('post_status.close')}
      onClose={onClose}
    >
      {failure && <p role="alert">{t('post_status.error', { message: failure })}</p>}
      {!failure && !draft && <Spinner />}
      {draft && (
        <Composer
          context={{ kind: 'edit', statusId }}
          initial={draft}
          originalScope={status?.visibility ?? null}
          autoFocus
          onPosted={onClose}
          label={t('post_status.edit_status')}
        />
      )}
    </Dialog>
  )
}
