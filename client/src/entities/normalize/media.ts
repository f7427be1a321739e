/** Raw attachment, poll and card -> s1 §3 Attachment, Poll and Link card. */
import type { RawAttachment } from '../../api/schemas/attachment'
import type { RawCard } from '../../api/schemas/card'
import type { RawPoll } from '../../api/schemas/poll'
import type { Attachment, Card, MediaClass, Poll } from '../types'
import { normalizeEmojis } from './emoji'
import { escapeHtml } from './text'

/**
 * Media class of a MIME type (s1 §3): flash, html, image, video, audio, else unknown.
 * Without a MIME type (Mastodon), the attachment `type` decides (gifv is a video).
 */
export function mediaClassOf(mimetype: string | undefined, type?: string): MediaClass {
  const mime = (mimetype ?? '').toLowerCase()
  if (mime.includes('flash')) return 'flash'
  if (mime === 'text/html') return 'html'
  const major = mime.split('/')[0]
  if (major === 'image' || major === 'video' || major === 'audio') return major
  if (mime !== '') return 'unknown'
  if (type === 'gifv') return 'video'
  if (type === 'image' || type === 'video' || type === 'audio') return type
  return 'unknown'
}

const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~'

/**
 * `value` when it is a well-formed BlurHash (Wolt's format: base-83 digits, the first giving the
 * x and y component counts, 1-9 each, and the length 4 + 2 * x * y), else null.
 */
export function validBlurhash(value: string | null | undefined): string | null {
  if (!value) return null
  const sizeFlag = BASE83.indexOf(value.charAt(0))
  if (sizeFlag < 0 || sizeFlag > 80) return null
  const components = (Math.floor(sizeFlag / 9) + 1) * ((sizeFlag % 9) + 1)
  if (value.length !== 4 + 2 * components) return null
  return [...value].every((c) => BASE83.includes(c)) ? value : null
}

/** Null when the attachment has no id or no URL. */
export function normalizeAttachment(raw: RawAttachment): Attachment | null {
  const url = raw.url ?? raw.remote_url
  if (!raw.id || !url) return null
  const mime = raw.pleroma?.mime_type
  const original = raw.meta?.original
  const meta: Attachment['meta'] = {}
  if (original?.width !== undefined) meta.width = original.width
  if (original?.height !== undefined) meta.height = original.height
  const aspect =
    original?.aspect ??
    (original?.width && original.height ? original.width / original.height : undefined)
  if (aspect !== undefined) meta.aspect = aspect
  return {
    id: raw.id,
    type: mediaClassOf(mime, raw.type),
    mimetype: mime ?? raw.type ?? '',
    url,
    large_thumb_url: raw.preview_url ?? url,
    description: raw.description ?? '',
    meta,
    blurhash: validBlurhash(raw.blurhash),
  }
}

/**
 * Poll (s1 §3). `expired` is also set when expires_at has passed at `now` (ms since epoch);
 * option titles stay text, `title_html` is their HTML-escaped form with :shortcodes: in place.
 */
export function normalizePoll(raw: RawPoll, now: number = Date.now()): Poll | null {
  if (!raw.id) return null
  const expiresAt = raw.expires_at ?? null
  const passed = expiresAt !== null && Date.parse(expiresAt) <= now
  return {
    id: raw.id,
    options: raw.options.map((o) => ({
      title: o.title ?? '',
      title_html: escapeHtml(o.title ?? ''),
      votes_count: o.votes_count ?? 0,
    })),
    multiple: raw.multiple ?? false,
    voted: raw.voted ?? false,
    own_votes: raw.own_votes,
    expired: (raw.expired ?? false) || passed,
    expires_at: expiresAt,
    votes_count: raw.votes_count ?? 0,
    voters_count: raw.voters_count ?? null,
    emojis: normalizeEmojis(raw.emojis),
  }
}

/** Link card (s1 §3); null without a URL. */
export function normalizeCard(raw: RawCard): Card | null {
  if (!raw.url) return null
  return {
    url: raw.url,
    image: raw.image || null,
    title: raw.title ?? '',
    description: raw.description ?? '',
    provider_name: raw.provider_name ?? '',
  }
}
