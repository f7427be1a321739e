/**
 * What a chat view lists and a chat list item previews (s1 §2 "Chats"): messages grouped by
 * author with date separators (Today, or day and month), the avatar at the head of an incoming
 * group, 24 h HH:MM times, and the last-message preview (attachments summarised by kind, own
 * messages prefixed 'you').
 */
import { dateTimeFormat } from '../../i18n'
import type { ChatMessage } from '../../entities/types'

/** One row of the chat view: a date separator or a message. */
export type ChatItem =
  | { kind: 'date'; key: string; date: Date }
  | { kind: 'message'; key: string; message: ChatMessage; head: boolean; own: boolean }

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`
}

/**
 * The rows of `messages` (in display order) for viewer `viewerId`: a date separator before the
 * first message of each local day; `head` marks the first message of a run by one author
 * (a date separator starts a new run). Messages without a readable date join the current day.
 */
export function chatItems(messages: readonly ChatMessage[], viewerId: string): ChatItem[] {
  const items: ChatItem[] = []
  let day: string | null = null
  let author: string | null = null
  for (const message of messages) {
    const date = new Date(message.created_at)
    if (!Number.isNaN(date.getTime()) && dayKey(date) !== day) {
      day = dayKey(date)
      author = null
      items.push({ kind: 'date', key: `date-${day}`, date })
    }
    const head = message.account_id !== author
    author = message.account_id
    items.push({
      kind: 'message',
      key: message.id,
      message,
      head,
      own: message.account_id === viewerId,
    })
  }
  return items
}

/**
 * The label of a date separator: `today` (the caller's "Today") when `date` is on the local
 * day of `now`, else the day and month in `language` ("16 Apr").
 */
export function dateLabel(date: Date, now: Date, language: string): string {
  if (dayKey(date) === dayKey(now)) return 'today'
  return dateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date)
}

/**
 * A message's time in `language` (a BCP 47 tag), 24 h HH:MM in local time through `Intl`
 * ("19:05"; "۱۹:۰۵" in Persian; s1 §2 "Chat view"), "" for an unreadable date.
 */
export function messageTime(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    date,
  )
}

/** The kind an attachment is summarised as in a preview (catalogue keys `file_type.*`). */
export type AttachmentSummary = 'video' | 'audio' | 'image' | 'file'

/**
 * A chat list item's preview of `message` for viewer `viewerId`: `own` (prefixed 'you'), the
 * message's text (its HTML read as text, line breaks as spaces: the preview is one line inside
 * a link, so it holds no links of its own), or, for a message without text, its attachment's kind.
 */
export function previewOf(
  message: ChatMessage,
  viewerId: string,
): { own: boolean; text: string; attachment: AttachmentSummary | null } {
  const own = message.account_id === viewerId
  const kind = message.attachment?.type
  const attachment =
    message.content.trim() !== '' || !message.attachment
      ? null
      : kind === 'video' || kind === 'audio' || kind === 'image'
        ? kind
        : 'file'
  const html = message.content.replace(/<br\s*\/?>/gi, ' ')
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''
  return { own, text: text.trim(), attachment }
}
