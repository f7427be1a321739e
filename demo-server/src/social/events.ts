/**
 * Social events other features call after changing the store (the posting engineer calls
 * statusCreated/Updated/Deleted after POST/PUT/DELETE statuses): they fan out to the
 * streaming sockets (PLEROMA-API §15) and create notifications (§8).
 */
import { nextIntegerId } from '../store'
import type { StatusRecord, Store } from '../store'
import { serializeNotification } from './notifications-view'
import { blocks, mutes, threadMuted } from './rules'
import type { NotificationRecord } from './state'
import { streamDelete, streamNotification, streamStatus } from './streams'

/** Notification types the demo instance creates (PLEROMA-API §8). */
export type NotificationType =
  | 'favourite'
  | 'reblog'
  | 'mention'
  | 'follow'
  | 'follow_request'
  | 'pleroma:emoji_reaction'
  | 'poll'
  | 'move'

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
}

/**
 * A new status exists in the store: streams `update` to every socket whose user may see it
 * (home, public, hashtag, list, direct) and notifies the mentioned local accounts.
 */
export function statusCreated(store: Store, status: StatusRecord): void {
  streamStatus(store, 'update', status)
  if (status.reblog_of_id) return
  for (const id of status.mention_ids) {
    const account = store.accounts.get(id)
    if (!account || account.host || id === status.account_id) continue
    if (threadMuted(store, id, status)) continue
    notify(store, {
      type: 'mention',
      accountId: id,
      fromId: status.account_id,
      statusId: status.id,
    })
  }
}

/**
 * Records the version `previous` (a copy of the status before the edit) in the history, when
 * given, and stamps `edited_at`; then streams `status.update` to those who may see it.
 * @param previous the status as it was before the edit; omit when only streaming
 */
export function statusUpdated(store: Store, status: StatusRecord, previous?: StatusRecord): void {
  if (previous) {
    const versions = store.social.history.get(status.id) ?? []
    versions.push({
      content: previous.content,
      spoiler_text: previous.spoiler_text,
      sensitive: previous.sensitive,
      emojis: previous.emojis,
      media: previous.media,
      poll: previous.poll,
      created_at: store.social.editedAt.get(status.id) ?? previous.created_at,
    })
    store.social.history.set(status.id, versions)
    store.social.editedAt.set(status.id, new Date())
  }
  streamStatus(store, 'status.update', status)
}

/**
 * A status was removed from the store: streams `delete` (payload: the id) to the sockets that
 * could see it and drops the notifications about it.
 */
export function statusDeleted(store: Store, status: StatusRecord): void {
  streamDelete(store, status)
  const social = store.social
  social.notifications = social.notifications.filter((n) => n.status_id !== status.id)
}

/**
 * Creates a notification and streams it to the recipient, unless the actor is the recipient
 * (except `poll`, which the author gets for their own poll),
 * or the recipient blocks the actor or mutes them (with notifications).
 * @returns the notification, or undefined when none was created
 */
export function notify(store: Store, input: NotifyInput): NotificationRecord | undefined {
  const { accountId, fromId } = input
  if (accountId === fromId && input.type !== 'poll') return undefined
  if (blocks(store, accountId, fromId)) return undefined
  if (mutes(store, accountId, fromId) && store.social.mutes.get(accountId)?.get(fromId))
    return undefined
  const record: NotificationRecord = {
    id: nextIntegerId(store),
    type: input.type,
    account_id: accountId,
    from_id: fromId,
    status_id: input.statusId ?? null,
    emoji: input.emoji ?? null,
    emoji_url: input.emojiUrl ?? null,
    created_at: new Date(),
    seen: false,
  }
  store.social.notifications.push(record)
  const json = serializeNotification(store, record, new Date())
  if (json) streamNotification(store, accountId, json)
  return record
}
