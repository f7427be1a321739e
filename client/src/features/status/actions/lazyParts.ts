/**
 * Parts of the post card loaded on demand (the initial bundle budget: modals and forms are
 * lazy): the inline reply form and the edit modal of features/composer, and the history modal.
 */
import { lazy } from 'react'

/** `<ReplyForm statusId onClose />` (features/composer/ReplyForm.tsx, named export). */
export const LazyReplyForm = lazy(() =>
  import('../../composer').then((m) => ({ default: m.ReplyForm })),
)

/** `<EditStatusModal statusId onClose />` (features/composer/EditStatusModal.tsx, named export). */
export const LazyEditStatusModal = lazy(() =>
  import('../../composer').then((m) => ({ default: m.EditStatusModal })),
)

/** `<HistoryModal statusId onClose />` (../HistoryModal.tsx). */
export const LazyHistoryModal = lazy(() =>
  import('../HistoryModal').then((m) => ({ default: m.HistoryModal })),
)
