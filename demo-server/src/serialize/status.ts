/**
 * StatusRecord -> Pleroma Status JSON (PLEROMA-API §6, §7): Mastodon fields plus the `pleroma`
 * object, attachments, poll, card, reblog wrapper and one level of quote. Without a viewer, as a
 * visitor sees it (favourited/reblogged/bookmarked/muted false; poll without `voted`/
 * `own_votes`); with one, the per-viewer fields of viewer.ts.
 */
import { crc32 } from 'node:zlib'
import { isoDate } from '../lib/dates'
import { ORIGIN } from '../lib/origin'
import type { AttachmentRecord, CardRecord, PollRecord, StatusRecord } from '../model/records'
import { acctOf, repliesCount } from '../model/store'
import type { Store } from '../model/store'
import { serializeAccount, serializeMention } from './account'
import { pollViewerFields, reactionsFor, statusFlags } from './viewer'

/** Attachment JSON: integer id as string, `meta.original` only when the size is known. */
export function serializeAttachment(a: AttachmentRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: a.id,
    type: a.type,
    url: a.url,
    remote_url: a.url,
    preview_url: a.preview_url,
    text_url: a.url,
    description: a.description,
    blurhash: a.blurhash,
    pleroma: { mime_type: a.mime_type },
  }
  if (a.width && a.height) {
    out.meta = { original: { width: a.width, height: a.height, aspect: a.width / a.height } }
  }
  return out
}

/** Poll JSON for an anonymous viewer; `expired` is computed against `now`. */
export function serializePoll(p: PollRecord, now: Date): Record<string, unknown> {
  return {
    id: p.id,
    expires_at: isoDate(p.expires_at),
    expired: p.expires_at.getTime() <= now.getTime(),
    multiple: p.multiple,
    votes_count: p.options.reduce((sum, o) => sum + o.votes_count, 0),
    voters_count: p.voters_count,
    options: p.options.map((o) => ({ title: o.title, votes_count: o.votes_count })),
    emojis: p.emojis,
    pleroma: { non_anonymous: false },
  }
}

/** Card JSON (Mastodon card + `pleroma.opengraph`). */
export function serializeCard(c: CardRecord): Record<string, unknown> {
  return {
    url: c.url,
    title: c.title,
    description: c.description,
    type: 'link',
    author_name: '',
    author_url: '',
    provider_name: c.provider_name,
    provider_url: c.provider_url,
    html: '',
    width: c.width,
    height: c.height,
    image: c.image,
    embed_url: '',
    blurhash: null,
    pleroma: {
      opengraph: {
        url: c.url,
        title: c.title,
        description: c.description,
        image: c.image,
        type: 'website',
        site_name: c.provider_name,
      },
    },
  }
}

/** `pleroma.conversation_id`: CRC32 of the context URI with the top bit cleared (an integer). */
function conversationId(context: string): number {
  return crc32(`${ORIGIN}/contexts/${context}`) & 0x7fffffff
}

/**
 * Options of one rendering: `now` for poll expiry; `depth` limits nested quotes; `viewer` is
 * the signed-in account id the per-viewer fields are for (absent or null: a visitor).
 */
export interface StatusRenderOptions {
  now: Date
  depth?: number
  viewer?: string | null
}

/** Renders one status (or reblog wrapper) as Pleroma does for `opts.viewer` (or a visitor). */
export function serializeStatus(
  store: Store,
  s: StatusRecord,
  opts: StatusRenderOptions,
): Record<string, unknown> {
  const account = store.accounts.get(s.account_id)
  const viewer = opts.viewer ?? null
  const accountJson = account ? serializeAccount(store, account, { viewer }) : {}
  const original = s.reblog_of_id ? store.statuses.get(s.reblog_of_id) : undefined
  if (original) {
    const inner = serializeStatus(store, original, opts)
    return {
      ...neutral(s),
      ...statusFlags(store, original, viewer),
      edited_at: null,
      account: accountJson,
      reblog: inner,
      pleroma: { local: !account?.host, pinned_at: null, bookmark_folder: null },
    }
  }
  const parent = s.in_reply_to_id ? store.statuses.get(s.in_reply_to_id) : undefined
  const parentAccount = parent ? store.accounts.get(parent.account_id) : undefined
  const quote = s.quote_id ? store.statuses.get(s.quote_id) : undefined
  const depth = opts.depth ?? 0
  const mentions = s.mention_ids
    .map((id) => store.accounts.get(id))
    .filter((a) => a !== undefined)
    .map(serializeMention)
  return {
    ...neutral(s),
    ...statusFlags(store, s, viewer),
    account: accountJson,
    in_reply_to_id: s.in_reply_to_id,
    in_reply_to_account_id: parent?.account_id ?? null,
    content: s.content,
    replies_count: repliesCount(store, s.id),
    reblogs_count: s.reblogs_count,
    favourites_count: s.favourites_count,
    pinned: s.pinned_at !== null,
    sensitive: s.sensitive,
    spoiler_text: s.spoiler_text,
    media_attachments: s.media.map(serializeAttachment),
    poll: s.poll
      ? {
          ...serializePoll(s.poll, opts.now),
          ...pollViewerFields(store, s.poll, s.account_id, viewer),
        }
      : null,
    mentions,
    tags: s.tags.map((name) => ({ name, url: `${ORIGIN}/tag/${encodeURIComponent(name)}` })),
    emojis: s.emojis,
    card: s.card ? serializeCard(s.card) : null,
    pleroma: {
      local: !account?.host,
      conversation_id: conversationId(s.context),
      context: `${ORIGIN}/contexts/${s.context}`,
      direct_conversation_id: null,
      in_reply_to_account_acct: parentAccount ? acctOf(parentAccount) : null,
      content: { 'text/plain': s.text },
      spoiler_text: { 'text/plain': s.spoiler_text },
      expires_at: null,
      thread_muted:
        viewer !== null && (store.social.threadMutes.get(viewer)?.has(s.context) ?? false),
      emoji_reactions: reactionsFor(store, s.reactions, viewer),
      parent_visible: parent
        ? parent.visibility === 'public' || parent.visibility === 'unlisted'
        : false,
      pinned_at: s.pinned_at ? isoDate(s.pinned_at) : null,
      quote: quote && depth === 0 ? serializeStatus(store, quote, { ...opts, depth: 1 }) : null,
      quote_id: quote?.id ?? null,
      quote_url: quote?.url ?? null,
      quote_visible: quote !== undefined && depth === 0,
      quotes_count: [...store.statuses.values()].filter((q) => q.quote_id === s.id).length,
      bookmark_folder: null,
    },
  }
}

/** The fields every status shares, with a visitor's neutral values. */
function neutral(s: StatusRecord): Record<string, unknown> {
  return {
    id: s.id,
    uri: s.uri,
    url: s.url,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    content: '',
    created_at: isoDate(s.created_at),
    edited_at: null,
    reblogs_count: 0,
    replies_count: 0,
    favourites_count: 0,
    reblogged: false,
    favourited: false,
    bookmarked: false,
    muted: false,
    pinned: false,
    sensitive: false,
    spoiler_text: '',
    visibility: s.visibility,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    card: null,
    poll: null,
    application: null,
    language: null,
    text: null,
  }
}
