/**
 * The notifications fetcher (s2 §7 "Notifications", "Polling"; s1 §9): the first page at start,
 * a poll every 10 000 ms for newer ones (`since_id`) while the user stream is not joined, older
 * pages on demand. A failure shows notifications.error with the message for 5000 ms (s2 §8).
 */
import { fetchNotifications } from '../../api/endpoints/notifications'
import { isSocketJoined } from '../live/socketStatus'
import { serverNotificationType } from '../../entities/normalize/notification'
import type { Notification } from '../../entities/types'
import { pushNotice } from '../notices'
import { getPreference } from '../preferences/preferences'
import { compareIds } from '../../lib/ids'
import { NOTIFICATION_TYPES, VISIBILITY_PREFERENCE } from './notificationRules'
import { allNotifications, notificationsStore, receiveNotifications } from './notificationsStore'
import { isAbort, load } from '../load'
import { currentScope, type AccountScope } from '../scope'
import { errorText } from '../errorText'
import { yieldToMain } from '../../lib/yieldToMain'

/** s1 §9 / s2 §7: notifications are polled every 10 s. */
export const NOTIFICATIONS_POLL_MS = 10_000
/** s2 §8: the fetch-failure notice lasts 5000 ms. */
export const NOTIFICATIONS_ERROR_NOTICE_MS = 5_000

/** Called with notifications that were not held before (desktop alerts). */
type NewListener = (fresh: Notification[]) => void

/** The listener of each scope whose fetcher runs (dropped with the scope). */
const listeners = new WeakMap<AccountScope, NewListener>()

function notifyNew(scope: AccountScope, fresh: Notification[]): void {
  if (fresh.length > 0) listeners.get(scope)?.(fresh)
}

/** include_types[] of every enabled type, in the server's names (DECISIONS.md "Calls"). */
export function enabledServerTypes(): string[] {
  return NOTIFICATION_TYPES.filter((type) => getPreference(VISIBILITY_PREFERENCE[type])).map(
    serverNotificationType,
  )
}

function newestId(): string | undefined {
  return allNotifications()
    .map((n) => n.id)
    .sort((a, b) => compareIds(b, a))[0]
}

function oldestId(): string | undefined {
  return allNotifications()
    .map((n) => n.id)
    .sort(compareIds)[0]
}

function failed(error: unknown): void {
  if (isAbort(error)) return
  console.warn('Fetching notifications failed', error)
  pushNotice({
    messageKey: 'notifications.error',
    messageArgs: { error: errorText(error) },
    level: 'error',
    timeout: NOTIFICATIONS_ERROR_NOTICE_MS,
  })
}

async function fetchPage(params: { since_id?: string; max_id?: string }): Promise<Notification[]> {
  const page = await load((signal) =>
    fetchNotifications({ ...params, include_types: enabledServerTypes() }, signal),
  )
  // The batch's import (and the render it brings) was this task; taking the page in (the
  // badge, the favicon, the panel's render) is the next one: together with the reading, they
  // were a member's longest task at start-up (issue 20).
  await yieldToMain()
  const known = notificationsStore().getState().byId
  const fresh = page.notifications.filter((n) => !known[n.id])
  receiveNotifications(page.notifications)
  return fresh
}

/**
 * Adds notifications that arrived another way (the socket) and tells the new-listener about
 * the ones not held before.
 */
export function acceptNotifications(list: Notification[]): void {
  const known = notificationsStore().getState().byId
  const fresh = list.filter((n) => !known[n.id])
  receiveNotifications(list)
  notifyNew(currentScope(), fresh)
}

/** Fetches what is newer than the newest held notification (polls, and after a reconnect). */
export async function fetchNewerNotifications(): Promise<void> {
  const scope = currentScope()
  try {
    const since = newestId()
    const fresh = await fetchPage(since ? { since_id: since } : {})
    notifyNew(scope, fresh)
  } catch (error) {
    failed(error)
  }
}

/**
 * Fetches the next older page (max_id = oldest held id); an empty page sets bottomedOut.
 * Ignored while loading or bottomed out.
 */
export async function loadOlderNotifications(): Promise<void> {
  const store = notificationsStore()
  const state = store.getState()
  if (state.loading || state.bottomedOut) return
  store.setState({ loading: true })
  try {
    const oldest = oldestId()
    const fresh = await fetchPage(oldest ? { max_id: oldest } : {})
    store.setState({ loading: false, bottomedOut: fresh.length === 0 })
  } catch (error) {
    store.setState({ loading: false })
    failed(error)
  }
}

function poll(): void {
  if (isSocketJoined() || notificationsStore().getState().loading) return
  if (typeof document !== 'undefined' && document.hidden) return
  void fetchNewerNotifications()
}

/**
 * Starts fetching for the active scope: the first page now, then a poll every 10 000 ms
 * (skipped while the socket is joined), until the scope is disposed. `listener` hears
 * notifications that arrive after the first page.
 */
export function startNotificationsFetcher(listener: NewListener | null = null): void {
  const scope = currentScope()
  const store = scope.notifications
  if (listener) listeners.set(scope, listener)
  store.setState({ loading: true })
  fetchPage({}).then(
    () => store.setState({ loading: false }),
    (error: unknown) => {
      store.setState({ loading: false })
      failed(error)
    },
  )
  const timer = setInterval(poll, NOTIFICATIONS_POLL_MS)
  scope.onDispose(() => clearInterval(timer))
}
