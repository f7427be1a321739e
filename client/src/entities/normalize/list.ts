/** Lists (s1 §3 List) from raw ones (PLEROMA-API §9). */
import type { RawList } from '../../api/schemas/list'
import type { List } from '../types'

/** The List of a raw one, or null without an id (issue 22: never a key of nothing). */
export function toList(raw: RawList): List | null {
  return raw.id ? { id: raw.id, title: raw.title ?? '' } : null
}

/** The usable lists of a many-lists answer, in the server's order. */
export function toLists(raws: readonly RawList[]): List[] {
  return raws.flatMap((raw) => toList(raw) ?? [])
}
