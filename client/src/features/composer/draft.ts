/**
 * The composer draft (s1 §3 "Composer draft", "Post payload"), its context keys, the
 * idempotency key refresh, and the form fields sent to the server (s2 §5, s2 §7 "Statuses").
 */
import type { Params } from '../../api/http'
import { mentionsForServer } from '../../lib/handle'
import type { Attachment, Visibility } from '../../entities/types'
import { hasEnoughOptions, type PollDraft } from './pollRules'

/** Where a draft belongs: a new post, a reply to a status, or the edit of a status. */
export type DraftContext =
  { kind: 'new' } | { kind: 'reply'; statusId: string } | { kind: 'edit'; statusId: string }

/** s1 §3 "Composer draft". */
export interface Draft {
  status: string
  spoilerText: string
  nsfw: boolean
  /** Uploaded attachments, in order. */
  files: Attachment[]
  /** Descriptions typed for attachments, by attachment id. */
  mediaDescriptions: Record<string, string>
  /** The poll, or null when the poll form is closed. */
  poll: PollDraft | null
  visibility: Visibility
  contentType: string
  /** Idempotency-Key header value: a timestamp string refreshed on every change. */
  idempotencyKey: string
}

/** The storage key part of a context: `new`, `reply:<id>` or `edit:<id>`. */
export function draftKey(context: DraftContext): string {
  return context.kind === 'new' ? 'new' : `${context.kind}:${context.statusId}`
}

/** Reads a key made by {@link draftKey} back; null for anything else. */
export function contextOfKey(key: string): DraftContext | null {
  if (key === 'new') return { kind: 'new' }
  const match = /^(reply|edit):(.+)$/.exec(key)
  if (!match?.[2]) return null
  return match[1] === 'reply'
    ? { kind: 'reply', statusId: match[2] }
    : { kind: 'edit', statusId: match[2] }
}

/** A fresh draft. `now` in ms since the epoch. */
export function emptyDraft(
  defaults: { visibility: Visibility; contentType: string; nsfw: boolean },
  now: number = Date.now(),
): Draft {
  return {
    status: '',
    spoilerText: '',
    nsfw: defaults.nsfw,
    files: [],
    mediaDescriptions: {},
    poll: null,
    visibility: defaults.visibility,
    contentType: defaults.contentType,
    idempotencyKey: String(now),
  }
}

/**
 * Applies a change to a draft and refreshes its idempotency key (s1 §3: "refreshed on every
 * draft change"), so a changed draft is never taken for a repeat of an earlier post. The key
 * is `now` as a string, bumped by 1 when `now` equals the previous key.
 */
export function changeDraft(draft: Draft, change: Partial<Draft>, now: number = Date.now()): Draft {
  const previous = Number(draft.idempotencyKey)
  const key = Number.isFinite(previous) && previous >= now ? previous + 1 : now
  return { ...draft, ...change, idempotencyKey: String(key) }
}

/** True when the draft holds nothing worth keeping (text, subject, files or poll options). */
export function isDraftEmpty(draft: Draft): boolean {
  return (
    draft.status.trim() === '' &&
    draft.spoilerText.trim() === '' &&
    draft.files.length === 0 &&
    (draft.poll === null || draft.poll.options.every((o) => o.trim() === ''))
  )
}

/** What the form sends besides the draft. */
export interface PayloadOptions {
  inReplyToStatusId?: string | null
  preview?: boolean
  /** Editing (PUT): no visibility, no reply id, no poll (DECISIONS.md); sensitive always sent. */
  edit?: boolean
}

/**
 * The form fields of POST /api/v1/statuses (s2 §7; s2 §5 "sent only if set"): `status`
 * always, its mentions' hosts as the server knows them (Punycode, lib/handle); spoiler_text, visibility, content_type and in_reply_to_id only when non-empty;
 * sensitive only when true (an edit always sends it, so it can be cleared); media_ids[] for
 * the files; the poll only when it has a non-empty option; preview only when true.
 */
export function buildStatusParams(draft: Draft, options: PayloadOptions = {}): Params {
  const params: Params = { status: mentionsForServer(draft.status) }
  if (draft.spoilerText !== '') params.spoiler_text = draft.spoilerText
  if (!options.edit && draft.visibility) params.visibility = draft.visibility
  if (options.edit) params.sensitive = draft.nsfw
  else if (draft.nsfw) params.sensitive = true
  if (draft.contentType) params.content_type = draft.contentType
  if (draft.files.length > 0) params.media_ids = draft.files.map((f) => f.id)
  const poll = draft.poll
  if (!options.edit && poll && poll.options.some((o) => o.trim() !== '')) {
    params['poll[options]'] = poll.options.filter((o) => o.trim() !== '')
    params['poll[expires_in]'] = poll.expiresIn
    params['poll[multiple]'] = poll.multiple
  }
  if (!options.edit && options.inReplyToStatusId) params.in_reply_to_id = options.inReplyToStatusId
  if (options.preview) params.preview = true
  return params
}

/**
 * The catalogue key of the first rule the draft breaks before posting, or null (s1 §5):
 * empty status with no files; a poll without 2 distinct non-empty options.
 */
export function draftError(draft: Draft): string | null {
  if (draft.status.trim() === '' && draft.files.length === 0) {
    return 'post_status.empty_status_error'
  }
  if (draft.poll && !hasEnoughOptions(draft.poll.options)) return 'polls.not_enough_options'
  return null
}
