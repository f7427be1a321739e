import { useState } from 'react'
import { changeListMembers, fetchListMembers } from '../../api/endpoints/lists'
import { showListsError } from '../../state/lists'
import { useLoad, type LoadState } from '../../state/load'
import { isInList, memberRows, startEdit, toggleMember, type MemberEdit } from './memberEdit'

/** What {@link useMemberEdit} gives the edit page. */
export interface MemberEditor {
  /** The members' load (GET /api/v1/lists/:id/accounts); idle for a new list. */
  load: LoadState<unknown>
  /** The edit: loaded members with the toggles since. */
  edit: MemberEdit
  /** Rows of the members tab (account ids). */
  rows: string[]
  /** True when account `id` is in the list after the edit. */
  inList: (id: string) => boolean
  /** Toggles account `id` (remove, add, or the undo of either). */
  toggle: (id: string) => void
}

type Toggles = Pick<MemberEdit, 'removed' | 'added'>

/**
 * The member edit of list `listId` (null: a new list) (s1 §4 "Lists edit"): its members are
 * loaded, and each toggle changes the edit at once; for an existing list it also sends the
 * change at once (POST or DELETE /api/v1/lists/:id/accounts with that account id), and a
 * failure undoes the toggle and shows the `lists.error` notice (s2 §8).
 */
export function useMemberEdit(listId: string | null): MemberEditor {
  const load = useLoad(listId === null ? null : `members:${listId}`, (signal) =>
    fetchListMembers(listId ?? '', signal),
  )
  const members = load.status === 'ready' ? load.value.users.map((user) => user.id) : []
  const [toggles, setToggles] = useState<Toggles>({ removed: [], added: [] })
  const edit: MemberEdit = { ...startEdit(members), ...toggles }

  const toggle = (id: string) => {
    const next = toggleMember(edit, id)
    setToggles({ removed: next.edit.removed, added: next.edit.added })
    if (listId === null) return
    changeListMembers(listId, next.call, [id]).catch((error: unknown) => {
      setToggles((current) => {
        const back = toggleMember({ members, ...current }, id).edit
        return { removed: back.removed, added: back.added }
      })
      showListsError(error)
    })
  }

  return {
    load,
    edit,
    rows: memberRows(edit),
    inList: (id) => isInList(edit, id),
    toggle,
  }
}
