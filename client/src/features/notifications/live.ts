/**
 * The live side of a session (s1 §4 "Login sequence", "Streaming socket", "Notifications";
 * s2 §4): on login the notifications fetcher, the lists fetcher (every 240 s), the chats
 * fetcher (every 5 s while the socket is not joined, state/chats), the
 * follow-requests fetcher (locked accounts), the announcements fetcher (every 300 s), the
 * user-stream socket (when `useStreamingApi` is on and the server streams), the shoutbox (when
 * the instance has one), desktop notifications, web push (features/push), the title/favicon
 * count and the preference sync (state/preferences/preferenceSync.ts) start; on logout
 * they stop and their stores reset.
 *
 * Nothing registers at import time: the app calls {@link startLive} (through a dynamic import
 * the first time someone is signed in, so visitors never load this code). It starts for the
 * active account scope and for every signed-in scope after it; all it starts stops with its
 * scope (state/scope.ts), so sign-out needs nothing from here.
 */
import { spokenName } from '../../content/names'
import type { Notification } from '../../entities/types'
import { i18n } from '../../i18n'
import { reactionName } from '../../lib/emoji'
import { createFaviconBadger } from '../../lib/favicon'
import { entities } from '../../state/entities'
import {
  canManageAnnouncements,
  startAnnouncementsFetcher,
  unreadAnnouncementCount,
} from '../../state/announcements'
import { startFollowRequestsFetcher } from '../../state/followRequests'
import { supports } from '../../state/instance'
import { loadKnownDomains } from '../../state/knownDomains'
import { startListsFetcher } from '../../state/lists'
import { subscribeStream } from '../../state/live/streamRouter'
import { unreadChatTotal } from '../../state/live/chatUpdates'
import { startLiveConnection } from '../../state/live/connection'
import { startNotificationsFetcher } from '../../state/notifications/fetcher'
import { yieldToMain } from '../../lib/yieldToMain'
import {
  ACTION_KEY,
  attentionCount,
  isNotified,
  titleWithCount,
  VISIBILITY_PREFERENCE,
} from '../../state/notifications/notificationRules'
import { notificationsStore } from '../../state/notifications/notificationsStore'
import { getPreference } from '../../state/preferences/preferences'
import { startPreferenceSync } from '../../state/preferences/preferenceSync'
import { currentScope, onScopeChange, type AccountScope } from '../../state/scope'
import { sessionAccountKey, sessionStore } from '../../state/session'
import { startShoutbox } from '../shoutbox'
import { createDesktopNotifier } from './desktop'

let registered = false

function unseenCount(): number {
  const { statuses } = entities().getState()
  const muteWords = getPreference('muteWords')
  return Object.values(notificationsStore().getState().byId).filter(
    (n) =>
      !n.seen &&
      getPreference(VISIBILITY_PREFERENCE[n.type]) &&
      isNotified(n, n.status ? statuses[n.status] : undefined, muteWords),
  ).length
}

/** Keeps "(n) " in the tab title and the favicon badge in step with the count (s1 §4). */
function startAttention(): () => void {
  const badger = createFaviconBadger()
  const scope = currentScope()
  const update = () => {
    const count = attentionCount({
      unseenNotifications: unseenCount(),
      unreadChats: unreadChatTotal(),
      unreadAnnouncements: unreadAnnouncementCount(scope.announcements.getState()),
    })
    const title = titleWithCount(document.title, count)
    if (title !== document.title) document.title = title
    badger.set(count > 0)
  }
  update()
  // The count is written as the language writes numbers: again when the language changes.
  i18n.on('languageChanged', update)
  const unsubscribers = [
    scope.notifications.subscribe(update),
    scope.chatUpdates.subscribe(update),
    scope.announcements.subscribe(update),
    () => i18n.off('languageChanged', update),
  ]
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
  const { users, statuses } = entities().getState()
  const sender = users[n.from_profile]
  const name = sender ? spokenName(sender) : ''
  const status = n.status ? statuses[n.status] : undefined
  return {
    title: i18n.t(ACTION_KEY[n.type], { name, emoji: reactionName(n.emoji ?? '') }),
    body: status?.summary || status?.text || '',
    icon: sender?.profile_image_url ?? '',
  }
}

/** Web push and its clicks (features/push, a chunk of its own), where the browser has it. */
function startWebPush(scope: AccountScope): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  void import('../push').then((push) => {
    if (scope.disposed || !push.pushSupported()) return
    push.startPush(scope)
    push.startPushClicks(scope)
  })
}

/** Resolves in a later task with whether `scope` is still the one to start things for. */
async function stillOn(scope: AccountScope): Promise<boolean> {
  await yieldToMain()
  return !scope.disposed
}

/**
 * Starts everything for the signed-in account of `scope`, in a few tasks (together they were one
 * of the long tasks of a member's start on a phone; issue 20); it all stops with the scope, and
 * what is not started when the scope goes never starts.
 */
async function startScope(scope: AccountScope): Promise<void> {
  const userId = scope.account?.userId
  const user = userId ? scope.entities.getState().users[userId] : undefined
  if (!user) return
  const token = sessionStore.getState().token
  scope.chatUpdates.setState({ initialUnread: user.unread_chat_count ?? 0 })
  const desktop = createDesktopNotifier()
  scope.onDispose(() => desktop.stop())
  startNotificationsFetcher((fresh) => {
    for (const n of fresh) {
      if (!n.seen) desktop.notify({ ...describe(n), tag: n.id })
    }
  })
  if (!(await stillOn(scope))) return
  if (supports('lists')) startListsFetcher()
  if (supports('chats'))
    void import('../../state/chats/chatsStore').then(({ startChatsFetcher }) => {
      if (!scope.disposed) startChatsFetcher(subscribeStream)
    })
  void loadKnownDomains()
  if (user.locked) startFollowRequestsFetcher()
  startAnnouncementsFetcher(canManageAnnouncements(user))
  if (!(await stillOn(scope))) return
  if (token) startLiveConnection(scope, token)
  if (supports('shout')) void startShoutbox(scope, user.chat_token)
  if (!(await stillOn(scope))) return
  const account = sessionAccountKey()
  if (account) startPreferenceSync(scope, user, account)
  startWebPush(scope)
  if (typeof document !== 'undefined') scope.onDispose(startAttention())
}

/**
 * Starts the live side for the active scope when someone is signed in, and (once) for every
 * signed-in scope that replaces it.
 */
export function startLive(): void {
  if (!registered) {
    registered = true
    onScopeChange((scope) => void startScope(scope))
  }
  void startScope(currentScope())
}
