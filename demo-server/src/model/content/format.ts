/**
 * Turns the text a person typed into the HTML a server stores, the way Pleroma's text/plain
 * formatter does (escape, linkify, `#tag` and `@mention` links, newlines as `<br/>`), or, for
 * remote posts, the way Mastodon renders (`<p>` paragraphs, `/tags/` links); chat messages as
 * Pleroma formats them. Also strips HTML back to plain text for `pleroma.content["text/plain"]`.
 */
import { escapeHtml } from '../../lib/html'
import { ORIGIN } from '../../lib/origin'
import type { AccountRecord, EmojiRecord } from '../records'
import { accountUrl } from '../store'

/** The formatter's result: HTML plus what it found. */
export interface Formatted {
  html: string
  mentionIds: string[]
  tags: string[]
  emojis: EmojiRecord[]
}

/** What the formatter needs to know about the instance and the author. */
export interface FormatContext {
  /** Resolves `nick` or `nick@host` (without `@` prefix) to an account. */
  resolve: (acct: string) => AccountRecord | undefined
  /** Custom emoji by shortcode. */
  emoji: (shortcode: string) => EmojiRecord | undefined
  /** null: local author (Pleroma HTML); a domain: remote author (Mastodon HTML). */
  host: string | null
  /** Wrap paragraphs in `<p>` (Markdown-style output) even for local posts. */
  paragraphs?: boolean
}

const TOKEN =
  /(https?:\/\/[^\s<>"]+[^\s<>".,!?)])|(@[A-Za-z0-9_]+(?:@[A-Za-z0-9.-]+[A-Za-z0-9])?)|(#[\p{L}\p{N}_]+)/gu

/** HTML of one mention, Pleroma style or Mastodon style. */
export function mentionHtml(account: AccountRecord, mastodonStyle: boolean): string {
  const href = accountUrl(account)
  const name = escapeHtml(account.username)
  return mastodonStyle
    ? `<span class="h-card" translate="no"><a href="${href}" class="u-url mention">@<span>${name}</span></a></span>`
    : `<span class="h-card"><a class="u-url mention" data-user="${account.id}" href="${href}" rel="ugc">@<span>${name}</span></a></span>`
}

/** HTML of one hashtag link for a post written on `host` (null: this instance). */
export function hashtagHtml(tag: string, host: string | null): string {
  const safe = escapeHtml(tag)
  return host
    ? `<a href="https://${host}/tags/${encodeURIComponent(tag)}" class="mention hashtag" rel="tag">#<span>${safe}</span></a>`
    : `<a class="hashtag" data-tag="${safe.toLowerCase()}" href="${ORIGIN}/tag/${encodeURIComponent(tag.toLowerCase())}" rel="tag ugc">#${safe}</a>`
}

/** Formats one line of typed text. */
function formatLine(line: string, ctx: FormatContext, out: Formatted): string {
  let html = ''
  let last = 0
  for (const m of line.matchAll(TOKEN)) {
    const index = m.index ?? 0
    html += escapeHtml(line.slice(last, index))
    last = index + m[0].length
    const [, url, mention, tag] = m
    if (url) {
      const safe = escapeHtml(url)
      html += `<a href="${safe}" rel="ugc">${safe}</a>`
    } else if (mention) {
      const account = ctx.resolve(mention.slice(1))
      if (account) {
        if (!out.mentionIds.includes(account.id)) out.mentionIds.push(account.id)
        html += mentionHtml(account, ctx.host !== null)
      } else html += escapeHtml(mention)
    } else if (tag) {
      const name = tag.slice(1)
      if (!out.tags.includes(name.toLowerCase())) out.tags.push(name.toLowerCase())
      html += hashtagHtml(name, ctx.host)
    }
  }
  html += escapeHtml(line.slice(last))
  for (const m of line.matchAll(/:([a-z0-9_]+):/g)) {
    const emoji = ctx.emoji(m[1] ?? '')
    if (emoji && !out.emojis.some((e) => e.shortcode === emoji.shortcode)) out.emojis.push(emoji)
  }
  return html
}

/**
 * Formats typed text into stored HTML. Local authors get Pleroma's text/plain output (lines
 * joined by `<br/>`, no `<p>` unless `paragraphs`); remote authors get Mastodon's `<p>` output.
 */
export function formatText(text: string, ctx: FormatContext): Formatted {
  const out: Formatted = { html: '', mentionIds: [], tags: [], emojis: [] }
  const paras = text.split(/\n{2,}/).map((p) => p.split('\n').map((l) => formatLine(l, ctx, out)))
  if (ctx.host !== null || ctx.paragraphs) {
    out.html = paras.map((lines) => `<p>${lines.join('<br/>')}</p>`).join('')
  } else {
    out.html = paras.map((lines) => lines.join('<br/>')).join('<br/><br/>')
  }
  return out
}

/**
 * Formats a chat message's text as Pleroma's `format_chat_content` (PLEROMA-API §11): escaped,
 * links, mentions and hashtags linked as in a local post, every line break (`\n` or `\r\n`) a
 * `<br>`, nothing else; custom emoji collected.
 */
export function formatChatText(text: string, ctx: FormatContext): Formatted {
  const out: Formatted = { html: '', mentionIds: [], tags: [], emojis: [] }
  out.html = text
    .split(/\r?\n/)
    .map((line) => formatLine(line, ctx, out))
    .join('<br>')
  return out
}

/** Strips HTML to plain text: `<br>` and paragraph ends become newlines, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}
