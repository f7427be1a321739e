/**
 * Raw status -> s1 §3 Status, flattened into a NormalizedBatch (STYLE.md 4): the status, the
 * repeated status (type 'retweet', retweeted_status = its id), a quoted status, and their
 * authors (plus accounts they moved to). Raw shape: PLEROMA-API §6.
 */
import type { RawStatus } from '../../api/schemas/status'
import type { Mention, NormalizedBatch, Status, Visibility } from '../types'
import { isUsableId } from '../../lib/pageIds'
import { count, dropped } from './dropped'
import { normalizeEmojis } from './emoji'
import { normalizeAttachment, normalizeCard, normalizePoll } from './media'
import { escapeHtml, htmlToText } from './text'
import { collectUsers, normalizeUser } from './user'

const NSFW_TAG = /#nsfw\b/i

/** s1 §3: a legacy-format status is nsfw if a tag is nsfw or the text has #nsfw. */
export function isLegacyNsfw(tags: string[], text: string): boolean {
  return tags.some((t) => t.toLowerCase() === 'nsfw') || NSFW_TAG.test(text)
}

/**
 * The spec's four visibilities; Pleroma's local-only `local` shows as public and
 * list-addressed `list` as private (the spec has no other scope); unknown values are public.
 */
export function visibilityOf(raw: string | undefined): Visibility {
  switch (raw) {
    case 'unlisted':
    case 'private':
    case 'direct':
      return raw
    case 'list':
      return 'private'
    default:
      return 'public'
  }
}

function inReplyToScreenName(raw: RawStatus): string | null {
  const acct = raw.pleroma?.in_reply_to_account_acct
  if (acct) return acct
  const target = raw.in_reply_to_account_id
  if (!target) return null
  if (raw.account?.id === target) return raw.account.acct ?? null
  return raw.mentions.find((m) => m.id === target)?.acct ?? null
}

function toStatus(
  raw: RawStatus & { id: string },
  authorId: string,
  authorLocal: boolean,
  repeated: string | null,
  quote: string | null,
): Status {
  const p = raw.pleroma
  const html = raw.content ?? ''
  const text = p?.content['text/plain'] ?? htmlToText(html)
  const spoiler = raw.spoiler_text ?? ''
  const tags = raw.tags.flatMap((t) => (t.name ? [t.name] : []))
  const attentions: Mention[] = raw.mentions.flatMap((m) =>
    m.id
      ? [
          {
            id: m.id,
            screen_name: m.acct ?? m.username ?? '',
            url: m.url ?? '',
            username: m.username ?? '',
          },
        ]
      : [],
  )
  return {
    id: raw.id,
    type: repeated ? 'retweet' : 'status',
    user: authorId,
    text,
    raw_html: html,
    summary: p?.spoiler_text['text/plain'] ?? spoiler,
    summary_raw_html: escapeHtml(spoiler),
    nsfw: (raw.sensitive ?? false) || isLegacyNsfw(tags, text),
    visibility: visibilityOf(raw.visibility),
    created_at: raw.created_at ?? '',
    edited_at: raw.edited_at ?? null,
    attachments: raw.media_attachments.flatMap((a) => normalizeAttachment(a) ?? []),
    poll: raw.poll ? normalizePoll(raw.poll) : null,
    card: raw.card ? normalizeCard(raw.card) : null,
    emojis: normalizeEmojis(raw.emojis),
    tags,
    attentions,
    in_reply_to_status_id: raw.in_reply_to_id ?? null,
    in_reply_to_user_id: raw.in_reply_to_account_id ?? null,
    in_reply_to_screen_name: inReplyToScreenName(raw),
    statusnet_conversation_id: p?.conversation_id ?? null,
    uri: raw.uri ?? '',
    external_url: raw.url ?? raw.uri ?? '',
    is_local: p?.local ?? authorLocal,
    parent_visible: p?.parent_visible ?? true,
    replies_count: count(raw.replies_count),
    fave_num: count(raw.favourites_count),
    repeat_num: count(raw.reblogs_count),
    favorited: raw.favourited ?? false,
    repeated: raw.reblogged ?? false,
    bookmarked: raw.bookmarked ?? false,
    pinned: raw.pinned ?? Boolean(p?.pinned_at),
    muted: raw.muted ?? false,
    thread_muted: p?.thread_muted ?? false,
    emoji_reactions: (p?.emoji_reactions ?? []).flatMap((r) =>
      r.name
        ? [
            {
              name: r.name,
              count: count(r.count),
              me: r.me ?? false,
              url: r.url ?? null,
              accounts: r.account_ids,
            },
          ]
        : [],
    ),
    retweeted_status: repeated,
    quote,
    deleted: false,
    language: raw.language ?? null,
  }
}

/**
 * The quoted status a raw status carries: Pleroma's `pleroma.quote`, the `quoted_status` of
 * Mastodon 4.5's `quote` (absent unless its state is accepted), or Fedibird's and Akkoma's
 * `quote` status; null for none.
 */
function quotedStatus(raw: RawStatus): RawStatus | null {
  const quote = raw.quote
  if (raw.pleroma?.quote) return raw.pleroma.quote
  if (!quote) return null
  if ('state' in quote) return quote.state === 'accepted' ? (quote.quoted_status ?? null) : null
  return quote
}

/**
 * Adds one raw status (and what it carries) to `batch`; returns its id, or null (logged with
 * the reason) when it is unusable: no usable id, no usable author, or a repeat of an unusable
 * status. Never throws.
 */
export function addStatus(raw: RawStatus, batch: NormalizedBatch): string | null {
  const id = raw.id
  if (!isUsableId(id)) return dropped('status', id, 'no usable id')
  const author = raw.account ? normalizeUser(raw.account) : null
  if (!author) return dropped('status', id, 'no usable author')
  const repeated = raw.reblog ? addStatus(raw.reblog, batch) : null
  if (raw.reblog && !repeated) return dropped('status', id, 'the repeated status is unusable')
  if (repeated === id) return dropped('status', id, 'repeats itself')
  const quotedRaw = quotedStatus(raw)
  const quoted = quotedRaw ? addStatus(quotedRaw, batch) : null
  let status: Status
  try {
    status = toStatus(
      { ...raw, id },
      author.id,
      author.is_local,
      repeated,
      quoted === id ? null : quoted,
    )
  } catch (error) {
    return dropped('status', id, String(error))
  }
  collectUsers(author, batch.users, true)
  batch.statuses.push(status)
  return id
}

/** One status as a batch; `id` is null when the answer had no id or no author. */
export function normalizeStatus(raw: RawStatus): NormalizedBatch & { id: string | null } {
  const batch: NormalizedBatch = { statuses: [], users: [] }
  const id = addStatus(raw, batch)
  return { ...batch, id }
}

/** A page of statuses as one batch plus their ids in the server's order (unusable ones left out). */
export function normalizeStatuses(raws: RawStatus[]): { batch: NormalizedBatch; ids: string[] } {
  const batch: NormalizedBatch = { statuses: [], users: [] }
  const ids: string[] = []
  for (const raw of raws) {
    const id = addStatus(raw, batch)
    if (id) ids.push(id)
  }
  return { batch, ids }
}
