/**
 * Pure rules of the post body (s1 §9): tall posts, long subjects, and why a post is muted
 * (s1 §4 "Mute words (case-insensitive in text or spoiler)", preferences muteWords,
 * muteBotStatuses, hideFilteredStatuses).
 */
import type { Status, User } from '../../entities/types'

/** A post is tall when its paragraph and line breaks plus length/80 exceed this (s1 §9). */
export const TALL_POST_SCORE = 20
/** Subjects longer than this many characters are collapsible (s1 §9). */
export const LONG_SUBJECT_CHARS = 240

/**
 * The tall-post rule: the number of `<p>` and `<br>` in the server HTML plus the plain text's
 * length (characters) divided by 80, over 20.
 */
export function isTallPost(rawHtml: string, text: string): boolean {
  const breaks = (rawHtml.match(/<(p|br)[\s/>]/gi) ?? []).length
  return breaks + text.length / 80 > TALL_POST_SCORE
}

/** A subject over 240 characters. */
export function isLongSubject(summary: string): boolean {
  return summary.trim().length > LONG_SUBJECT_CHARS
}

/** Why a post is muted. */
export type MuteKind = 'user' | 'thread' | 'words' | 'bot'

/** The preferences the rule reads. */
export interface MutePreferences {
  muteWords: readonly string[]
  muteBotStatuses: boolean
  hideFilteredStatuses: boolean
}

/** The verdict: reasons (in this order: user, thread, words, bot), the words hit, hide or collapse. */
export interface MuteVerdict {
  reasons: MuteKind[]
  /** The mute words found (as the person wrote them). */
  words: string[]
  /** hideFilteredStatuses: the post is not shown at all, not even as a line. */
  hidden: boolean
}

/** The mute words found case-insensitively in the post's text or subject. */
export function muteWordHits(status: Status, muteWords: readonly string[]): string[] {
  const haystack = `${status.text}\n${status.summary}`.toLocaleLowerCase()
  return muteWords.filter((word) => {
    const needle = word.trim().toLocaleLowerCase()
    return needle !== '' && haystack.includes(needle)
  })
}

/**
 * Why `status` by `author` is muted for the viewer, or null when it is not. The viewer's own
 * posts are never muted. Reasons: the author, or the `repeater` who brought it to a timeline, is
 * muted (relationship), the conversation is muted (thread_muted or muted), mute words hit, or a
 * bot's post with muteBotStatuses.
 */
export function muteReason(
  status: Status,
  author: User | undefined,
  prefs: MutePreferences,
  viewerId: string | null,
  repeater?: User,
): MuteVerdict | null {
  if (viewerId !== null && status.user === viewerId) return null
  const words = muteWordHits(status, prefs.muteWords)
  const reasons: MuteKind[] = []
  if (author?.relationship?.muting || repeater?.relationship?.muting) reasons.push('user')
  if (status.thread_muted || status.muted) reasons.push('thread')
  if (words.length > 0) reasons.push('words')
  if (prefs.muteBotStatuses && author?.bot) reasons.push('bot')
  if (reasons.length === 0) return null
  return { reasons, words, hidden: prefs.hideFilteredStatuses }
}
