/**
 * The demo instance's data: a plain in-memory store (accounts, statuses, relationships, media
 * files) with small functions over it, so later issues (OAuth, posting, notifications,
 * streaming) can add records without a rewrite. Nothing here knows about HTTP.
 *
 * URLs of things served by this instance are stored with the ORIGIN token in place of
 * `scheme://host[:port]`; the HTTP layer swaps in the request's origin (see http/reply.ts).
 */
import { compareIds } from './ids'
import { createSocialState } from './social/state'
import type { SocialState } from './social/state'
import { createPostingState } from './posting/state'
import type { PostingState } from './posting/state'

/** Placeholder for this instance's origin inside stored URLs and HTML. */
export const ORIGIN = '@@ORIGIN@@'

/** Placeholder for this instance's host (`host[:port]`, no scheme), e.g. in local `fqn`. */
export const HOST = '@@HOST@@'

/** Status visibility as Pleroma names it (PLEROMA-API §6). */
export type Visibility = 'public' | 'unlisted' | 'private' | 'direct'

/** A custom emoji as it appears in `emojis` arrays. URLs may hold the ORIGIN token. */
export interface EmojiRecord {
  shortcode: string
  url: string
  static_url: string
  visible_in_picker: boolean
}

/** Profile metadata field: `value` is HTML, `source` the plain text the owner typed. */
export interface FieldRecord {
  name: string
  value: string
  source: string
}

/** One account, local (`host` null) or remote. */
export interface AccountRecord {
  id: string
  username: string
  /** Remote domain, or null for local accounts. */
  host: string | null
  display_name: string
  /** Bio as HTML. */
  note: string
  /** Bio as typed (plain text). */
  source_note: string
  fields: FieldRecord[]
  emojis: EmojiRecord[]
  locked: boolean
  bot: boolean
  created_at: Date
  avatar: string
  header: string
  is_admin: boolean
  is_moderator: boolean
  /** Id of the account this one moved to, if any. */
  moved_to_id: string | null
  also_known_as: string[]
  discoverable: boolean
  hide_followers: boolean
  hide_follows: boolean
  /** Site favicon for remote accounts (URL), else null. */
  favicon: string | null
  birthday: string | null
}

/** A media attachment (image/video/audio/unknown). Ids are integers as strings. */
export interface AttachmentRecord {
  id: string
  type: 'image' | 'video' | 'audio' | 'unknown'
  url: string
  preview_url: string
  description: string
  mime_type: string
  /** Pixel size of the original, when known. */
  width: number | null
  height: number | null
}

/** A poll: `expires_at` in the past means expired. */
export interface PollRecord {
  id: string
  expires_at: Date
  multiple: boolean
  options: { title: string; votes_count: number }[]
  voters_count: number
  emojis: EmojiRecord[]
}

/** A link preview card (Mastodon card + `pleroma.opengraph`). */
export interface CardRecord {
  url: string
  title: string
  description: string
  image: string | null
  provider_name: string
  provider_url: string
  width: number
  height: number
}

/** An emoji reaction on a status: unicode (`url` null) or custom. */
export interface ReactionRecord {
  name: string
  url: string | null
  account_ids: string[]
}

/** A status, or a reblog wrapper when `reblog_of_id` is set. */
export interface StatusRecord {
  id: string
  account_id: string
  created_at: Date
  visibility: Visibility
  /** Body HTML as the server formatted it. */
  content: string
  /** Plain-text rendering of the body (`pleroma.content["text/plain"]`). */
  text: string
  spoiler_text: string
  sensitive: boolean
  in_reply_to_id: string | null
  /** Conversation key: the id of the thread's first status. */
  context: string
  /** Mentioned account ids, in mention order. */
  mention_ids: string[]
  /** Hashtag names, lower case, without `#`. */
  tags: string[]
  emojis: EmojiRecord[]
  media: AttachmentRecord[]
  poll: PollRecord | null
  card: CardRecord | null
  reblog_of_id: string | null
  quote_id: string | null
  favourites_count: number
  reblogs_count: number
  reactions: ReactionRecord[]
  pinned_at: Date | null
  /** ActivityPub object id and human URL; ORIGIN token for local statuses. */
  uri: string
  url: string
}

/** A file served by this instance (SVG artwork, PNG favicon, JSON packs). */
export interface FileRecord {
  mime: string
  body: string | Buffer
}

