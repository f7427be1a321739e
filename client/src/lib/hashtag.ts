import { encodePart } from './urlPart'
/**
 * Hashtag links in rich text (s1 §2 "Route table" notes): a link is a hashtag link when it
 * has class `hashtag`, rel `tag` or a `data-tag` attribute. Its tag comes from `data-tag`,
 * else from a URL whose path ends in `tag/{word}` or `tags/{word}`; with no tag found the
 * link is treated as an ordinary external link.
 */

/** What the sanitizer read from one `<a>` element before classes were stripped. */
export interface LinkHints {
  classes: readonly string[]
  rel: readonly string[]
  dataTag: string | null
}

const TAG_PATH = /(?:^|\/)tags?\/([\p{L}\p{N}\p{M}_]+)\/?$/u

/** Splits an HTML token-list attribute (class, rel) into lower-case tokens. */
export function tokens(value: string | null | undefined): string[] {
  return (value ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token !== '')
}

/** True when the link's markup marks it as a hashtag (class hashtag, rel tag or data-tag). */
export function isHashtagLink(hints: LinkHints): boolean {
  return hints.classes.includes('hashtag') || hints.rel.includes('tag') || hints.dataTag !== null
}

/**
 * The tag of a URL whose path ends in `tag/{word}` or `tags/{word}` (`{word}` is letters,
 * digits, marks or underscores, percent-decoded), or null.
 * Example: `https://host/tag/cofe` → `cofe`; `https://host/tags/Caf%C3%A9` → `Café`.
 */
export function tagFromUrl(href: string | null | undefined): string | null {
  if (!href) return null
  let path: string
  try {
    path = decodeURIComponent(new URL(href).pathname)
  } catch {
    return null
  }
  return TAG_PATH.exec(path)?.[1] ?? null
}

/**
 * The tag a hashtag link points to: its `data-tag` (trimmed, without a leading `#`), else the
 * tag of its URL; null when the link is not a hashtag link or no tag is found.
 */
export function hashtagOf(hints: LinkHints, href: string | null | undefined): string | null {
  if (!isHashtagLink(hints)) return null
  const fromData = hints.dataTag?.trim().replace(/^#/, '') ?? ''
  if (fromData !== '') return fromData
  return tagFromUrl(href)
}

/** The client route of a tag timeline (s1 §2 tag-timeline `/tag/{tag}`). */
export function tagRoute(tag: string): string {
  return `/tag/${encodePart(tag)}`
}
