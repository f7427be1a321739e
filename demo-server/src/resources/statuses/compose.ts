/**
 * Turns the parameters of POST and PUT /api/v1/statuses (PLEROMA-API §6) into a status, with
 * Pleroma's checks and error texts: 422 `{"error": …}` for empty, over-long, reply and poll
 * problems, 400 (OpenAPI body, §1.5) for malformed fields. Nothing here stores anything.
 */
import { ApiError, unprocessable } from '../../lib/errors'
import { ORIGIN } from '../../lib/origin'
import { bool, has, integer, invalidParam, list, missingFields, one } from '../../http/params'
import type { Params } from '../../http/params'
import { charCount } from '../../model/content/chars'
import { findEmoji, postFormat, renderBody } from '../../model/content/render'
import type { PostFormat, RenderContext } from '../../model/content/render'
import { MAX_CHARS, MAX_MEDIA, POLL_LIMITS } from '../../model/limits'
import type {
  AccountRecord,
  AttachmentRecord,
  PollRecord,
  StatusRecord,
  Visibility,
} from '../../model/records'
import { canSee, originalOf } from '../../model/rules'
import { findAccount, nextIntegerId } from '../../model/store'
import type { Store } from '../../model/store'

const VISIBILITIES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct']

/** The render context of a store: its accounts and custom emoji. */
export function renderContext(store: Store): RenderContext {
  return {
    resolve: (acct) => findAccount(store, acct),
    emoji: (code) => store.customEmoji.get(code)?.record,
  }
}

/** The caller's own uploads among `ids`, in order; others are silently dropped (as Pleroma). */
function ownAttachments(store: Store, author: AccountRecord, ids: string[]): AttachmentRecord[] {
  if (ids.length > MAX_MEDIA) throw unprocessable('Too many attachments')
  return ids.flatMap((id) => {
    const upload = store.posting.uploads.get(id)
    return upload && upload.accountId === author.id ? [upload.attachment] : []
  })
}

/**
 * Checks the text against the limits: `(status + spoiler).trim()` empty without attachments,
 * or over MAX_CHARS characters. @throws ApiError 422
 */
function checkText(status: string, spoiler: string, media: AttachmentRecord[]): void {
  const full = `${status}${spoiler}`.trim()
  if (full === '' && media.length === 0)
    throw unprocessable('Cannot post an empty status without attachments')
  if (charCount(full) > MAX_CHARS) throw unprocessable('The status is over the character limit')
}

/**
 * The poll of a new status, or null when no poll field was sent. Limits from POLL_LIMITS.
 * @throws ApiError 400 for a missing `options` / `expires_in`; 422 for Pleroma's poll errors
 */
export function composePoll(
  store: Store,
  params: Params,
  now: Date,
  ctx: RenderContext,
): PollRecord | null {
  const options = list(params, 'poll[options]')
  const expiresRaw = one(params, 'poll[expires_in]')
  if (options.length === 0 && expiresRaw === undefined) return null
  if (options.length === 0) throw missingFields(['poll/options'])
  if (expiresRaw === undefined || expiresRaw === '') throw missingFields(['poll/expires_in'])
  const expiresIn = integer(params, 'poll[expires_in]', 0, 'poll/expires_in')
  if (expiresIn > POLL_LIMITS.max_expiration)
    throw unprocessable('Expiration date is too far in the future')
  if (expiresIn < POLL_LIMITS.min_expiration) throw unprocessable('Expiration date is too soon')
  if (options.length < 2) throw unprocessable('Poll must contain at least 2 options')
  if (options.length > POLL_LIMITS.max_options)
    throw unprocessable(`Poll can't contain more than ${POLL_LIMITS.max_options} options`)
  if (options.some((o) => charCount(o) > POLL_LIMITS.max_option_chars))
    throw unprocessable(
      `Poll options cannot be longer than ${POLL_LIMITS.max_option_chars} characters each`,
    )
  return {
    id: nextIntegerId(store),
    expires_at: new Date(now.getTime() + expiresIn * 1000),
    multiple: bool(params, 'poll[multiple]', false),
    options: options.map((title) => ({ title, votes_count: 0 })),
    voters_count: 0,
    emojis: options.reduce((acc, o) => findEmoji(o, ctx, acc), [] as PollRecord['emojis']),
  }
}

/** The body of a status as rendered from its text, spoiler and format. */
interface Body {
  content: string
  text: string
  mention_ids: string[]
  tags: string[]
  emojis: StatusRecord['emojis']
}

/**
 * Renders text and spoiler; mentions are the typed ones, plus the replied-to author, plus (for
 * a direct reply) everyone the parent addressed, never the author themself unless typed.
 */
