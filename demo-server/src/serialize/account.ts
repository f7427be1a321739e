/**
 * AccountRecord -> Pleroma Account JSON (PLEROMA-API §4): Mastodon fields, `fqn`, `source`,
 * and the `pleroma` extension object, for a viewer: hidden counts are 0 except for the account
 * itself, `pleroma.deactivated` only for staff allowed to manage activation, and
 * `pleroma.relationship` only when asked for (`with_relationships`). Dates as §1.10.
 */
import { isoDate } from '../lib/dates'
import { HOST } from '../lib/origin'
import type { AccountRecord } from '../model/records'
import { ADMIN_PRIVILEGES, MODERATOR_PRIVILEGES } from '../model/privileges'
import { tagsOf } from '../model/operations/admin'
import { managesActivation } from '../model/rules'
import { acctOf, accountUrl, followersCount, followingCount, statusesOf } from '../model/store'
import type { Store } from '../model/store'
import { serializeRelationship } from './relationship'

/** Who looks at the account, and whether the answer embeds the relationship. */
export interface AccountView {
  /** The viewer's account id; null or absent for a visitor. */
  viewer?: string | null
  /** `with_relationships=true`: `pleroma.relationship` is the viewer's Relationship. */
  withRelationship?: boolean
}

/**
 * Renders one account for `view`. `depth` guards the nested `moved` account (rendered once,
 * without its own `moved`). Local URLs keep the ORIGIN token for the HTTP layer to fill in.
 */
export function serializeAccount(
  store: Store,
  account: AccountRecord,
  view: AccountView = {},
  depth = 0,
): Record<string, unknown> {
  const viewer = view.viewer ?? null
  const self = viewer === account.id
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
    followers_count: account.hide_followers_count && !self ? 0 : followersCount(store, account.id),
    following_count: account.hide_follows_count && !self ? 0 : followingCount(store, account.id),
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
      tags: tagsOf(store, account.id),
      hide_followers_count: account.hide_followers_count,
      hide_follows_count: account.hide_follows_count,
      hide_followers: account.hide_followers,
      hide_follows: account.hide_follows,
      hide_favorites: account.hide_favorites,
      relationship:
        view.withRelationship && viewer ? serializeRelationship(store, viewer, account.id) : {},
      skip_thread_containment: account.skip_thread_containment,
      background_image: account.background_image,
      accepts_chat_messages: account.accepts_chat_messages,
      favicon: account.favicon,
      avatar_description: account.avatar_description,
      header_description: account.header_description,
      is_admin: account.is_admin,
      is_moderator: account.is_moderator,
      privileges,
      birthday: account.birthday,
    },
  }
  if (viewer && managesActivation(store, viewer))
    (out.pleroma as Record<string, unknown>).deactivated = account.deactivated
  if (moved && depth === 0) out.moved = serializeAccount(store, moved, view, depth + 1)
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
