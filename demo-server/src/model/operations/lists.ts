/**
 * List writes (PLEROMA-API §9): create, rename and delete a list, add and remove members. Titles
 * must not be blank (422 `can't be blank`); unknown account ids are ignored. Adding an account
 * the owner does not follow is allowed (its posts show in the list timeline only once followed).
 */
import { unprocessable } from '../../lib/errors'
import type { ListRecord } from '../records'
import { nextIntegerId } from '../store'
import type { Store } from '../store'

/** @throws ApiError 422 `can't be blank` for a blank title (Pleroma's changeset message) */
function checkTitle(title: string): void {
  if (title.trim() === '') throw unprocessable("can't be blank")
}

/** Creates `me`'s list. @throws ApiError 422 `can't be blank` for a blank title */
export function createList(store: Store, me: string, title: string): ListRecord {
  checkTitle(title)
  const list: ListRecord = {
    id: nextIntegerId(store),
    owner_id: me,
    title,
    member_ids: new Set<string>(),
  }
  store.social.lists.set(list.id, list)
  return list
}

/** Renames a list. @throws ApiError 422 `can't be blank` for a blank title */
export function renameList(list: ListRecord, title: string): ListRecord {
  checkTitle(title)
  list.title = title
  return list
}

/** Deletes a list (its members stay as they are). */
export function deleteList(store: Store, list: ListRecord): void {
  store.social.lists.delete(list.id)
}

/** Adds the known accounts among `ids` to the list. */
export function addListMembers(store: Store, list: ListRecord, ids: readonly string[]): void {
  for (const id of ids) if (store.accounts.has(id)) list.member_ids.add(id)
}

/** Removes `ids` from the list (ids that are no members are ignored). */
export function removeListMembers(list: ListRecord, ids: readonly string[]): void {
  for (const id of ids) list.member_ids.delete(id)
}
