/**
 * Which server ids are usable and which of a page's ids can be trusted as paging cursors
 * (issue 22: a malformed id never becomes a cursor). Apart from lib/ids so the initial load,
 * which orders ids, does not carry these.
 */
import { compareIds } from './ids'

/**
 * Ids every known server sends: FlakeIds, integers, ULIDs, Misskey's aid (letters, digits, `_`
 * and `-`), and Pleroma's preview id `pleroma:fakeid` (PLEROMA-API "preview"), so `:` and `.`
 * too; at most 64 characters.
 */
const USABLE_ID = /^[0-9A-Za-z_.:-]{1,64}$/

/** True when `id` is a usable entity id (see USABLE_ID); anything else makes the item unusable. */
export function isUsableId(id: unknown): id is string {
  return typeof id === 'string' && USABLE_ID.test(id)
}

/**
 * The ids of a newest-first page that keep the page's order: the longest run of strictly
 * decreasing ids (in the page's order), so one id out of place (a malformed one sorting as the
 * oldest or the newest) is left out instead of becoming a paging cursor. O(n log n).
 */
export function inPageOrder(ids: readonly string[]): string[] {
  // Longest strictly decreasing subsequence: patience sorting on the reversed comparison.
  const tails: number[] = []
  const previous: number[] = []
  ids.forEach((id, index) => {
    let low = 0
    let high = tails.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (compareIds(ids[tails[mid] as number] as string, id) > 0) low = mid + 1
      else high = mid
    }
    previous[index] = low > 0 ? (tails[low - 1] as number) : -1
    tails[low] = index
  })
  const kept: string[] = []
  for (let at = tails[tails.length - 1] ?? -1; at >= 0; at = previous[at] as number) {
    kept.push(ids[at] as string)
  }
  return kept.reverse()
}
