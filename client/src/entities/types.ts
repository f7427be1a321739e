/**
 * Client entities: the spec's names and fields (s1 §3 "Entities and their fields").
 * Raw server shapes live in api/schemas and keep the server's names; normalizers in
 * entities/normalize turn one into the other, once, at the edge (STYLE.md 3).
 * Ids are strings everywhere. Times are ISO 8601 strings as the server sends them.
 */

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct'
export type Role = 'admin' | 'moderator' | 'member'

/** s1 §3 "Emoji" as carried by statuses and users: shortcode without colons. */
export interface Emoji {
  shortcode: string
  url: string
  static_url: string
}

export interface ProfileField {
  name: string
  value: string
}

/** s1 §3 "User". Fields that only exist for the signed-in user are optional. */
export interface User {
  id: string
  /** acct: `name` for local users, `name@host` for remote ones. */
  screen_name: string
  /** screen_name with the host converted to Unicode (IDN). */
  screen_name_ui: string
  screen_name_ui_contains_non_ascii: boolean
  /** Fully qualified `name@host`, also for local users. */
  fqn: string
  /** Display name as plain text (emoji shortcodes left as text). */
  name: string
  /** Display name as HTML-escaped text, shortcodes still in place; rendered by RichText. */
  name_html: string
  /** Bio as plain text. */
  description: string
  /** Bio as server HTML (unsanitized; render only through RichText). */
  description_html: string
  fields: ProfileField[]
  /** Field names and values as server HTML (unsanitized). */
  fields_html: ProfileField[]
  /** Field names and values as plain text. */
  fields_text: ProfileField[]
  profile_image_url: string
  profile_image_url_original: string
  cover_photo: string
  background_image: string | null
  friends_count: number
  followers_count: number
  statuses_count: number
  hide_follows: boolean
  hide_followers: boolean
  hide_follows_count: boolean
  hide_followers_count: boolean
  locked: boolean
  bot: boolean
  created_at: string
  is_local: boolean
  role: Role
  rights: { moderator: boolean; admin: boolean }
  privileges: string[]
  tags: string[]
  deactivated: boolean
  emoji: Emoji[]
  statusnet_profile_url: string
  favicon: string | null
  /** The account this one moved to, if any. */
  moved: User | null
  default_scope?: Visibility
  no_rich_text?: boolean
  show_role?: boolean
  discoverable?: boolean
  allow_following_move?: boolean
  /** Own account only: posts marked sensitive by default (`source.sensitive`). */
  default_nsfw?: boolean
  hide_favorites?: boolean
  accepts_chat_messages?: boolean
  /** Own account only: the per-user settings storage (`pleroma.settings_store`), by front-end. */
  storage?: Record<string, unknown>
  follow_request_count?: number
  unread_chat_count?: number
  /** The shoutbox token (`pleroma.chat_token`), only on the signed-in user's own account. */
  chat_token?: string
  notification_settings?: Record<string, boolean>
  relationship?: Relationship
  /**
   * True for a copy embedded in another answer (a status's or notification's `account`), which
   * a server may have cached long ago: the entity store never lets it overwrite the counts of a
   * copy fetched as the account itself (entities/store.ts). A mark of normalized batches only:
   * the store keeps which users it knows only from such copies apart, never on the user.
   */
  embedded?: true
}

/** s1 §3 "Relationship". */
export interface Relationship {
  id: string
  following: boolean
  followed_by: boolean
  requested: boolean
  locked?: boolean
  blocking: boolean
  /** They block the viewer (PLEROMA-API §4; absent from older servers). */
  blocked_by?: boolean
  muting: boolean
  subscribing: boolean
  showing_reblogs: boolean
  note: string
}

/** s1 §3 "Attachment": media classes flash, html, image, video, audio, unknown. */
export type MediaClass = 'flash' | 'html' | 'image' | 'video' | 'audio' | 'unknown'

export interface Attachment {
  id: string
  type: MediaClass
  mimetype: string
  url: string
  large_thumb_url: string
  description: string
  meta: {
    width?: number
    height?: number
    aspect?: number
  }
  /**
   * The server's `blurhash` (PLEROMA-API §6 "Media attachment"; Pleroma computes it for uploaded
   * images): a placeholder drawn while the picture loads. Null when absent or not a valid hash.
   */
  blurhash: string | null
}

/** s1 §3 "Poll". */
export interface PollOption {
  title: string
  title_html: string
  votes_count: number
}
export interface Poll {
  id: string
  options: PollOption[]
  multiple: boolean
  voted: boolean
  own_votes: number[]
  expired: boolean
  expires_at: string | null
  votes_count: number
  voters_count: number | null
  emojis: Emoji[]
}

/** s1 §3 "Link card". */
export interface Card {
  url: string
  image: string | null
  title: string
  description: string
  provider_name: string
}

