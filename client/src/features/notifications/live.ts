/**
 * The live side of a session (s1 §4 "Login sequence", "Streaming socket", "Notifications";
 * s2 §4): on login the notifications fetcher, the follow-requests fetcher (locked accounts),
 * the user-stream socket (when `useStreamingApi` is on and the server streams), desktop
 * notifications and the title/favicon count start; on logout they stop and their stores reset.
 *
 * Nothing registers at import time: the app calls {@link startLive} (through a dynamic import
 * in its onLogin handler, so visitors never load this code). It is idempotent, and starts at
 * once when someone is already signed in.
 */
import { instanceOrigin } from '../../api/http'
import { StreamingConnection, streamingUrl } from '../../api/streaming/socket'
import { socketStatusStore, SOCKET_STATUS } from '../../state/live/socketStatus'
import { sessionStore } from '../../state/session'
import { supports } from '../../state/instance'
import { entityStore } from '../../entities/store'
import type { Notification, User } from '../../entities/types'
import { i18n } from '../../i18n'
import { createFaviconBadger } from '../../lib/favicon'
import { onLogin, onLogout } from '../auth/session'
import { startFollowRequestsFetcher, stopFollowRequestsFetcher } from '../../state/followRequests'
import { pushNotice } from '../../state/notices'
import { getPreference } from '../../state/preferences/preferences'
import { chatUpdatesStore, resetChatUpdates, unreadChatTotal } from '../../state/live/chatUpdates'
import { askDesktopPermission, createDesktopNotifier } from './desktop'
import {
  startNotificationsFetcher,
  stopNotificationsFetcher,
} from '../../state/notifications/fetcher'
import {
  ACTION_KEY,
  attentionCount,
  isNotified,
  titleWithCount,
  VISIBILITY_PREFERENCE,
} from '../../state/notifications/notificationRules'
import {
  notificationsStore,
  resetNotifications,
} from '../../state/notifications/notificationsStore'
import { catchUpAfterReconnect, handleStreamEvent } from '../../state/live/streamRouter'

/** s2 §8: socket notices last 5 s. */
export const SOCKET_NOTICE_MS = 5_000

interface Running {
  userId: string
  stop: () => void
}

let running: Running | null = null
let registered = false

function unseenCount(): number {
  const { statuses } = entityStore.getState()
  const muteWords = getPreference('muteWords')
  return Object.values(notificationsStore.getState().byId).filter(
    (n) =>
      !n.seen &&
      getPreference(VISIBILITY_PREFERENCE[n.type]) &&
      isNotified(n, n.status ? statuses[n.status] : undefined, muteWords),
  ).length
}

/** Keeps "(n) " in the tab title and the favicon badge in step with the count (s1 §4). */
function startAttention(): () => void {
  const badger = createFaviconBadger()
  const update = () => {
    const count = attentionCount({
      unseenNotifications: unseenCount(),
      unreadChats: unreadChatTotal(),
      unreadAnnouncements: 0,
    })
    const title = titleWithCount(document.title, count)
    if (title !== document.title) document.title = title
    badger.set(count > 0)
  }
  update()
  const unsubscribers = [notificationsStore.subscribe(update), chatUpdatesStore.subscribe(update)]
  // Pages set their own titles: put the count back in front when they do.
  const titleElement = document.querySelector('title')
  const observer =
    titleElement && typeof MutationObserver !== 'undefined' ? new MutationObserver(update) : null
  if (titleElement)
    observer?.observe(titleElement, { childList: true, characterData: true, subtree: true })
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
    observer?.disconnect()
    document.title = titleWithCount(document.title, 0)
    badger.restore()
  }
}

function describe(n: Notification): { title: string; body: string; icon: string } {
  const { users, statuses } = entityStore.getState()
  const sender = users[n.from_profile]
  const name = sender?.name || sender?.screen_name || ''
  const status = n.status ? statuses[n.status] : undefined
  return {
    title: i18n.t(ACTION_KEY[n.type], { name, emoji: n.emoji ?? '' }),
    body: status?.summary || status?.text || '',
    icon: sender?.profile_image_url ?? '',
  }
}

function startSocket(token: string): (() => void) | null {
  if (!getPreference('useStreamingApi') || !supports('streaming')) return null
  const connection = new StreamingConnection(streamingUrl(instanceOrigin(), token), {
    onEvent: handleStreamEvent,
    onReconnected: () => {
      pushNotice({
        messageKey: 'timeline.socket_reconnected',
        level: 'success',
        timeout: SOCKET_NOTICE_MS,
      })
      void catchUpAfterReconnect()
    },
    onDropped: (code) => {
      pushNotice({
        messageKey: 'timeline.socket_broke',
        messageArgs: { code },
        level: 'error',
        timeout: SOCKET_NOTICE_MS,
      })
    },
  })
  connection.start()
  return () => connection.stop()
}

/** Starts everything for `user` (no-op when already running for them). */
function startSession(user: User): void {
  if (running?.userId === user.id) return
  stopSession()
  const token = sessionStore.getState().token
  resetChatUpdates(user.unread_chat_count ?? 0)
  void askDesktopPermission()
  const desktop = createDesktopNotifier()
  startNotificationsFetcher((fresh) => {
    for (const n of fresh) {
      if (!n.seen) desktop.notify({ ...describe(n), tag: n.id })
    }
  })
  if (user.locked) startFollowRequestsFetcher()
  const stopSocket = token ? startSocket(token) : null
  const stopAttention = typeof document === 'undefined' ? () => undefined : startAttention()
  running = {
    userId: user.id,
    stop: () => {
      stopSocket?.()
      socketStatusStore.setState({ status: SOCKET_STATUS.DISABLED })
      stopNotificationsFetcher()
      stopFollowRequestsFetcher()
      desktop.stop()
      stopAttention()
    },
  }
}

/** Stops everything and forgets the account's notifications and chat counts. */
function stopSession(): void {
  running?.stop()
  running = null
  resetNotifications()
  resetChatUpdates()
}

/**
 * Registers the live side with onLogin / onLogout (once), and starts it now when someone is
 * already signed in (a restored session whose onLogin ran before this module loaded).
 */
export function startLive(): void {
  if (!registered) {
    registered = true
    onLogin(startSession)
    onLogout(stopSession)
  }
  const { user: userId } = sessionStore.getState()
  const user = userId ? entityStore.getState().users[userId] : undefined
  if (user) startSession(user)
}