function renderStatusBody(
  store: Store,
  author: AccountRecord,
  text: string,
  spoiler: string,
  format: PostFormat,
  parent: StatusRecord | undefined,
  visibility: Visibility,
): Body {
  const ctx = renderContext(store)
  const body = renderBody(text, format, ctx)
  const mentions = [...body.mentionIds]
  const add = (id: string) => {
    if (id !== author.id && !mentions.includes(id)) mentions.push(id)
  }
  if (parent) {
    add(parent.account_id)
    if (visibility === 'direct') parent.mention_ids.forEach(add)
  }
  return {
    content: body.html,
    text: body.text,
    mention_ids: mentions,
    tags: body.tags,
    emojis: findEmoji(spoiler, ctx, body.emojis),
  }
}

/** Result of composing: the status (not stored) and its source. */
export interface Composed {
  status: StatusRecord
  source: { text: string; content_type: PostFormat }
}

/**
 * Builds a new status from POST /api/v1/statuses parameters (§6) without storing it; its id
 * is minted from `now` by the store's status minter.
 * @throws ApiError 400 (malformed fields, neither status nor media_ids) or 422 (Pleroma's texts)
 */
export function composeStatus(
  store: Store,
  author: AccountRecord,
  params: Params,
  now: Date,
): Composed {
  const text = one(params, 'status')
  const mediaIds = list(params, 'media_ids')
  if (text === undefined && mediaIds.length === 0)
    throw new ApiError(400, { errors: { detail: 'Internal server error' } })
  const requested = one(params, 'visibility')
  if (requested && !(VISIBILITIES as readonly string[]).includes(requested))
    throw invalidParam('visibility', 'Invalid value for enum')
  const replyId = one(params, 'in_reply_to_id')
  let parent: StatusRecord | undefined
  if (replyId) {
    const found = store.statuses.get(replyId)
    if (!found || !canSee(store, author.id, found))
      throw unprocessable('Cannot reply to a deleted status')
    parent = originalOf(store, found)
  }
  const visibility = (requested as Visibility | undefined) ?? parent?.visibility ?? 'public'
  if (parent?.visibility === 'direct' && visibility !== 'direct')
    throw unprocessable('The message visibility must be direct')
  const media = ownAttachments(store, author, mediaIds)
  const spoiler = one(params, 'spoiler_text') ?? ''
  checkText(text ?? '', spoiler, media)
  const format = postFormat(one(params, 'content_type'))
  const ctx = renderContext(store)
  const poll = composePoll(store, params, now, ctx)
  const body = renderStatusBody(store, author, text ?? '', spoiler, format, parent, visibility)
  const id = store.mint.status(now.getTime())
  return {
    source: { text: text ?? '', content_type: format },
    status: {
      id,
      account_id: author.id,
      created_at: now,
      visibility,
      ...body,
      spoiler_text: spoiler,
      sensitive: bool(params, 'sensitive', false) || body.tags.includes('nsfw'),
      in_reply_to_id: parent?.id ?? null,
      context: parent?.context ?? id,
      media,
      poll,
      card: null,
      reblog_of_id: null,
      quote_id: null,
      favourites_count: 0,
      reblogs_count: 0,
      reactions: [],
      pinned_at: null,
      uri: `${ORIGIN}/objects/${id.toLowerCase()}`,
      url: `${ORIGIN}/notice/${id}`,
    },
  }
}

/**
 * Reads PUT /api/v1/statuses/:id parameters (§6) against `status`: text, spoiler, sensitive,
 * format and attachments (kept when `media_ids` is absent). Visibility, reply and poll never
 * change (DECISIONS.md). Returns the changed fields and the new source; nothing is stored.
 * @throws ApiError 422 for an empty or over-long result
 */
export function composeEdit(
  store: Store,
  author: AccountRecord,
  status: StatusRecord,
  params: Params,
  previousSource: { text: string; content_type: string },
): { changes: Partial<StatusRecord>; source: { text: string; content_type: PostFormat } } {
  const text = one(params, 'status') ?? previousSource.text
  const spoiler = one(params, 'spoiler_text') ?? status.spoiler_text
  const media = has(params, 'media_ids')
    ? ownAttachments(store, author, list(params, 'media_ids'))
    : status.media
  checkText(text, spoiler, media)
  const format = postFormat(one(params, 'content_type') ?? previousSource.content_type)
  const parent = status.in_reply_to_id ? store.statuses.get(status.in_reply_to_id) : undefined
  const body = renderStatusBody(store, author, text, spoiler, format, parent, status.visibility)
  return {
    changes: {
      ...body,
      spoiler_text: spoiler,
      sensitive: bool(params, 'sensitive', status.sensitive) || body.tags.includes('nsfw'),
      media,
    },
    source: { text, content_type: format },
  }
}
