/**
 * Sanitizing server HTML (s1 §5 "Rich text"; ARCHITECTURE.md "Conventions"): DOMPurify with
 *  - the HTML profile only (no SVG, no MathML), no iframes, forms, objects, embeds, inputs,
 *    buttons, textareas, styles, templates, meta/link/base;
 *  - no `style`, no `srcset`, no `on*` attributes; data attributes only `data-tag`, `data-user`;
 *  - href/src only absolute http:, https: (and mailto: for href);
 *  - class kept only for the tokens `greentext` and `cyantext`.
 * Before classes are stripped, a hook records what marks an `<a>` as a hashtag or a mention
 * in `data-starling-kind` (`hashtag` | `mention`), an attribute hostile input cannot forge
 * (any incoming `data-starling-*` attribute is removed first).
 * The result is a DocumentFragment for `features/status/RichText` to turn into React
 * elements; nothing renders it as HTML.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify'
import { isHashtagLink, tokens } from './hashtag'
import { isLinkUrl, isWebUrl } from './safeUrl'

/** The attribute the sanitizer writes on links it recognised. */
export const LINK_KIND_ATTR = 'data-starling-kind'

const KEPT_CLASSES = new Set(['greentext', 'cyantext'])

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'iframe',
    'frame',
    'form',
    'object',
    'embed',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'style',
    'template',
    'meta',
    'link',
    'base',
    'svg',
    'math',
    'noscript',
    'dialog',
  ],
  FORBID_ATTR: ['style', 'srcset', 'id', 'name', 'contenteditable', 'autofocus', 'formaction'],
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['data-tag', 'data-user', LINK_KIND_ATTR],
  // DOMPurify tests every attribute value with this (like its default): schemes other than
  // http(s)/mailto are refused; plain values ("tag ugc") pass. checkUrls then refuses
  // relative href/src too.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config & { RETURN_DOM_FRAGMENT: true }

/** Records, on an `<a>`, whether its markup marks it as a hashtag or a mention. */
function markLink(node: Element): void {
  if (node.nodeType !== Node.ELEMENT_NODE) return
  for (const attr of Array.from(node.attributes)) {
    if (attr.name.toLowerCase().startsWith('data-starling-')) node.removeAttribute(attr.name)
  }
  if (node.nodeName !== 'A') return
  const classes = tokens(node.getAttribute('class'))
  const hints = {
    classes,
    rel: tokens(node.getAttribute('rel')),
    dataTag: node.getAttribute('data-tag'),
  }
  if (isHashtagLink(hints)) node.setAttribute(LINK_KIND_ATTR, 'hashtag')
  else if (classes.includes('mention') || classes.includes('u-url')) {
    node.setAttribute(LINK_KIND_ATTR, 'mention')
  }
}

/** Drops any href/src that is not an absolute web (or mailto:) URL, whatever DOMPurify allowed. */
function checkUrls(node: Element): void {
  if (node.nodeType !== Node.ELEMENT_NODE) return
  const href = node.getAttribute('href')
  if (href !== null && !isLinkUrl(href)) node.removeAttribute('href')
  const src = node.getAttribute('src')
  if (src !== null && !isWebUrl(src)) node.removeAttribute('src')
  for (const attr of Array.from(node.attributes)) {
    if (attr.name.toLowerCase().startsWith('on')) node.removeAttribute(attr.name)
  }
}

let purifier: Purifier | null = null

function getPurifier(): Purifier {
  if (purifier) return purifier
  const instance = DOMPurify(window)
  instance.addHook('beforeSanitizeAttributes', markLink)
  instance.addHook('uponSanitizeAttribute', (_node, event) => {
    if (event.attrName !== 'class') return
    const kept = tokens(event.attrValue).filter((token) => KEPT_CLASSES.has(token))
    if (kept.length === 0) event.keepAttr = false
    else event.attrValue = kept.join(' ')
  })
  instance.addHook('afterSanitizeAttributes', checkUrls)
  // Set once: given with each call, DOMPurify read the whole configuration again each time,
  // half the cost of sanitizing a post (issue 20).
  instance.setConfig(CONFIG)
  purifier = instance
  return instance
}

/**
 * Sanitizes server HTML into a detached DocumentFragment (see the module comment for the
 * rules). Needs a DOM (`window`); non-string input gives an empty fragment.
 */
export function sanitizeHtml(html: string): DocumentFragment {
  if (typeof html !== 'string' || html === '') return document.createDocumentFragment()
  // The configuration set once (RETURN_DOM_FRAGMENT) makes the answer a fragment.
  return getPurifier().sanitize(html) as unknown as DocumentFragment
}
