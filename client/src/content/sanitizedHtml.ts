/**
 * Server HTML as RichText reads it: sanitized by lib/sanitize (DOMPurify) and, when asked, with
 * its greentext lines marked (lib/greentext), one DocumentFragment per text. A post renders
 * again and again with the same HTML (its card mounts each time the virtual feed scrolls it
 * into view; it renders again when its counts change), and sanitizing was the largest part of
 * rendering a post card (issue 20). The cache holds the last {@link SANITIZED_KEPT} texts; an
 * edited post has another text, so it is sanitized afresh. Callers only read the fragment.
 */
import { applyGreentext } from '../lib/greentext'
import { sanitizeHtml } from '../lib/sanitize'

/** How many sanitized texts are kept (about ten pages of posts with their subjects). */
export const SANITIZED_KEPT = 500

/** Sanitized fragments by greentext mark and text, oldest use first. */
const kept = new Map<string, DocumentFragment>()

/**
 * `html` sanitized (lib/sanitize), with greentext and cyantext lines marked when `greentext`;
 * the same fragment for the same arguments while it is kept. Never to be changed by the caller.
 */
export function sanitizedFragment(html: string, greentext: boolean): DocumentFragment {
  const key = `${greentext ? 'g' : 'p'}${html}`
  const known = kept.get(key)
  if (known) {
    kept.delete(key)
    kept.set(key, known)
    return known
  }
  const fragment = sanitizeHtml(html)
  if (greentext) applyGreentext(fragment)
  kept.set(key, fragment)
  if (kept.size > SANITIZED_KEPT) kept.delete(kept.keys().next().value as string)
  return fragment
}
