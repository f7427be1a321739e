/**
 * The files a first screen needs, asked for by the page's first script (src/early.ts) while the
 * entry is still on the network (issue 20): asked for by the entry once it had run, they were the
 * second half of a phone's chain to the first posts. The build names them (vite.early.config.ts,
 * from the app build's manifest); this module imports nothing heavy (it is that script's whole
 * code).
 */
import { hasKeptSession } from './keptSession'

/** The files (paths from the site's root: `/assets/landing-….js`, `/assets/….css`) to preload. */
export interface FirstFiles {
  /** Every start's: the English catalogue (every language's fallback), the theme engine. */
  always: string[]
  /** A page of posts': the landing chunk (the status components) and what it imports. */
  posts: string[]
  /** A kept session's: the sign-in code and what it imports. */
  member: string[]
  /**
   * A page chunk's, and what it imports, by the first segment of the addresses that show it
   * (`notice`: a conversation, `tag`: a hashtag's timeline).
   */
  pages: Record<string, string[]>
}

/** Addresses whose page shows posts: the landing chunk is theirs. */
export const SHOWS_POSTS = /^\/(main|notice|tag)\//

/** Adds a preload link for `href` to `doc`'s head (see {@link preloadFirstFiles}), once. */
function preloadOne(href: string, doc: Document): void {
  if (doc.head.querySelector(`link[href="${href}"]`)) return
  const link = doc.createElement('link')
  if (href.endsWith('.css')) {
    link.rel = 'preload'
    link.as = 'style'
  } else link.rel = 'modulepreload'
  link.crossOrigin = ''
  link.setAttribute('fetchpriority', 'low')
  link.href = href
  doc.head.append(link)
}

/**
 * Adds a preload link to `doc`'s head for each file the start at `pathname` needs, its page's
 * chunk among them (a module
 * preload for a script, a style preload for a style sheet: neither holds the first paint back,
 * and the start-up's own `import()` then finds them fetched), once each. Links are
 * CORS-anonymous, as Vite's loader asks for the same files, and of low priority, as the entry is
 * (a request of high priority that ends before the first paint counts as holding it back for
 * Lighthouse). A kept session's files follow, after a task that reads local storage (the
 * page's first read of it and its first links were together a task of 10-30 ms), each in a task
 * of its own: adding a link took 0.2-12 ms in our traces (its request starts with it), and the
 * six of a kept session were a task of 20-40 ms.
 */
export function preloadFirstFiles(
  files: FirstFiles,
  pathname: string,
  doc: Document = document,
): void {
  const page = files.pages[pathname.split('/')[1] ?? ''] ?? []
  const first = [...files.always, ...(SHOWS_POSTS.test(pathname) ? files.posts : []), ...page]
  for (const href of first) preloadOne(href, doc)
  setTimeout(() => {
    if (!hasKeptSession()) return
    for (const href of files.member) setTimeout(() => preloadOne(href, doc), 0)
  }, 0)
}
