/**
 * Small text helpers of the normalizers: HTML to plain text, HTML escaping, host to Unicode
 * (lib/handle's display rule).
 * Pure functions; the HTML is parsed into an inert `<template>` (browser, jsdom), which only
 * decodes entities: it never runs scripts nor loads images.
 */
export { displayHandle as acctToUnicode } from '../../lib/handle'
import { boundedMemo } from '../../lib/boundedMemo'

const BLOCK_BREAK = /<\/p>\s*<p[^>]*>/gi
const LINE_BREAK = /<br\s*\/?>/gi

/** The one inert element fragments are parsed into (a document per fragment cost 0.1-1 ms each). */
let inert: HTMLTemplateElement | undefined

/**
 * Plain text of a server HTML fragment: `<br>` becomes a newline, paragraph breaks a blank
 * line, tags are dropped and entities decoded; text with neither tag nor entity is kept as it
 * is. Used when `pleroma.content['text/plain']` is absent (Mastodon, old Pleroma); profiles use
 * {@link profileText}.
 */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(BLOCK_BREAK, '\n\n').replace(LINE_BREAK, '\n')
  if (!/[<&]/.test(withBreaks)) return withBreaks
  inert ??= document.createElement('template')
  // No DOMPurify here: a detached template's content lives in an inert document (no script
  // runs, nothing loads) and only its text leaves it; the XSS suite runs every vector through.
  inert.innerHTML = withBreaks
  const text = inert.content.textContent
  inert.innerHTML = ''
  return text
}

/**
 * {@link htmlToText} of a profile's note or field (about 75 on a member's first screen), the
 * last 500 remembered: an author's fields come again with each of their posts and
 * notifications, and parsing them was most of the time a page of notifications took to
 * normalize (issue 20). Only what any visitor of the profile sees is kept, never a post's text.
 */
export const profileText: (html: string) => string = boundedMemo(500, htmlToText)

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
