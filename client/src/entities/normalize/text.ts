/**
 * Small text helpers of the normalizers: HTML to plain text, HTML escaping, host to Unicode
 * (lib/handle's display rule).
 * Pure functions; DOMParser (browser, jsdom) only decodes entities and never runs scripts.
 */
export { displayHandle as acctToUnicode } from '../../lib/handle'

const BLOCK_BREAK = /<\/p>\s*<p[^>]*>/gi
const LINE_BREAK = /<br\s*\/?>/gi

/**
 * Plain text of a server HTML fragment: `<br>` becomes a newline, paragraph breaks a blank
 * line, tags are dropped and entities decoded. Used when `pleroma.content['text/plain']`
 * is absent (Mastodon, old Pleroma).
 */
export function htmlToText(html: string): string {
  if (html === '') return ''
  const withBreaks = html.replace(BLOCK_BREAK, '\n\n').replace(LINE_BREAK, '\n')
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html')
  return doc.body.textContent ?? ''
}

/** Escapes `& < > " '` so plain text can sit inside HTML (display names, poll options). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** The host of a URL, or null when it does not parse. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).host
  } catch {
    return null
  }
}
