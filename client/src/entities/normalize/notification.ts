/**
 * Raw notification -> s1 §3 Notification, with the server's type names mapped to the spec's
 * (favourite -> like, reblog -> repeat; DECISIONS.md "Calls"). Raw shape: PLEROMA-API §8.
 */
import type { RawNotification } from '../../api/schemas/notification'
import type { NormalizedBatch, Notification, NotificationType } from '../types'
import { inPageOrder, isUsableId } from '../../lib/pageIds'
import { dropped } from './dropped'
import { addReport } from './report'
import { addStatus } from './status'
import { collectUsers, normalizeUser } from './user'

const TYPE_FROM_SERVER: Record<string, NotificationType> = {
  favourite: 'like',
  reblog: 'repeat',
  mention: 'mention',
  follow: 'follow',
  follow_request: 'follow_request',
  move: 'move',
  'pleroma:emoji_reaction': 'pleroma:emoji_reaction',
  'pleroma:report': 'pleroma:report',
  poll: 'poll',
  'pleroma:chat_mention': 'pleroma:chat_mention',
}

/** The spec's name for the server's type (favourite -> like, reblog -> repeat), or null if unknown. */
export function notificationTypeOf(serverType: string | undefined): NotificationType | null {
  return serverType ? (TYPE_FROM_SERVER[serverType] ?? null) : null
}

/** The server's name of a spec type, for include_types[] (DECISIONS.md "Calls"). */
export function serverNotificationType(type: NotificationType): string {
  if (type === 'like') return 'favourite'
  if (type === 'repeat') return 'reblog'
  return type
}

const NEEDS_STATUS: ReadonlySet<NotificationType> = new Set([
  'like',
  'mention',
  'repeat',
  'pleroma:emoji_reaction',
  'poll',
])

/**
 * Adds one notification's users and status to `batch` and returns it, or null (logged with the
 * reason) when it is invalid: no usable id, unknown type, no account, or a type that needs a
 * status lacks one (s1 §4). Never throws.
 */
export function addNotification(raw: RawNotification, batch: NormalizedBatch): Notification | null {
  const id = raw.id
  if (!isUsableId(id)) return dropped('notification', id, 'no usable id')
  const type = notificationTypeOf(raw.type)
  if (!type) return dropped('notification', id, `unknown type ${String(raw.type).slice(0, 40)}`)
  const from = raw.account ? normalizeUser(raw.account) : null
  if (!from) return dropped('notification', id, 'no usable account')
  const statusId = raw.status ? addStatus(raw.status, batch) : null
  if (NEEDS_STATUS.has(type) && !statusId) return dropped('notification', id, 'no usable status')
  collectUsers(from, batch.users, true)
  const target = raw.target ? normalizeUser(raw.target) : null
  collectUsers(target, batch.users, true)
  const report = type === 'pleroma:report' && raw.report ? addReport(raw.report, batch) : null
  return {
    id,
    type,
    seen: raw.pleroma?.is_seen ?? false,
    from_profile: from.id,
    status: statusId,
    target: target?.id ?? null,
    emoji: raw.emoji ?? null,
    emoji_url: raw.emoji_url ?? null,
    report,
    created_at: raw.created_at ?? '',
  }
}

/**
 * A page of notifications: valid ones in the server's order, without ids out of the page's
 * order (lib/ids inPageOrder: they would be paging cursors), plus one batch of their entities.
 * Invalid ones are logged with console.warn and left out (s2 §8 "Other").
 */
export function normalizeNotifications(raws: RawNotification[]): {
  batch: NormalizedBatch
  notifications: Notification[]
} {
  const batch: NormalizedBatch = { statuses: [], users: [] }
  const valid: Notification[] = []
  for (const raw of raws) {
    const n = addNotification(raw, batch)
    if (n) valid.push(n)
  }
  const ordered = new Set(inPageOrder(valid.map((n) => n.id)))
  const notifications = valid.filter(
    (n) => ordered.has(n.id) || dropped('notification', n.id, 'id out of the page order'),
  )
  return { batch, notifications }
}
