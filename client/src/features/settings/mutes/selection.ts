/**
 * The rules of the selectable lists of the Mutes and Blocks tab (s1 §2 "Settings tabs": search,
 * select all, bulk unmute / unblock): what a search shows and what "select all" does.
 */

/** One entry: its id and the text a search looks in. */
export interface Searchable {
  id: string
  text: string
}

/** The entries whose text holds `query` (trimmed, any case); all for an empty query. */
export function filterEntries<T extends Searchable>(entries: readonly T[], query: string): T[] {
  const wanted = query.trim().toLocaleLowerCase()
  if (wanted === '') return [...entries]
  return entries.filter((entry) => entry.text.toLocaleLowerCase().includes(wanted))
}

/** Whether every shown id is selected (false when nothing is shown). */
export function allSelected(selected: ReadonlySet<string>, shown: readonly string[]): boolean {
  return shown.length > 0 && shown.every((id) => selected.has(id))
}

/**
 * "Select all" over the shown entries: unselects them all when all are selected, else selects
 * them all; selected entries hidden by the search stay as they are.
 */
export function toggleAll(selected: ReadonlySet<string>, shown: readonly string[]): Set<string> {
  const next = new Set(selected)
  if (allSelected(selected, shown)) for (const id of shown) next.delete(id)
  else for (const id of shown) next.add(id)
  return next
}

/** Selects or unselects one id. */
export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}
