import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../state/session'
import type { Status } from '../../entities/types'
import { Composer } from './Composer'
import { DraftsList } from './DraftsList'
import { initialDraft } from './initialDraft'
import { useUser } from '../../state/entities'

/** Props of {@link PostForm}; none is required. */
export interface PostFormProps {
  /** Called after a successful post (the post modal closes). */
  onPosted?: (status: Status) => void
  autoFocus?: boolean
  /** Text to start with instead of the URL's `message` (e.g. "@handle " of a mention button). */
  message?: string
}

/**
 * The new-post form of the user panel, the third column and the post modal (s1 §2). Starts from
 * the saved new-post draft, or from `message` or the `message` query parameter (s1 §2), and lists the
 * saved drafts to resume or delete. Marked `data-new-post`: the `n` shortcut focuses its field.
 */
export function PostForm({ onPosted, autoFocus, message }: PostFormProps) {
  const { t } = useTranslation()
  const me = useUser(useSession((s) => s.user))
  const [params] = useSearchParams()
  const [initial] = useState(() =>
    initialDraft({ kind: 'new' }, me, undefined, message ?? params.get('message')),
  )
  return (
    <div data-new-post="">
      <Composer
        context={{ kind: 'new' }}
        initial={initial}
        onPosted={onPosted}
        autoFocus={autoFocus}
        label={t('post_status.new_status')}
      />
      <DraftsList />
    </div>
  )
}
