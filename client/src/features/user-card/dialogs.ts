/**
 * Which relation dialog is open (s1 §4 "Report modal"; the mention button; the lists of a user;
 * the delete-user confirmation of the moderation menu): a
 * tiny store the menus and buttons call (the account-actions menu, a post's More menu, a popover
 * that may close meanwhile) and the shell's DialogHost reads, so the dialogs stay lazy chunks.
 */
import { create } from 'zustand'

/** What the report modal reports: the user and the statuses chosen beforehand. */
export interface ReportTarget {
  userId: string
  statusIds: string[]
}

interface DialogState {
  report: ReportTarget | null
  /** Id of the user the mention dialog writes to. */
  mention: string | null
  /** Id of the user whose list memberships the lists dialog edits. */
  lists: string | null
  /** Id of the user the delete-user confirmation asks about (staff, features/moderation). */
  deleteUser: string | null
}

/** The open dialogs (Zustand). */
export const dialogStore = create<DialogState>(() => ({
  report: null,
  mention: null,
  lists: null,
  deleteUser: null,
}))

/** Whether any of the dialogs is open: the shell mounts DialogHost only then. */
export function useAnyDialogOpen(): boolean {
  return dialogStore((s) => !!(s.report ?? s.mention ?? s.lists ?? s.deleteUser))
}

/** Opens the report modal for `userId`, with `statusIds` (e.g. the post it came from) chosen. */
export function openReport(userId: string, statusIds: string[] = []): void {
  dialogStore.setState({ report: { userId, statusIds } })
}

/** Closes the report modal. */
export function closeReport(): void {
  dialogStore.setState({ report: null })
}

/** Opens the post form starting with "@handle " of `userId`. */
export function openMention(userId: string): void {
  dialogStore.setState({ mention: userId })
}

/** Closes the mention dialog. */
export function closeMention(): void {
  dialogStore.setState({ mention: null })
}

/** Opens the dialog adding `userId` to or removing them from the viewer's lists. */
export function openLists(userId: string): void {
  dialogStore.setState({ lists: userId })
}

/** Closes the lists dialog. */
export function closeLists(): void {
  dialogStore.setState({ lists: null })
}

/** Opens the delete-user confirmation for `userId`. */
export function openDeleteUser(userId: string): void {
  dialogStore.setState({ deleteUser: userId })
}

/** Closes the delete-user confirmation. */
export function closeDeleteUser(): void {
  dialogStore.setState({ deleteUser: null })
}