export interface Mention {
  id: string
  screen_name: string
  url: string
  username: string
}

export interface EmojiReaction {
  name: string
  count: number
  me: boolean
  url: string | null
  accounts: string[]
}

/**
 * s1 §3 "Status". `user` holds the author's id (entities are stored once, by id);
 * `retweeted_status` the id of the repeated status when `type` is 'retweet'; `quote` the id of
 * the quoted status (issue 13: Pleroma's `pleroma.quote`, Mastodon 4.5's accepted `quote`,
 * Fedibird's `quote`), stored beside it.
 */
export interface Status {
  id: string
  type: 'status' | 'retweet'
  user: string
  /** Plain text of the body. */
  text: string
  /** Server HTML of the body (unsanitized; render only through RichText). */
  raw_html: string
  /** Content warning as plain text. */
  summary: string
  summary_raw_html: string
  nsfw: boolean
  visibility: Visibility
  created_at: string
  edited_at: string | null
  attachments: Attachment[]
  poll: Poll | null
  card: Card | null
  emojis: Emoji[]
  tags: string[]
  attentions: Mention[]
  in_reply_to_status_id: string | null
  in_reply_to_user_id: string | null
  in_reply_to_screen_name: string | null
  statusnet_conversation_id: string | null
  uri: string
  external_url: string
  is_local: boolean
  parent_visible: boolean
  replies_count: number
  fave_num: number
  repeat_num: number
  favorited: boolean
  repeated: boolean
  bookmarked: boolean
  pinned: boolean
  muted: boolean
  thread_muted: boolean
  emoji_reactions: EmojiReaction[]
  retweeted_status: string | null
  quote: string | null
  deleted: boolean
  language: string | null
}

/** s1 §3 "Notification". Types use the spec's names (like, repeat...), not the server's. */
export type NotificationType =
  | 'like'
  | 'repeat'
  | 'mention'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'pleroma:emoji_reaction'
  | 'pleroma:report'
  | 'poll'
  | 'pleroma:chat_mention'

export interface Notification {
  id: string
  type: NotificationType
  seen: boolean
  /** Id of the acting user. */
  from_profile: string
  /** Id of the status, when the type has one. */
  status: string | null
  /** Id of the target user (move). */
  target: string | null
  emoji: string | null
  emoji_url: string | null
  /** The report of a `pleroma:report` notification, else null. */
  report: Report | null
  created_at: string
}

/** s1 §3 "Report" states. */
export type ReportState = 'open' | 'closed' | 'resolved'

/** A staff note on a report (s1 §3 "Report" notes). */
export interface ReportNote {
  id: string
  content: string
  created_at: string
}

/**
 * s1 §3 "Report" (PLEROMA-API §14 AdminReport): `acct` is the reported user's id and `actor`
 * the reporter's (the users are in the entity store), `statuses` the reported statuses' ids,
 * `content` the reporter's comment as plain text.
 */
export interface Report {
  id: string
  state: ReportState
  acct: string
  actor: string
  content: string
  statuses: string[]
  notes: ReportNote[]
}

/** Shout message (s1 §3): a shoutbox line; `id` is the server's integer counter (§16). */
export interface ShoutMessage {
  id: number
  text: string
  author: User
}

/** List (s1 §3): its members (accountIds) are fetched only on the edit page. */
export interface List {
  id: string
  title: string
}

/** Announcement (s1 §3). */
export interface Announcement {
  id: string
  content: string
  raw_content: string
  starts_at: string | null
  ends_at: string | null
  all_day: boolean
  published_at: string
  read: boolean
  /** Not shown to members now: not started yet, ended, or absent from the visible list. */
  inactive: boolean
  emojis: Emoji[]
}

/** Everything a normalizer may produce from one answer, flattened by id (STYLE.md 4). */
export interface NormalizedBatch {
  statuses: Status[]
  users: User[]
}

/** A sticker pack (s1 §3 "stickers packs (pack, path, meta.title)"). */
export interface StickerPack {
  pack: string
  /** Base path ending with "/"; an image URL is path + file name. */
  path: string
  meta: { title: string; tabIcon: string | null; stickers: string[] }
}

/**
 * s1 §3 "Chat message" (PLEROMA-API §11). `content` is the server's HTML. A message the client
 * is still sending has a local `id` made from the time (its fakeId) and `pending`; one whose
 * sending failed for good has `error`.
 */
export interface ChatMessage {
  id: string
  chat_id: string
  account_id: string
  content: string
  attachment: Attachment | null
  emojis: Emoji[]
  created_at: string
  idempotency_key?: string
  pending?: boolean
  error?: boolean
}

/** s1 §3 "Chat": `account` is the other party's user id (the user is in the entity store). */
export interface Chat {
  id: string
  account: string
  lastMessage: ChatMessage | null
  unread: number
  updated_at: string
}
