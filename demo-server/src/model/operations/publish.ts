/**
 * What follows a status being created, edited or removed (PLEROMA-API §6, §8, §15): the model
 * event for the sockets (store.events, fanned out by resources/streaming), the mention
 * notifications and the `status` notifications of subscribers, the edit history. The seed's live activity and the tests call these after
 * putting a status in the store themselves.
 */
import type { StatusRecord } from '../records'
import { canSee, threadMuted } from '../rules'
import type { Store } from '../store'
import { notify } from './notifications'

/**
 * A new status exists in the store: emits `update` (streamed to every socket whose user may see
 * it), notifies the mentioned local accounts, and gives the author's subscribers who may see it
 * (and are not mentioned) a `status` notification.
 */
export function statusCreated(store: Store, status: StatusRecord): void {
  store.events.emit({ type: 'status', event: 'update', status })
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
  for (const [subscriber, targets] of store.social.subscriptions) {
    if (!targets.has(status.account_id) || status.mention_ids.includes(subscriber)) continue
    if (!canSee(store, subscriber, status)) continue
    notify(store, {
      type: 'status',
      accountId: subscriber,
      fromId: status.account_id,
      statusId: status.id,
    })
  }
}

/**
 * Records the version `previous` (a copy of the status before the edit) in the history, when
 * given, and stamps `edited_at` with the store's clock; then emits `status.update`.
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
    store.social.editedAt.set(status.id, store.clock())
  }
  store.events.emit({ type: 'status', event: 'status.update', status })
}

/**
 * A status was removed from the store: emits `delete` (the sockets that could see it get the
 * id) and drops the notifications about it.
 */
export function statusDeleted(store: Store, status: StatusRecord): void {
  store.events.emit({ type: 'delete', status })
  const social = store.social
  social.notifications = social.notifications.filter((n) => n.status_id !== status.id)
}
