/**
 * The mentions line (s1 §4 "consecutive mentions at the start of a post are grouped into one
 * line"; DECISIONS "the mentions that open a post are removed from its body and shown only in
 * the mentions line (5, then expand)").
 */
import type { Mention } from '../../entities/types'

/** Mentions shown before the expand button (s1 §9). */
export const MENTIONS_SHOWN = 5

/** One leading mention: the attention it matched (by URL), else its link text and URL. */
export interface LeadingMention {
  /** The attention (s1 §3) with this URL, when known. */
  mention: Mention | null
  /** The link's text, e.g. "@bob". */
  text: string
  url: string
}

/** The body without its leading mentions, and those mentions in order. */
export interface SplitBody {
  html: string
  mentions: LeadingMention[]
}

function isBlank(node: Node): boolean {
  return node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === ''
}

/** The mention link a node is: `<a class="mention">`, an h-card wrapping one, or an attention's URL. */
function mentionLink(node: Node, mentions: readonly Mention[]): HTMLAnchorElement | null {
  if (!(node instanceof Element)) return null
  const link =
    node instanceof HTMLAnchorElement
      ? node
      : node.matches('span.h-card') && node.children.length === 1
        ? node.querySelector(':scope > a')
        : null
  if (!(link instanceof HTMLAnchorElement)) return null
  if (link.classList.contains('hashtag')) return null
  const href = link.getAttribute('href') ?? ''
  const known = mentions.some((m) => m.url !== '' && m.url === href)
  return known || link.classList.contains('mention') ? link : null
}

/**
 * Splits the mentions that open `html` (server HTML, unsanitized: the result is still rendered
 * through RichText) from the rest. Mentions are matched to `attentions` by URL. Whitespace
 * and line breaks between the leading mentions go with them; an emptied first paragraph is
 * dropped. Parses with an inert `<template>` (no script runs, nothing loads).
 */
export function splitLeadingMentions(html: string, attentions: readonly Mention[]): SplitBody {
  const template = document.createElement('template')
  template.innerHTML = html
  const root = template.content
  const first = Array.from(root.childNodes).find((n) => !isBlank(n))
  const container = first instanceof HTMLParagraphElement ? first : root
  const found: LeadingMention[] = []
  let node = container.firstChild
  while (node) {
    const next: ChildNode | null = node.nextSibling
    const link = mentionLink(node, attentions)
    const blank = isBlank(node) || node.nodeName === 'BR'
    if (!link && !blank) {
      if (found.length > 0 && node.nodeType === Node.TEXT_NODE) {
        node.textContent = (node.textContent ?? '').trimStart()
      }
      break
    }
    if (link) {
      const url = link.getAttribute('href') ?? ''
      const mention = attentions.find((m) => m.url !== '' && m.url === url) ?? null
      found.push({ mention, text: (link.textContent ?? '').trim(), url })
    }
    node.remove()
    node = next
  }
  if (found.length === 0) return { html, mentions: [] }
  if (container instanceof HTMLParagraphElement && container.childNodes.length === 0)
    container.remove()
  return { html: template.innerHTML, mentions: found }
}
