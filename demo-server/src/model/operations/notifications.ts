/**
 * Notification writes (PLEROMA-API §8): creating one (with Pleroma's block and mute rules),
 * marking read, dismissing and clearing. Ids are integers as strings.
 */
import { compareIds } from '../../lib/ids'
import { ApiError } from '../../lib/errors'
import type { NotificationRecord, NotificationType } from '../records'
import { blockedEitherWay, blocks, follows, mutes } from '../rules'
import { nextIntegerId } from '../store'
import type { Store } from '../store'

/** What `notify` needs: the recipient, the actor, and the status or emoji when the type has one. */
export interface NotifyInput {
  type: NotificationType
  /** Recipient account id. */
  accountId: string
  /** Actor account id. */
  fromId: string
  statusId?: string
  /** Reaction emoji (unicode, or a custom shortcode) for `pleroma:emoji_reaction`. */
  emoji?: string
  /** Custom emoji image URL (null for unicode). */
  emojiUrl?: string | null
  /** The report of a `pleroma:report` notification. */
  reportId?: string
}

/**
 * Whether the recipient's `block_from_strangers` setting (§13 notification_settings) drops this
 * notification: the actor is someone the recipient does not follow (poll ends and reports are
 * never dropped).
 */
function blocksStranger(store: Store, { type, accountId, fromId }: NotifyInput): boolean {
  if (type === 'poll' || type === 'pleroma:report') return false
  const settings = store.social.notificationSettings.get(accountId)
  return settings?.block_from_strangers === true && !follows(store, accountId, fromId)
}

/**
 * Creates a notification (dated by the store's clock) and emits it for the recipient's sockets,
 * unless the actor is the recipient (except `poll`, which the author gets for their own poll),
 * or the recipient blocks the actor, mutes them (with notifications) or blocks strangers.
 * @returns the notification, or undefined when none was created
 */
export function notify(store: Store, input: NotifyInput): NotificationRecord | undefined {
  const { accountId, fromId } = input
  if (accountId === fromId && input.type !== 'poll') return undefined
  if (blocks(store, accountId, fromId)) return undefined
  if (mutes(store, accountId, fromId) && store.social.mutes.get(accountId)?.get(fromId))
    return undefined
  if (blocksStranger(store, input)) return undefined
  const record: NotificationRecord = {
    id: nextIntegerId(store),
    type: input.type,
    account_id: accountId,
    from_id: fromId,
    status_id: input.statusId ?? null,
    emoji: input.emoji ?? null,
    emoji_url: input.emojiUrl ?? null,
    report_id: input.reportId ?? null,
    created_at: store.clock(),
    seen: false,
  }
  store.social.notifications.push(record)
  store.events.emit({ type: 'notification', notification: record })
  return record
}

/** The recipient's notifications, newest first, without those of accounts blocked either way. */
export function notificationsOf(store: Store, me: string): NotificationRecord[] {
  return store.social.notifications
    .filter((n) => n.account_id === me && !blockedEitherWay(store, me, n.from_id))
    .reverse()
}

/**
 * Marks one notification (`id`) or every one up to `maxId` read (§8 read).
 * @returns the marked ones, newest first
 * @throws ApiError 400 without either, or for an `id` that is not the recipient's
 */
export function markRead(
  store: Store,
  me: string,
  target: { id?: string; maxId?: string },
): NotificationRecord[] {
  const { id, maxId } = target
  if (id === undefined && maxId === undefined)
    throw new ApiError(400, { errors: { detail: 'Bad Request' } })
  const marked = notificationsOf(store, me).filter((n) =>
    id !== undefined ? n.id === id : compareIds(n.id, maxId ?? '') <= 0,
  )
  if (id !== undefined && marked.length === 0)
    throw new ApiError(400, { error: 'Cannot get notification' })
  for (const n of marked) n.seen = true
  return marked
}

/** Removes one of the recipient's notifications. @throws ApiError 403 when not theirs */
export function dismiss(store: Store, me: string, id: string): void {
  const social = store.social
  const n = social.notifications.find((x) => x.id === id && x.account_id === me)
  if (!n) throw new ApiError(403, { error: 'Cannot dismiss notification' })
  social.notifications = social.notifications.filter((x) => x !== n)
}

/** Removes every notification of the recipient. */
export function clearNotifications(store: Store, me: string): void {
  store.social.notifications = store.social.notifications.filter((n) => n.account_id !== me)
}
