/**
 * Raw account -> s1 §3 User. Roles and privileges follow s1 §6 / s2 §6; the raw shape is
 * PLEROMA-API §4. Optional fields (relationship, self-only settings) are left out when the
 * server did not send them, so merging into the store keeps what an earlier copy knew.
 */
import type { RawAccount } from '../../api/schemas/account'
import type { NormalizedBatch, ProfileField, Role, User, Visibility } from '../types'
import { isUsableId } from '../../lib/pageIds'
import { count, dropped } from './dropped'
import { normalizeEmojis } from './emoji'
import { normalizeRelationship } from './relationship'
import { acctToUnicode, escapeHtml, hostOf, profileText } from './text'

/** Privileges an admin has when the server sends none (s1 §6). */
export const ADMIN_DEFAULT_PRIVILEGES: readonly string[] = [
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
/** Privileges a moderator has when the server sends none (s1 §6). */
export const MODERATOR_DEFAULT_PRIVILEGES: readonly string[] = [
  'messages_delete',
  'reports_manage_reports',
]

/** admin if is_admin, else moderator if is_moderator, else member (s1 §6). */
export function roleOf(isAdmin: boolean, isModerator: boolean): Role {
  if (isAdmin) return 'admin'
  if (isModerator) return 'moderator'
  return 'member'
}

/** The server's privileges, or the s1 §6 defaults of the role when absent. */
export function privilegesOf(role: Role, fromServer: string[] | undefined): string[] {
  if (fromServer) return [...fromServer]
  if (role === 'admin') return [...ADMIN_DEFAULT_PRIVILEGES]
  if (role === 'moderator') return [...MODERATOR_DEFAULT_PRIVILEGES]
  return []
}

const VISIBILITIES: readonly string[] = ['public', 'unlisted', 'private', 'direct']

function isVisibility(value: string | undefined): value is Visibility {
  return value !== undefined && VISIBILITIES.includes(value)
}

/**
 * Normalizes one account. Returns null (logged with the reason) when it has no usable id
 * (Pleroma renders deactivated accounts as `{}`, PLEROMA-API §4; odd servers send odd ids).
 * Never throws.
 */
export function normalizeUser(raw: RawAccount): User | null {
  const id = raw.id
  if (!isUsableId(id)) return dropped('account', id, 'no usable id')
  try {
    return toUser(raw, id)
  } catch (error) {
    return dropped('account', id, String(error))
  }
}

function toUser(raw: RawAccount, id: string): User {
  const p = raw.pleroma
  const screenName = raw.acct || raw.username || id
  const screenNameUi = acctToUnicode(screenName)
  const host = hostOf(raw.url)
  const fqn = raw.fqn ?? (screenName.includes('@') || !host ? screenName : `${screenName}@${host}`)
  const displayName = raw.display_name || raw.username || screenName
  const rawFields: ProfileField[] = raw.fields.map((f) => ({
    name: f.name ?? '',
    value: f.value ?? '',
  }))
  const role = roleOf(p?.is_admin ?? false, p?.is_moderator ?? false)
  const moved = raw.moved ? normalizeUser(raw.moved) : null

  const user: User = {
    id,
    screen_name: screenName,
    screen_name_ui: screenNameUi,
    screen_name_ui_contains_non_ascii: [...screenNameUi].some((ch) => ch.charCodeAt(0) > 0x7f),
    fqn,
    name: displayName,
    name_html: escapeHtml(displayName),
    description: raw.source?.note ?? profileText(raw.note ?? ''),
    description_html: raw.note ?? '',
    fields: rawFields,
    fields_html: rawFields.map((f) => ({ name: escapeHtml(f.name), value: f.value })),
    fields_text: rawFields.map((f) => ({ name: f.name, value: profileText(f.value) })),
    profile_image_url: raw.avatar ?? raw.avatar_static ?? '',
    profile_image_url_original: raw.avatar ?? raw.avatar_static ?? '',
    cover_photo: raw.header ?? raw.header_static ?? '',
    background_image: p?.background_image ?? null,
    friends_count: count(raw.following_count),
    followers_count: count(raw.followers_count),
    statuses_count: count(raw.statuses_count),
    hide_follows: p?.hide_follows ?? false,
    hide_followers: p?.hide_followers ?? false,
    hide_follows_count: p?.hide_follows_count ?? false,
    hide_followers_count: p?.hide_followers_count ?? false,
    locked: raw.locked ?? false,
    bot: raw.bot ?? false,
    created_at: raw.created_at ?? '',
    is_local: !screenName.includes('@'),
    role,
    rights: { moderator: role === 'moderator', admin: role === 'admin' },
    privileges: privilegesOf(role, p?.privileges),
    tags: p?.tags ?? [],
    deactivated: p?.deactivated ?? false,
    emoji: normalizeEmojis(raw.emojis),
    statusnet_profile_url: raw.url ?? '',
    favicon: p?.favicon ?? null,
    moved,
  }
  const visibility = raw.source?.privacy
  if (isVisibility(visibility)) user.default_scope = visibility
  const sp = raw.source?.pleroma
  if (sp?.no_rich_text !== undefined) user.no_rich_text = sp.no_rich_text
  if (sp?.show_role !== undefined) user.show_role = sp.show_role
  const discoverable = sp?.discoverable ?? raw.discoverable
  if (discoverable !== undefined) user.discoverable = discoverable
  if (p?.allow_following_move !== undefined) user.allow_following_move = p.allow_following_move
  if (raw.source?.sensitive !== undefined) user.default_nsfw = raw.source.sensitive
  if (p?.hide_favorites !== undefined) user.hide_favorites = p.hide_favorites
  if (typeof p?.accepts_chat_messages === 'boolean')
    user.accepts_chat_messages = p.accepts_chat_messages
  if (p?.settings_store) user.storage = p.settings_store
  if (raw.follow_requests_count !== undefined) user.follow_request_count = raw.follow_requests_count
  if (p?.unread_chat_count !== undefined) user.unread_chat_count = p.unread_chat_count
  if (p?.chat_token) user.chat_token = p.chat_token
  if (p && Object.keys(p.notification_settings).length > 0) {
    user.notification_settings = p.notification_settings
  }
  const relationship = p?.relationship ? normalizeRelationship(p.relationship) : null
  if (relationship) user.relationship = relationship
  return user
}

/**
 * Collects a user and the account it moved to (flattened for the store, STYLE.md 4); `embedded`
 * marks copies carried by a status or notification (User `embedded`).
 */
export function collectUsers(user: User | null, into: User[], embedded = false): void {
  if (!user) return
  into.push(embedded ? { ...user, embedded: true } : user)
  if (user.moved) collectUsers(user.moved, into, embedded)
}

/**
 * Normalizes a list of accounts (an account list answer): `users` in the answer's order, with
 * unreadable accounts left out, and `batch` holding them and the accounts they moved to.
 */
export function normalizeUsers(raws: readonly RawAccount[]): {
  users: User[]
  batch: NormalizedBatch
} {
  const users: User[] = []
  const all: User[] = []
  for (const raw of raws) {
    const user = normalizeUser(raw)
    if (!user) continue
    users.push(user)
    collectUsers(user, all)
  }
  return { users, batch: { statuses: [], users: all } }
}
