/** List writes (PLEROMA-API §9, minimal): create a list, add members. */
import { ApiError } from '../../lib/errors'
import type { ListRecord } from '../records'
import type { Store } from '../store'

/** Creates `me`'s list. @throws ApiError 422 `can't be blank` for a blank title */
export function createList(store: Store, me: string, title: string): ListRecord {
  if (title.trim() === '') throw new ApiError(422, { error: "can't be blank" })
  const list: ListRecord = {
    id: String(++store.lastIntegerId),
    owner_id: me,
    title,
    member_ids: new Set<string>(),
  }
  store.social.lists.set(list.id, list)
  return list
}

/** Adds the known accounts among `ids` to the list. */
export function addListMembers(store: Store, list: ListRecord, ids: readonly string[]): void {
  for (const id of ids) if (store.accounts.has(id)) list.member_ids.add(id)
}
