import { compareIds } from '../timeline/timelineRules'

/**
 * The linear conversation view (s1 §9 "Conversation display tree or linear"; instance default
 * `conversationDisplay: linear`, s1 §3): the ancestors, the focused status and the descendants
 * as one list, oldest first, sorted by id as Pleroma orders ids (PLEROMA-API §1.8), duplicates
 * dropped. With well-formed data the ancestors come before the focused status and the
 * descendants after it.
 */
export function linearThread(
  focusedId: string,
  ancestors: readonly string[],
  descendants: readonly string[],
): string[] {
  return [...new Set([...ancestors, focusedId, ...descendants])].sort(compareIds)
}