/** The whole in-memory instance state. */
export interface Store {
  accounts: Map<string, AccountRecord>
  statuses: Map<string, StatusRecord>
  /** Follow edges as `followerId -> Set<followedId>`. */
  follows: Map<string, Set<string>>
  /** Served files by path (`/media/...`, `/emoji/...`, `/static/stickers/...`). */
  files: Map<string, FileRecord>
  /** Custom emoji of this instance by shortcode, with their emoji.json tags. */
  customEmoji: Map<string, { record: EmojiRecord; tags: string[] }>
  /** Statuses sorted newest first (kept in sync by addStatus). */
  timeline: StatusRecord[]
  /** Last integer id handed out (media attachments, polls: integers as strings, §1.8). */
  lastIntegerId: number
  /** Per-user interactions, notifications, lists and sockets (social/state.ts). */
  social: SocialState
  /** Sources of posted statuses, uploads and idempotency answers (posting/state.ts). */
  posting: PostingState
}

/** Creates an empty store. */
export function createStore(): Store {
  return {
    accounts: new Map(),
    statuses: new Map(),
    follows: new Map(),
    files: new Map(),
    customEmoji: new Map(),
    timeline: [],
    lastIntegerId: 1000,
    social: createSocialState(),
    posting: createPostingState(),
  }
}

/** Next integer-backed id (attachments, polls) as a decimal string. */
export function nextIntegerId(store: Store): string {
  store.lastIntegerId += 1
  return String(store.lastIntegerId)
}

/** Adds (or replaces) an account. */
export function addAccount(store: Store, account: AccountRecord): AccountRecord {
  store.accounts.set(account.id, account)
  return account
}

/** Adds a status and keeps `timeline` sorted newest first. */
export function addStatus(store: Store, status: StatusRecord): StatusRecord {
  store.statuses.set(status.id, status)
  const list = store.timeline
  let i = 0
  while (i < list.length && compareIds((list[i] as StatusRecord).id, status.id) > 0) i++
  list.splice(i, 0, status)
  return status
}

/** Records that `followerId` follows `followedId`. */
export function addFollow(store: Store, followerId: string, followedId: string): void {
  const set = store.follows.get(followerId) ?? new Set<string>()
  set.add(followedId)
  store.follows.set(followerId, set)
}

/** Number of accounts following `id`. */
export function followersCount(store: Store, id: string): number {
  let n = 0
  for (const set of store.follows.values()) if (set.has(id)) n++
  return n
}

/** Number of accounts `id` follows. */
export function followingCount(store: Store, id: string): number {
  return store.follows.get(id)?.size ?? 0
}

/** `nick` for local accounts, `nick@host` for remote ones (the Mastodon `acct`). */
export function acctOf(account: AccountRecord): string {
  return account.host ? `${account.username}@${account.host}` : account.username
}

/** The account's ActivityPub id / profile URL (ORIGIN token for local accounts). */
export function accountUrl(account: AccountRecord): string {
  return account.host
    ? `https://${account.host}/users/${account.username}`
    : `${ORIGIN}/users/${account.username}`
}

/**
 * Finds an account by id, by local nickname, or by `nick@host` (case-insensitive names;
 * a leading `@` is ignored). Returns undefined when none matches.
 */
export function findAccount(store: Store, idOrAcct: string): AccountRecord | undefined {
  const byId = store.accounts.get(idOrAcct)
  if (byId) return byId
  const wanted = idOrAcct.replace(/^@/, '').toLowerCase()
  for (const account of store.accounts.values()) {
    if (acctOf(account).toLowerCase() === wanted) return account
  }
  return undefined
}

/** Statuses of one account, newest first (reblog wrappers included). */
export function statusesOf(store: Store, accountId: string): StatusRecord[] {
  return store.timeline.filter((s) => s.account_id === accountId)
}

/** Every status of a conversation, oldest first. */
export function conversation(store: Store, context: string): StatusRecord[] {
  return store.timeline.filter((s) => s.context === context && !s.reblog_of_id).reverse()
}

/** Number of direct replies to a status. */
export function repliesCount(store: Store, id: string): number {
  let n = 0
  for (const s of store.statuses.values()) if (s.in_reply_to_id === id) n++
  return n
}
