/**
 * The web push payload of a notification, as Pleroma's Push.Impl builds it (PLEROMA-API §3.6;
 * derived from Pleroma's `build_content`, `format_title` and `format_body`): `access_token`,
 * `notification_id`, `notification_type`, `icon` (the actor's avatar), `preferred_locale`,
 * `pleroma.activity_id`, plus `title` and `body`. With the recipient's `hide_notification_contents`
 * only a generic `body` (the title's words) is sent, and no sender avatar.
 */
import type { NotificationRecord } from '../model/records'
import { acctOf, type Store } from '../model/store'

/** Characters of a post's text kept in a body (Pleroma truncates to 80). */
const BODY_CHARS = 80

/** Pleroma's `format_title` words per type. */
const TITLES: Readonly<Record<string, string>> = {
  mention: 'New Mention',
  status: 'New Status',
  follow: 'New Follower',
  follow_request: 'New Follow Request',
  reblog: 'New Repeat',
  favourite: 'New Favorite',
  update: 'New Update',
  'pleroma:chat_mention': 'New Chat Message',
  'pleroma:emoji_reaction': 'New Reaction',
  poll: 'Poll Results',
}

function truncate(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > BODY_CHARS ? `${flat.slice(0, BODY_CHARS - 1)}…` : flat
}

function titleOf(store: Store, n: NotificationRecord): string {
  const status = n.status_id ? store.statuses.get(n.status_id) : undefined
  if (n.type === 'mention' && status?.visibility === 'direct') return 'New Direct Message'
  return TITLES[n.type] ?? `New ${n.type.replace(/^pleroma:/, '')}`
}

function bodyOf(store: Store, n: NotificationRecord, nickname: string): string {
  const text = truncate((n.status_id && store.statuses.get(n.status_id)?.text) || '')
  switch (n.type) {
    case 'mention':
      return `@${nickname}: ${text}`
    case 'reblog':
      return `@${nickname} repeated: ${text}`
    case 'favourite':
      return `@${nickname} has favorited your post`
    case 'follow':
      return `@${nickname} has followed you`
    case 'follow_request':
      return `@${nickname} has requested to follow you`
    case 'pleroma:emoji_reaction':
      return `@${nickname} reacted with ${n.emoji ?? ''}`
    default:
      return titleOf(store, n)
  }
}

/**
 * The payload object for `n`, sent to the subscription of `token`; null when the actor is gone.
 * URLs keep the store's origin tokens (the caller fills them in).
 */
export function pushPayload(
  store: Store,
  n: NotificationRecord,
  token: string,
): Record<string, unknown> | null {
  const actor = store.accounts.get(n.from_id)
  if (!actor) return null
  const hidden = store.social.notificationSettings.get(n.account_id)?.hide_notification_contents
  const base = {
    access_token: token,
    notification_id: n.id,
    notification_type: n.type,
    preferred_locale: 'en',
    pleroma: { activity_id: n.status_id ?? n.id, direct_conversation_id: null },
  }
  if (hidden) return { ...base, body: titleOf(store, n) }
  return {
    ...base,
    icon: actor.avatar,
    title: titleOf(store, n),
    body: bodyOf(store, n, acctOf(actor)),
  }
}
