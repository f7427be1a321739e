/**
 * Who may do what with a post (s1 §5 "Repeat not offered for private or direct posts",
 * "Edit offered only for own posts when the server supports editing; history only for edited
 * posts; external-source link only for non-local posts"; s1 §6 "Own posts: pin and unpin
 * (public or unlisted only), edit, delete. Delete also allowed with privilege messages_delete").
 * Pure functions of the status and the signed-in user.
 */
import type { Status, User } from '../../../entities/types'
import { can } from '../../../state/privileges'

/** Repeat is offered for public and unlisted posts only. */
export function canRepeat(status: Status): boolean {
  return status.visibility === 'public' || status.visibility === 'unlisted'
}

/** Pin and unpin: the viewer's own public or unlisted posts. */
export function canPin(status: Status, viewer: User | null | undefined): boolean {
  return !!viewer && status.user === viewer.id && canRepeat(status)
}

/** Delete: own posts, or with the privilege messages_delete. */
export function canDelete(status: Status, viewer: User | null | undefined): boolean {
  if (!viewer) return false
  return status.user === viewer.id || can(viewer, 'messages_delete')
}

/** Edit: own posts when the server supports editing. */
export function canEdit(
  status: Status,
  viewer: User | null | undefined,
  editingSupported: boolean,
): boolean {
  return editingSupported && !!viewer && status.user === viewer.id
}

/** History: only for edited posts. */
export function hasHistory(status: Status): boolean {
  return typeof status.edited_at === 'string' && status.edited_at !== ''
}

/** The external source link: non-local posts with an http(s) URL. */
export function externalSource(status: Status): string | null {
  if (status.is_local) return null
  const url = status.external_url || status.uri
  return /^https?:\/\//i.test(url) ? url : null
}

/** Items of the More menu, in order. */
export type MoreItem =
  | 'pin'
  | 'unpin'
  | 'mute'
  | 'unmute'
  | 'copy_link'
  | 'external_source'
  | 'history'
  | 'edit'
  | 'delete'
  | 'report'

/** The More menu's items for the viewer (signed in) and this post. */
export function moreMenuItems(
  status: Status,
  viewer: User | null | undefined,
  editingSupported: boolean,
): MoreItem[] {
  const items: MoreItem[] = []
  if (canPin(status, viewer)) items.push(status.pinned ? 'unpin' : 'pin')
  if (viewer) items.push(status.thread_muted ? 'unmute' : 'mute')
  items.push('copy_link')
  if (externalSource(status)) items.push('external_source')
  if (hasHistory(status)) items.push('history')
  if (canEdit(status, viewer, editingSupported)) items.push('edit')
  if (canDelete(status, viewer)) items.push('delete')
  if (viewer && status.user !== viewer.id) items.push('report')
  return items
}
