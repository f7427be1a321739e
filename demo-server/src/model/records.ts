/**
 * The records of the demo instance's model: accounts, statuses and what hangs off them, as
 * plain data. URLs of things served by this instance hold the ORIGIN token (lib/origin.ts).
 */

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
  /** The counts show 0 to others (PLEROMA-API §4 `hide_*_count`). */
  hide_followers_count: boolean
  hide_follows_count: boolean
  /** Others get 403 `Can't get favorites` (Pleroma's default: true). */
  hide_favorites: boolean
  /** Deactivated (Pleroma's `is_active: false`): hidden from everyone but privileged staff. */
  deactivated: boolean
  /** Site favicon for remote accounts (URL), else null. */
  favicon: string | null
  birthday: string | null
  /** `pleroma.accepts_chat_messages`: others may open a chat and write to it (§11). */
  accepts_chat_messages: boolean
  /** `pleroma.background_image`: the profile's background (URL), or null for none. */
  background_image: string | null
  /** Alternative texts of avatar and banner (2.8). */
  avatar_description: string
  header_description: string
  /** `pleroma.skip_thread_containment`. */
  skip_thread_containment: boolean
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
  /** BlurHash of a picture (model/content/blurhash.ts); null for other files. */
  blurhash: string | null
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

/**
 * An account backup (PLEROMA-API §13 Backup): requested now, processed a moment later, when its
 * archive is stored under `url`'s path in `store.files`. `id` is an integer as a string.
 */
export interface BackupRecord {
  id: string
  accountId: string
  /** Served path of the archive (`/media/backups/archive-<nick>-<stamp>-<random>.zip`). */
  path: string
  /** Bytes of the archive; 0 until processed. */
  fileSize: number
  processed: boolean
  insertedAt: Date
}

/** The two notification settings of an account (PLEROMA-API §13 notification_settings). */
export interface NotificationSettings {
  block_from_strangers: boolean
  hide_notification_contents: boolean
}

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
  | 'status'
  | 'pleroma:report'

/** One earlier version of an edited status (Mastodon StatusEdit, PLEROMA-API §6 history). */
export interface VersionRecord {
  content: string
  spoiler_text: string
  sensitive: boolean
  emojis: EmojiRecord[]
  media: AttachmentRecord[]
  poll: PollRecord | null
  /** When this version was made (the status' creation, or the edit that produced it). */
  created_at: Date
}

/** A notification; `id` is an integer as a string (§8). */
export interface NotificationRecord {
  id: string
  type: NotificationType
  /** Recipient. */
  account_id: string
  /** Actor. */
  from_id: string
  status_id: string | null
  emoji: string | null
  emoji_url: string | null
  /** The report of a `pleroma:report` notification, else null. */
  report_id: string | null
  created_at: Date
  seen: boolean
}

/** A list (§9): integer id as a string, owner, title, member account ids (in adding order). */
export interface ListRecord {
  id: string
  owner_id: string
  title: string
  member_ids: Set<string>
}

/** What the author typed, and in which format (`text/plain`, `text/markdown`, ...). */
export interface SourceRecord {
  text: string
  content_type: string
}

/** An uploaded attachment and the account that uploaded it. */
export interface UploadRecord {
  attachment: AttachmentRecord
  accountId: string
}

/** A cached answer for one `user + Idempotency-Key`, valid until `expires` (Unix ms). */
export interface IdempotentAnswer {
  expires: number
  statusCode: number
  /** The JSON body exactly as first sent (origin tokens already filled in). */
  body: string
}

/** A report (PLEROMA-API §12.2): FlakeId, reporter, reported account, statuses, comment. */
export interface ReportRecord {
  id: string
  actor_id: string
  account_id: string
  status_ids: string[]
  comment: string
  forward: boolean
  state: 'open' | 'closed' | 'resolved'
  created_at: Date
  /** Staff notes (§14 `POST /reports/:id/notes`), oldest first. */
  notes: ReportNoteRecord[]
}

/** A staff note on a report: FlakeId, the staff member, the text, when. */
export interface ReportNoteRecord {
  id: string
  user_id: string
  content: string
  created_at: Date
}

/**
 * An announcement (PLEROMA-API §12.3): FlakeId, the typed text and its HTML, when it shows
 * (`starts_at`/`ends_at`, null: open), `all_day`, published (created) and last updated.
 */
export interface AnnouncementRecord {
  id: string
  /** What the admin typed (`pleroma.raw_content`). */
  raw_content: string
  /** The text formatted as Pleroma's text/plain input (links, `<br/>`; no `<p>`). */
  content: string
  starts_at: Date | null
  ends_at: Date | null
  all_day: boolean
  published_at: Date
  updated_at: Date
}

/**
 * One side of a chat (Pleroma's Chat, PLEROMA-API §11): the chat `account_id` has with
 * `recipient_id`. Each pair has two, one per side, with ids of their own; `updated_at` moves
 * with every message.
 */
export interface ChatRecord {
  id: string
  account_id: string
  recipient_id: string
  updated_at: Date
}

/** A chat message (Pleroma's ChatMessage object), shared by both sides' references. */
export interface ChatMessageRecord {
  /** FlakeId of its Create activity: what a `delete` frame carries when it is deleted (§15). */
  activity_id: string
  /** The author. */
  account_id: string
  /** Stored HTML (text escaped, links, `<br>`), or null for an attachment alone. */
  content: string | null
  emojis: EmojiRecord[]
  attachment: AttachmentRecord | null
  created_at: Date
}

/**
 * One side's reference to a message (Pleroma's MessageReference): its own FlakeId (the message
 * `id` that side sees), its chat, and whether that side has read it.
 */
export interface ChatMessageRefRecord {
  id: string
  chat_id: string
  message: ChatMessageRecord
  unread: boolean
}
