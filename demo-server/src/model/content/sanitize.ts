/**
 * Pleroma's default HTML scrubber as a sanitize-html allow-list (Pleroma.HTML.Scrubber.Default
 * with the stock markup settings: inline images on, tables, headings and fonts off). Anything
 * else is removed; `script`, `style` and similar lose their content too. Links keep `href`
 * (Pleroma's valid URI schemes only), `data-user`, `data-tag`, `name`, `title`, the classes
 * `hashtag`, `u-url`, `mention`, and the rel values `tag nofollow noopener noreferrer ugc`.
 */
import sanitize from 'sanitize-html'

/** Pleroma's default `uri_schemes.valid_schemes`. */
const VALID_SCHEMES = [
  'https',
  'http',
  'dat',
  'dweb',
  'gopher',
  'hyper',
  'ipfs',
  'ipns',
  'irc',
  'ircs',
  'magnet',
  'mailto',
  'mumble',
  'ssb',
  'xmpp',
]

const REL_VALUES = new Set(['tag', 'nofollow', 'noopener', 'noreferrer', 'ugc'])

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'code',
    'del',
    'em',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    'rb',
    'rp',
    'rt',
    'rtc',
    'ruby',
    'span',
    'strong',
    'sub',
    'sup',
    'u',
    'ul',
  ],
  allowedAttributes: {
    a: ['href', 'data-user', 'data-tag', 'class', 'rel', 'name', 'title'],
    abbr: ['title'],
    span: ['class'],
    code: ['class'],
    img: ['src', 'width', 'height', 'class', 'title', 'alt'],
  },
  allowedClasses: { a: ['hashtag', 'u-url', 'mention'], span: ['h-card'], code: ['inline'] },
  allowedSchemes: VALID_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => {
      const rel = (attribs.rel ?? '').split(/\s+/).filter((r) => REL_VALUES.has(r))
      const rest = Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'rel'))
      return { tagName, attribs: rel.length > 0 ? { ...rest, rel: rel.join(' ') } : rest }
    },
  },
}

/** Cleans HTML with the allow-list above; returns well-formed HTML (`<br />` for breaks). */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS)
}
