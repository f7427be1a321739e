import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../state/session'
import { Composer } from './Composer'
import { initialDraft } from './initialDraft'
import { entities, useStatus, useUser } from '../../state/entities'

/** Props of {@link ReplyForm}. */
export interface ReplyFormProps {
  statusId: string
  onClose: () => void
}

/**
 * The inline reply form under a post (s1 §2 "inline reply form"): mentions, scope and subject
 * come from the replied-to status (s1 §5, s1 §3); its draft is kept per status. Closes after
 * posting.
 */
export function ReplyForm({ statusId, onClose }: ReplyFormProps) {
  const { t } = useTranslation()
  const me = useUser(useSession((s) => s.user))
  const status = useStatus(statusId)
  const [initial] = useState(() =>
    initialDraft(
      { kind: 'reply', statusId },
      me,
      status && {
        status,
        author: entities().getState().users[status.user],
      },
    ),
  )
  return (
    <Composer
      context={{ kind: 'reply', statusId }}
      initial={initial}
      originalScope={status?.visibility ?? null}
      autoFocus
      onPosted={onClose}
      label={t('post_status.reply')}
    />
  )
}
