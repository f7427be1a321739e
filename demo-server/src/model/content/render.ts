/**
 * Typed text -> stored HTML for each post format Pleroma offers (PLEROMA-API §6 `content_type`,
 * CommonAPI's format_input): text/plain is escaped, linkified and gets `<br/>` for newlines;
 * text/markdown goes through `marked` (GFM, line breaks kept); text/bbcode through
 * `@bbob/html` with semantic tags; text/html is taken as written. Everything but text/plain is
 * then cleaned with Pleroma's default scrubber allow-list (sanitize.ts). In every format,
 * URLs, `@nick` / `@nick@host` mentions of known accounts and `#tags` become Pleroma's links
 * (format.ts helpers) outside of existing links and code; `:shortcode:` emoji stay text
 * and are listed in `emojis`.
 */
import toHTML from '@bbob/html'
import presetHTML5 from '@bbob/preset-html5'
import { marked } from 'marked'
import { escapeHtml } from '../../lib/html'
import type { AccountRecord, EmojiRecord } from '../records'
import { hashtagHtml, htmlToText, mentionHtml } from './format'
import { sanitizeHtml } from './sanitize'

/** The post formats this instance offers (`post_formats`, resources/instance/). */
export const POST_FORMATS = ['text/plain', 'text/markdown', 'text/html', 'text/bbcode'] as const

/** One post format. */
export type PostFormat = (typeof POST_FORMATS)[number]

/** Known format, or `text/plain` for anything else (Pleroma silently falls back, §6). */
export function postFormat(value: string | undefined): PostFormat {
  return (POST_FORMATS as readonly string[]).includes(value ?? '')
    ? (value as PostFormat)
    : 'text/plain'
}

/** What rendering needs from the instance: account and emoji look-ups. */
export interface RenderContext {
  /** Resolves `nick` or `nick@host` (no leading `@`) to a known account. */
  resolve: (acct: string) => AccountRecord | undefined
  /** Custom emoji of this instance by shortcode. */
  emoji: (shortcode: string) => EmojiRecord | undefined
}

/** Rendered body: HTML, plain text, and what was linked. */
export interface Rendered {
  html: string
  /** `pleroma.content["text/plain"]`. */
  text: string
  /** Mentioned account ids in order of appearance. */
  mentionIds: string[]
  /** Hashtag names, lower case, in order of appearance. */
  tags: string[]
  emojis: EmojiRecord[]
}

/** Tokens in ALREADY ESCAPED text: URL (`&amp;` allowed), mention, hashtag (not after `&`). */
const TOKEN =
  /(https?:\/\/(?:[^\s<>"&]|&amp;)+(?<![.,!?)]))|(?<![\w@/])(@[A-Za-z0-9_]+(?:@[A-Za-z0-9.-]*[A-Za-z0-9])?)|(?<![\w&/#])(#[\p{L}\p{N}_]+)/gu

const MENTION_WORD = /(?<![\w@/])@[A-Za-z0-9_]+(?:@[A-Za-z0-9.-]*[A-Za-z0-9])?/g

/** Linkifies one run of escaped text, recording mentions and tags. */
function linkifyEscaped(text: string, ctx: RenderContext, out: Rendered): string {
  return text.replace(TOKEN, (whole, url?: string, mention?: string, tag?: string) => {
    if (url) return `<a href="${url}" rel="ugc">${url}</a>`
    if (mention) {
      const account = ctx.resolve(mention.slice(1))
      if (!account) return whole
      if (!out.mentionIds.includes(account.id)) out.mentionIds.push(account.id)
      return mentionHtml(account, false)
    }
    if (tag) {
      const name = tag.slice(1)
      if (/^\d+$/.test(name)) return whole
      if (!out.tags.includes(name.toLowerCase())) out.tags.push(name.toLowerCase())
      return hashtagHtml(name, null)
    }
    return whole
  })
}

const SKIP_INSIDE = new Set(['a', 'code', 'pre'])

/** Linkifies the text between tags of well-formed HTML, skipping inside `a`, `code`, `pre`. */
function linkifyHtml(html: string, ctx: RenderContext, out: Rendered): string {
  let skipDepth = 0
  return html
    .split(/(<[^>]*>)/)
    .map((piece) => {
      const tag = /^<(\/?)([a-zA-Z0-9]+)/.exec(piece)
      if (tag) {
        const name = (tag[2] ?? '').toLowerCase()
        if (SKIP_INSIDE.has(name) && !piece.endsWith('/>')) skipDepth += tag[1] ? -1 : 1
        skipDepth = Math.max(skipDepth, 0)
        return piece
      }
      return skipDepth > 0 ? piece : linkifyEscaped(piece, ctx, out)
    })
    .join('')
}

/** Collects `:shortcode:` emoji of the instance found in `text`, once each, in order. */
export function findEmoji(
  text: string,
  ctx: RenderContext,
  into: EmojiRecord[] = [],
): EmojiRecord[] {
  for (const m of text.matchAll(/:([A-Za-z0-9_-]+):/g)) {
    const emoji = ctx.emoji(m[1] ?? '')
    if (emoji && !into.some((e) => e.shortcode === emoji.shortcode)) into.push(emoji)
  }
  return into
}

const decodeBasic = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/** BBCode tags Pleroma's converter knows, as semantic HTML (no inline styles). */
const bbcode = presetHTML5.extend((tags) => ({
  ...tags,
  b: (node) => ({ tag: 'strong', attrs: {}, content: node.content }),
  i: (node) => ({ tag: 'em', attrs: {}, content: node.content }),
  u: (node) => ({ tag: 'u', attrs: {}, content: node.content }),
  s: (node) => ({ tag: 'del', attrs: {}, content: node.content }),
  code: (node) => ({ tag: 'pre', attrs: {}, content: node.content }),
  url: (node) => {
    const attrs = node.attrs ?? {}
    const first = Object.values(attrs)[0]
    const inner = Array.isArray(node.content)
      ? node.content.map((part) => (typeof part === 'string' ? part : '')).join('')
      : typeof node.content === 'string'
        ? node.content
        : ''
    const href = decodeBasic(typeof first === 'string' ? first : inner)
    return { tag: 'a', attrs: { href }, content: node.content }
  },
}))

/** Markdown to HTML with mentions' underscores protected (Pleroma's mentions_escape). */
function markdownHtml(text: string): string {
  const protectedText = text.replace(MENTION_WORD, (m) => m.replace(/_/g, '\\_'))
  const html = marked.parse(protectedText, { async: false, gfm: true, breaks: true })
  return html.trim().replace(/>\n+</g, '><')
}

/**
 * Renders a post body.
 * @param text what the author typed
 * @param format one of POST_FORMATS
 */
export function renderBody(text: string, format: PostFormat, ctx: RenderContext): Rendered {
  const out: Rendered = { html: '', text: '', mentionIds: [], tags: [], emojis: [] }
  if (format === 'text/plain') {
    out.html = linkifyEscaped(escapeHtml(text.replace(/\r/g, '')), ctx, out).replace(/\n/g, '<br/>')
  } else {
    const raw =
      format === 'text/markdown'
        ? markdownHtml(text)
        : format === 'text/bbcode'
          ? toHTML(escapeHtml(text.replace(/\r/g, '')), bbcode()).replace(/\n/g, '<br/>')
          : text
    out.html = sanitizeHtml(linkifyHtml(sanitizeHtml(raw), ctx, out))
  }
  out.text = htmlToText(out.html.replace(/<\/(li|ul|ol|blockquote|pre)>/g, '$&\n')).trim()
  findEmoji(text, ctx, out.emojis)
  return out
}
