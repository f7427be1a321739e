import { lazy, Suspense, useEffect } from 'react'
import { closeLists, closeMention, closeReport, dialogStore } from './dialogs'

const ReportModal = lazy(() => import('./ReportModal'))
const MentionDialog = lazy(() => import('./MentionDialog'))
const ListsDialog = lazy(() => import('./ListsDialog'))

/**
 * Mounts the report modal, the mention dialog and the lists dialog (each its own chunk, loaded on
 * first open) while dialogs.ts says they are open. The shell renders it once for signed-in people,
 * lazily (default export), so none of this is in the initial load. Unmounting it (sign-out,
 * another account's shell) closes them all, so nothing stays open for the next account.
 */
export default function DialogHost() {
  const report = dialogStore((state) => state.report)
  const mention = dialogStore((state) => state.mention)
  const lists = dialogStore((state) => state.lists)
  useEffect(
    () => () => {
      closeReport()
      closeMention()
      closeLists()
    },
    [],
  )
  return (
    <Suspense fallback={null}>
      {report ? <ReportModal target={report} /> : null}
      {mention ? <MentionDialog userId={mention} /> : null}
      {lists ? <ListsDialog userId={lists} /> : null}
    </Suspense>
  )
}
