/**
 * The account's lists (s1 §3 List; s1 §4 "Login sequence" starts lists; s1 §9 and s2 §7
 * "Polling": lists every 240 s; s2 §8 "lists.error"). The store lives in the account scope, so
 * the lists go with their account; the navigation panel and the lists page read it.
 */
import { useStore } from 'zustand'
import { fetchLists } from '../api/endpoints/lists'
import type { List } from '../entities/types'
import { encodePart } from '../lib/urlPart'
import { errorText } from './errorText'
import { isAbort } from './load'
import { pushNotice } from './notices'
import { currentScope, useScope, type AccountScope, type ListsState } from './scope'

/** s1 §9: the lists are fetched again every 240 000 ms. */
export const LISTS_POLL_MS = 240_000

/** A value picked from the active scope's lists; re-renders when it changes. */
export function useLists<T>(selector: (state: ListsState) => T): T {
  return useStore(useScope().lists, selector)
}

/** Newer first: longer ids are newer, then the larger (integer and FlakeId ids alike). */
function newerFirst(a: List, b: List): number {
  if (a.id.length !== b.id.length) return b.id.length - a.id.length
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

/** `lists` newest first (s1 §2 "Lists: newest first"), without changing the argument. */
export function newestFirst(lists: readonly List[]): List[] {
  return [...lists].sort(newerFirst)
}

/** Shows the s2 §8 notice `lists.error` with the failure's text (nothing for an abort). */
export function showListsError(error: unknown): void {
  if (isAbort(error)) return
  console.warn('A lists call failed', error)
  pushNotice({ messageKey: 'lists.error', messageArgs: { error: errorText(error) } })
}

/**
 * Fetches the lists of `scope` (default: the active one) and stores them newest first.
 * @throws ApiError, NetworkError; AbortError when the scope was disposed meanwhile.
 */
export async function refreshLists(scope: AccountScope = currentScope()): Promise<void> {
  const lists = await fetchLists(scope.signal)
  if (scope.disposed) throw new DOMException('The scope is gone', 'AbortError')
  scope.lists.setState({ lists: newestFirst(lists), loaded: true })
}

/**
 * Fetches the lists now and every {@link LISTS_POLL_MS} for the active scope; a failure shows
 * the `lists.error` notice. The polling stops when that scope is disposed.
 */
export function startListsFetcher(): void {
  const scope = currentScope()
  const refresh = () => void refreshLists(scope).catch(showListsError)
  refresh()
  const timer = setInterval(refresh, LISTS_POLL_MS)
  scope.onDispose(() => clearInterval(timer))
}

/** Puts `list` into the active scope's lists (new or renamed), newest first. */
export function keepList(list: List): void {
  currentScope().lists.setState((state) => ({
    lists: newestFirst([...state.lists.filter((l) => l.id !== list.id), list]),
  }))
}

/** Takes the list `id` out of the active scope's lists (deleted). */
export function forgetList(id: string): void {
  currentScope().lists.setState((state) => ({ lists: state.lists.filter((l) => l.id !== id) }))
}

/** The path of list `id`'s timeline, route lists-timeline (s1 §2). */
export function listPath(id: string): string {
  return `/lists/${encodePart(id)}`
}
