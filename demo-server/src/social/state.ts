/**
 * Per-user social state of the demo instance (kept in `store.social`): favourites, bookmarks,
 * thread mutes, account mutes and blocks, poll votes, edit history, follow requests, lists,
 * notifications and the open streaming sockets. Plain data; the rules live beside it.
 */
import type { EmojiRecord, AttachmentRecord, PollRecord } from '../store'
import type { NotificationType } from './events'

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
  created_at: Date
  seen: boolean
}

/** A list (§9): integer id as a string, owner, title, member account ids. */
export interface ListRecord {
  id: string
  owner_id: string
  title: string
  member_ids: Set<string>
}

/** One connected streaming socket: the user (null for visitors), its streams, and a sender. */
export interface Subscriber {
  accountId: string | null
  /** Stream keys: `user`, `public`, `public:local`, `hashtag:<tag>`, `list:<id>`, `direct`. */
  streams: Set<string>
  /** Sends one text frame. */
  send(frame: string): void
  /** Closes the socket with a WebSocket close code. */
  close(code: number): void
}

/** The whole social state. Keys are account / status ids unless noted. */
export interface SocialState {
  /** statusId -> (accountId -> like activity id), insertion = like order. */
  favourites: Map<string, Map<string, string>>
  /** accountId -> bookmarks, oldest first; `id` is the bookmark row id (integer string). */
  bookmarks: Map<string, { id: string; statusId: string }[]>
  /** accountId -> muted conversation contexts. */
  threadMutes: Map<string, Set<string>>
  /** accountId -> (muted accountId -> mutes notifications too). */
  mutes: Map<string, Map<string, boolean>>
  /** accountId -> blocked account ids. */
  blocks: Map<string, Set<string>>
  /** pollId -> (accountId -> chosen option indices). */
  pollVotes: Map<string, Map<string, number[]>>
  /** Poll ids whose end was already notified. */
  pollsEnded: Set<string>
  /** statusId -> earlier versions, oldest first (the current one is the status itself). */
  history: Map<string, VersionRecord[]>
  /** statusId -> time of the last edit. */
  editedAt: Map<string, Date>
  /** target accountId -> requester ids, oldest first. */
  followRequests: Map<string, string[]>
  lists: Map<string, ListRecord>
  /** Every notification, oldest first. */
  notifications: NotificationRecord[]
  sockets: Set<Subscriber>
  /** Last like-activity sequence (like ids are FlakeIds minted from it). */
  likeSequence: number
}

/** An empty social state. */
export function createSocialState(): SocialState {
  return {
    favourites: new Map(),
    bookmarks: new Map(),
    threadMutes: new Map(),
    mutes: new Map(),
    blocks: new Map(),
    pollVotes: new Map(),
    pollsEnded: new Set(),
    history: new Map(),
    editedAt: new Map(),
    followRequests: new Map(),
    lists: new Map(),
    notifications: [],
    sockets: new Set(),
    likeSequence: 0,
  }
}
