/**
 * The demo instance's state: a plain in-memory store (accounts, statuses, relationships, media
 * files, the social and posting records) with its clock, id minters and event hub, and small
 * read functions over it. Writes go through model/operations/ (the seed may use the add*
 * primitives here directly). Nothing here knows about HTTP.
 */
import { compareIds, createFlakeMinter } from '../lib/ids'
import { ORIGIN } from '../lib/origin'
import { createChatState } from './chat-state'
import type { ChatState } from './chat-state'
import { systemClock } from './clock'
import type { Clock } from './clock'
import { createEventHub } from './events'
import type { EventHub } from './events'
import { createPostingState } from './posting-state'
import type { PostingState } from './posting-state'
import type { AccountRecord, EmojiRecord, FileRecord, StatusRecord } from './records'
import { createSocialState } from './social-state'
import type { SocialState } from './social-state'

/** FlakeId minters (ms -> id) of what the API creates; the seed uses workers of its own. */
export interface Minters {
  /** Like activities (favourites are keyed by them). */
  like: (ms: number) => string
  /** Reblog wrappers. */
  reblog: (ms: number) => string
  /** Statuses posted through the API. */
  status: (ms: number) => string
  /** Accounts registered or created for sign-in. */
  account: (ms: number) => string
  /** Reports (§12.2). */
  report: (ms: number) => string
  /** Announcements (§12.3). */
  announcement: (ms: number) => string
  /** Chats, one per side (§11). */
  chat: (ms: number) => string
  /** Chat message references, one per side (§11). */
  chatMessage: (ms: number) => string
  /** Create activities of chat messages. */
  activity: (ms: number) => string
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
  /** Per-user interactions, notifications and lists (social-state.ts). */
  social: SocialState
  /** Sources of posted statuses, uploads and idempotency answers (posting-state.ts). */
  posting: PostingState
  /** Chats, their message references and echoed keys (chat-state.ts). */
  chats: ChatState
  /** The instance clock (clock.ts). */
  clock: Clock
  mint: Minters
  /** Model events for the layers above (events.ts). */
  events: EventHub
}

/** Creates an empty store; `clock` defaults to real time. */
export function createStore(options: { clock?: Clock } = {}): Store {
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
    chats: createChatState(),
    clock: options.clock ?? systemClock,
    mint: {
      like: createFlakeMinter(0x11ce),
      reblog: createFlakeMinter(0x2eb1),
      status: createFlakeMinter(0x5747),
      account: createFlakeMinter(0x5a17),
      report: createFlakeMinter(0x4e90),
      announcement: createFlakeMinter(0xa770),
      chat: createFlakeMinter(0xc4a7),
      chatMessage: createFlakeMinter(0xc3e5),
      activity: createFlakeMinter(0xac7e),
    },
    events: createEventHub(),
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

/** The likes of `accountId` as `{id: like activity id, statusId}`, newest like first (§1.9). */
export function likesBy(store: Store, accountId: string): { id: string; statusId: string }[] {
  const likes: { id: string; statusId: string }[] = []
  for (const [statusId, by] of store.social.favourites) {
    const likeId = by.get(accountId)
    if (likeId) likes.push({ id: likeId, statusId })
  }
  return likes.sort((a, b) => compareIds(b.id, a.id))
}
