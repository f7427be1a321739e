import { useTranslation } from 'react-i18next'
import { Dialog } from '../../ui/Dialog'
import { PostForm } from './PostForm'

/** The post modal (s1 §2 "Modals: post"): the post form in a dialog; closes after posting. */
export function PostModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog
      title={t('post_status.new_status')}
      closeLabel={t('post_status.close')}
      onClose={onClose}
    >
      <PostForm onPosted={onClose} autoFocus />
    </Dialog>
  )
}
