import { lazy, Suspense, useEffect } from 'react'
import { closeDeleteUser, closeLists, closeMention, closeReport, dialogStore } from './dialogs'

const ReportModal = lazy(() => import('./ReportModal'))
const MentionDialog = lazy(() => import('./MentionDialog'))
const ListsDialog = lazy(() => import('./ListsDialog'))
const DeleteUserDialog = lazy(() => import('./DeleteUserDialog'))

/**
 * Mounts the report modal, the mention dialog and the lists dialog (each its own chunk, loaded on
 * first open) while dialogs.ts says they are open, and the delete-user confirmation of the
 * moderation menu. The shell renders it for signed-in people while one of them is open
 * (`useAnyDialogOpen`), lazily (default export), so none of this is in the initial load nor asked
 * for before the first posts. Unmounting it (sign-out, another account's shell) closes them all,
 * so nothing stays open for the next account.
 */
export default function DialogHost() {
  const report = dialogStore((state) => state.report)
  const mention = dialogStore((state) => state.mention)
  const lists = dialogStore((state) => state.lists)
  const deleteUser = dialogStore((state) => state.deleteUser)
  useEffect(
    () => () => {
      closeReport()
      closeMention()
      closeLists()
      closeDeleteUser()
    },
    [],
  )
  return (
    <Suspense fallback={null}>
      {report ? <ReportModal target={report} /> : null}
      {mention ? <MentionDialog userId={mention} /> : null}
      {lists ? <ListsDialog userId={lists} /> : null}
      {deleteUser ? <DeleteUserDialog userId={deleteUser} onClose={closeDeleteUser} /> : null}
    </Suspense>
  )
}
