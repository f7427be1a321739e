/**
 * Per-user social state of the demo instance (kept in `store.social`): favourites, bookmarks,
 * thread mutes, account mutes (and when they end), blocks and domain blocks, subscriptions,
 * hidden reblogs, private notes, poll votes, edit history, follow requests, lists, reports, staff
 * tags, notifications and announcements with who read them. Plain data: model/rules.ts reads it,
 * model/operations/ writes it.
 */
import type {
  AnnouncementRecord,
  BackupRecord,
  ListRecord,
  NotificationRecord,
  NotificationSettings,
  ReportRecord,
  VersionRecord,
} from './records'

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
  /** accountId -> (muted accountId -> when the mute ends); absent: a mute without end. */
  muteEnds: Map<string, Map<string, Date>>
  /** accountId -> blocked account ids. */
  blocks: Map<string, Set<string>>
  /** accountId -> blocked domains, in the order they were blocked. */
  domainBlocks: Map<string, string[]>
  /** accountId -> notification settings (absent: both false). */
  notificationSettings: Map<string, NotificationSettings>
  /** Every account backup, oldest first. */
  backups: BackupRecord[]
  /** accountId -> accounts whose posts notify it (Pleroma's subscriptions, `notifying`). */
  subscriptions: Map<string, Set<string>>
  /** accountId -> followed accounts whose reblogs it hides (follow with `reblogs=false`). */
  hiddenReblogs: Map<string, Set<string>>
  /** accountId -> (other accountId -> private note, plain text). */
  notes: Map<string, Map<string, string>>
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
  /** Every report, oldest first. */
  reports: ReportRecord[]
  /** accountId -> the tags staff gave it (PLEROMA-API §14 `users/tag`, MRF TagPolicy's `mrf_tag:…`). */
  tags: Map<string, Set<string>>
  /** Every notification, oldest first. */
  notifications: NotificationRecord[]
  /** Every announcement, oldest first (Pleroma lists them in insertion order). */
  announcements: AnnouncementRecord[]
  /** accountId -> ids of the announcements it dismissed (read). */
  announcementReads: Map<string, Set<string>>
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
    muteEnds: new Map(),
    blocks: new Map(),
    domainBlocks: new Map(),
    notificationSettings: new Map(),
    backups: [],
    subscriptions: new Map(),
    hiddenReblogs: new Map(),
    notes: new Map(),
    pollVotes: new Map(),
    pollsEnded: new Set(),
    history: new Map(),
    editedAt: new Map(),
    followRequests: new Map(),
    lists: new Map(),
    reports: [],
    tags: new Map(),
    notifications: [],
    announcements: [],
    announcementReads: new Map(),
    likeSequence: 0,
  }
}
