import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { displayHandle } from '../../lib/handle'
import { useUser } from '../../state/entities'
import { Dialog } from '../../ui/Dialog'
import { closeMention } from './dialogs'
import { Spinner } from '../../ui/Spinner'

const PostForm = lazy(() => import('../composer').then((m) => ({ default: m.PostForm })))

/**
 * The post form in a dialog, starting with "@handle " of the stored user `userId` (the mention
 * button, s1 §2 "Full user card"); closes after posting. Default export: loaded on first use.
 */
export default function MentionDialog({ userId }: { userId: string }) {
  const { t } = useTranslation()
  const user = useUser(userId)
  if (!user) return null
  return (
    <Dialog
      title={t('post_status.new_status')}
      closeLabel={t('general.close')}
      onClose={closeMention}
    >
      <Suspense fallback={<Spinner />}>
        <PostForm
          message={`@${displayHandle(user.screen_name)} `}
          onPosted={closeMention}
          autoFocus
        />
      </Suspense>
    </Dialog>
  )
}
