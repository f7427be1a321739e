/**
 * The member changes of the list edit page (s1 §4 "Lists edit": members toggled removed or
 * added, with undo). Pure: the page keeps an {@link MemberEdit} and asks {@link toggleMember}
 * what a click means; an existing list sends that call at once, a new list sends
 * {@link membersToAdd} after it is created.
 */

/** The members the list had when the page opened, and what was toggled since. */
export interface MemberEdit {
  /** Account ids of the list's members as loaded (none for a new list). */
  members: readonly string[]
  /** Members toggled off (shown with an undo). */
  removed: readonly string[]
  /** Others toggled on from the search, in the order they were added. */
  added: readonly string[]
}

/** What a toggle sends to the server: POST (`add`) or DELETE (`remove`) of one account id. */
export type MemberCall = 'add' | 'remove'

/** The edit of a list whose members are `members` (empty for a new list). */
export function startEdit(members: readonly string[] = []): MemberEdit {
  return { members, removed: [], added: [] }
}

/** True when account `id` is in the list after the edit (a member not removed, or added). */
export function isInList(edit: MemberEdit, id: string): boolean {
  return edit.members.includes(id) ? !edit.removed.includes(id) : edit.added.includes(id)
}

const without = (ids: readonly string[], id: string) => ids.filter((other) => other !== id)

/**
 * Toggles account `id`: a member goes to or comes back from `removed` (undo), anyone else into
 * or out of `added` (undo). Returns the new edit and the call that makes the server agree.
 */
export function toggleMember(edit: MemberEdit, id: string): { edit: MemberEdit; call: MemberCall } {
  const call: MemberCall = isInList(edit, id) ? 'remove' : 'add'
  if (edit.members.includes(id)) {
    const removed = call === 'remove' ? [...edit.removed, id] : without(edit.removed, id)
    return { edit: { ...edit, removed }, call }
  }
  const added = call === 'add' ? [...edit.added, id] : without(edit.added, id)
  return { edit: { ...edit, added }, call }
}

/**
 * The rows of the members tab: the loaded members (removed ones stay, with their undo) and then
 * those added, each once.
 */
export function memberRows(edit: MemberEdit): string[] {
  return [...new Set([...edit.members, ...edit.added])]
}

/** Ids a new list sends after its creation: those added and not undone (s1 §4). */
export function membersToAdd(edit: MemberEdit): string[] {
  return [...edit.added]
}
