/**
 * Pure notification rules (s1 §4 "Notifications", s1 §9, DECISIONS.md "Calls"): which ones are
 * shown, in what order, how many seen ones, and the count that drives badges and the title.
 */
import type { Notification, NotificationType, Status, User } from '../../entities/types'
import { formatNumber } from '../../i18n'
import { compareIds } from '../../lib/ids'

/** s1 §4 "Seen display: 30 seen items beyond unseen". */
export const SEEN_SHOWN_AFTER_READ = 30
/** s1 §4 "load-older reveals 20 at a time". */
export const SEEN_REVEAL_STEP = 20

/** The notificationVisibility preference of each type (s1 §3 "User settings defaults"). */
export const VISIBILITY_PREFERENCE = {
  like: 'notificationVisibility.likes',
  repeat: 'notificationVisibility.repeats',
  mention: 'notificationVisibility.mentions',
  follow: 'notificationVisibility.follows',
  follow_request: 'notificationVisibility.followRequest',
  move: 'notificationVisibility.moves',
  'pleroma:emoji_reaction': 'notificationVisibility.emojiReactions',
  'pleroma:report': 'notificationVisibility.reports',
  poll: 'notificationVisibility.polls',
  'pleroma:chat_mention': 'notificationVisibility.chatMention',
} as const satisfies Record<NotificationType, string>

/** The catalogue key of each type's summary line ("{name} liked your status"...). */
export const ACTION_KEY: Record<NotificationType, string> = {
  like: 'notifications.favorited_you',
  repeat: 'notifications.repeated_you',
  mention: 'notifications.mentioned_you',
  follow: 'notifications.followed_you',
  follow_request: 'notifications.follow_request',
  move: 'notifications.migrated_to',
  'pleroma:emoji_reaction': 'notifications.reacted_with',
  'pleroma:report': 'notifications.submitted_report',
  poll: 'notifications.poll_ended',
  'pleroma:chat_mention': 'notifications.chat_mention',
}

/** Every type, in the filter dropdown's order. */
export const NOTIFICATION_TYPES = Object.keys(VISIBILITY_PREFERENCE) as NotificationType[]

/** True when `text` contains one of `muteWords`, case-insensitively. Blank words never match. */
export function matchesMuteWord(text: string, muteWords: readonly string[]): boolean {
  const lower = text.toLowerCase()
  return muteWords.some((word) => word.trim() !== '' && lower.includes(word.trim().toLowerCase()))
}

/**
 * s1 §4: a mention is not notified when its status is muted (or its thread) or matches a mute
 * word in text or spoiler, case-insensitively. Other types are always notified.
 */
export function isNotified(
  notification: Pick<Notification, 'type'>,
  status: Pick<Status, 'muted' | 'thread_muted' | 'text' | 'summary'> | undefined,
  muteWords: readonly string[],
): boolean {
  if (notification.type !== 'mention' || !status) return true
  if (status.muted || status.thread_muted) return false
  return !matchesMuteWord(status.text, muteWords) && !matchesMuteWord(status.summary, muteWords)
}

/** s1 §4: a muted sender's notification is collapsed until they are unmuted. */
export function isCollapsed(sender: Pick<User, 'relationship'> | undefined): boolean {
  return sender?.relationship?.muting === true
}

/** What filtering needs besides the notifications. */
export interface FilterContext {
  /** Whether the type's notificationVisibility preference is on. */
  typeEnabled: (type: NotificationType) => boolean
  statusOf: (id: string) => Status | undefined
  muteWords: readonly string[]
}

/** The notifications to consider, newest first: enabled types, minus unnotified mentions. */
export function filterNotifications(
  notifications: readonly Notification[],
  context: FilterContext,
): Notification[] {
  return notifications
    .filter(
      (n) =>
        context.typeEnabled(n.type) &&
        isNotified(n, n.status ? context.statusOf(n.status) : undefined, context.muteWords),
    )
    .sort((a, b) => compareIds(b.id, a.id))
}

/**
 * What the panel lists (s1 §4 "Seen display"): every unseen notification first, newest first,
 * then at most `seenLimit` seen ones. `hiddenSeen` counts seen ones held but not shown.
 */
export function displayedNotifications(
  filtered: readonly Notification[],
  seenLimit: number,
): { items: Notification[]; unseen: number; hiddenSeen: number } {
  const unseen = filtered.filter((n) => !n.seen)
  const seen = filtered.filter((n) => n.seen)
  return {
    items: [...unseen, ...seen.slice(0, seenLimit)],
    unseen: unseen.length,
    hiddenSeen: Math.max(0, seen.length - seenLimit),
  }
}

/**
 * "Load older" (s1 §4): reveals up to 20 more seen notifications already held; when none are
 * hidden, the caller fetches an older page (`fetch: true`) and the limit grows by 20.
 */
export function revealOlder(
  seenLimit: number,
  hiddenSeen: number,
): { seenLimit: number; fetch: boolean } {
  if (hiddenSeen > 0)
    return { seenLimit: seenLimit + Math.min(SEEN_REVEAL_STEP, hiddenSeen), fetch: false }
  return { seenLimit: seenLimit + SEEN_REVEAL_STEP, fetch: true }
}

/** s1 §4: the badge/title count is unseen notifications + unread chats + unread announcements. */
export function attentionCount(counts: {
  unseenNotifications: number
  unreadChats: number
  unreadAnnouncements: number
}): number {
  return counts.unseenNotifications + counts.unreadChats + counts.unreadAnnouncements
}

/** A "(n) " in front of a title, n as any language writes it ("(1,234) ", "(۱٬۲۳۴) "). */
const TITLE_COUNT = /^\([\p{Nd}\p{Zs},.'’٬]+\) /u

/**
 * The tab title with "(n) " in front when `count` is above 0 (s1 §4), n as the active language
 * writes numbers (i18n formatNumber: "(12) ", "(۱۲) "); an old count, in any language, is replaced.
 */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(TITLE_COUNT, '')
  return count > 0 ? `(${formatNumber(count)}) ${base}` : base
}

/** Above this a capped badge shows an infinity sign (s1 §9). */
export const BADGE_MAX = 99

/**
 * A count badge's text (s1 §2 "count badges"): the count as the active language writes numbers
 * (i18n formatNumber: "12", "۱۲"), or '∞' above {@link BADGE_MAX} when `capped` (s1 §9 "mobile
 * badge shows an infinity sign above 99"; the notifications panel's badge always is).
 */
export function badgeText(count: number, capped: boolean): string {
  return capped && count > BADGE_MAX ? '∞' : formatNumber(count)
}
