/**
 * AccountRecord -> Pleroma Account JSON (PLEROMA-API §4): Mastodon fields, `fqn`, `source`,
 * and the `pleroma` extension object, as a visitor (no relationship) sees it. Dates as §1.10.
 */
import { isoDate } from '../lib/dates'
import { HOST } from '../lib/origin'
import type { AccountRecord } from '../model/records'
import { acctOf, accountUrl, followersCount, followingCount, statusesOf } from '../model/store'
import type { Store } from '../model/store'

/** Admin privileges Pleroma grants by default (nodeinfo `roles.admin`, §2.7). */
export const ADMIN_PRIVILEGES = [
  'users_read',
  'users_manage_invites',
  'users_manage_activation_state',
  'users_manage_tags',
  'users_manage_credentials',
  'users_delete',
  'messages_read',
  'messages_delete',
  'instances_delete',
  'reports_manage_reports',
  'moderation_log_read',
  'announcements_manage_announcements',
  'emoji_manage_emoji',
  'statistics_read',
]
/** Moderator privileges Pleroma grants by default. */
export const MODERATOR_PRIVILEGES = ['messages_delete', 'reports_manage_reports']

/**
 * Renders one account. `depth` guards the nested `moved` account (rendered once, without its
 * own `moved`). Local URLs keep the ORIGIN token for the HTTP layer to fill in.
 */
export function serializeAccount(
  store: Store,
  account: AccountRecord,
  depth = 0,
): Record<string, unknown> {
  const url = accountUrl(account)
  const statuses = statusesOf(store, account.id)
  const newest = statuses[0]
  const privileges = account.is_admin
    ? ADMIN_PRIVILEGES
    : account.is_moderator
      ? MODERATOR_PRIVILEGES
      : []
  const moved = account.moved_to_id ? store.accounts.get(account.moved_to_id) : undefined
  const out: Record<string, unknown> = {
    id: account.id,
    username: account.username,
    acct: acctOf(account),
    display_name: account.display_name,
    locked: account.locked,
    bot: account.bot,
    created_at: isoDate(account.created_at),
    note: account.note,
    url,
    avatar: account.avatar,
    avatar_static: account.avatar,
    header: account.header,
    header_static: account.header,
    emojis: account.emojis,
    fields: account.fields.map((f) => ({ name: f.name, value: f.value })),
    followers_count: followersCount(store, account.id),
    following_count: account.hide_follows ? 0 : followingCount(store, account.id),
    statuses_count: statuses.length,
    last_status_at: newest ? isoDate(newest.created_at).slice(0, 10) : null,
    source: {
      note: account.source_note,
      sensitive: false,
      fields: account.fields.map((f) => ({ name: f.name, value: f.source })),
      pleroma: {
        discoverable: account.discoverable,
        actor_type: account.bot ? 'Service' : 'Person',
      },
    },
    fqn: account.host ? acctOf(account) : `${account.username}@${HOST}`,
    pleroma: {
      ap_id: url,
      also_known_as: account.also_known_as,
      is_confirmed: true,
      is_suggested: false,
      tags: [],
      hide_followers_count: false,
      hide_follows_count: account.hide_follows,
      hide_followers: account.hide_followers,
      hide_follows: account.hide_follows,
      hide_favorites: true,
      relationship: {},
      skip_thread_containment: false,
      background_image: null,
      accepts_chat_messages: true,
      favicon: account.favicon,
      avatar_description: '',
      header_description: '',
      is_admin: account.is_admin,
      is_moderator: account.is_moderator,
      privileges,
      birthday: account.birthday,
    },
  }
  if (moved && depth === 0) out.moved = serializeAccount(store, moved, depth + 1)
  return out
}

/** A mention entry of a status (`{id, username, acct, url}`). */
export function serializeMention(account: AccountRecord): Record<string, string> {
  return {
    id: account.id,
    username: account.username,
    acct: acctOf(account),
    url: accountUrl(account),
  }
}
