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
 * Lighthouse). Each link is added in a task (a 0 ms timer) of its own: adding one took 1-30 ms
 * on a phone's trace (four times slower CPU; its request starts with it), and the four of a page
 * of posts were a task of 18-65 ms. A kept session's files follow, after a task that reads
 * local storage, each in a task of its own too.
 */
export function preloadFirstFiles(
  files: FirstFiles,
  pathname: string,
  doc: Document = document,
): void {
  const page = files.pages[pathname.split('/')[1] ?? ''] ?? []
  const first = [...files.always, ...(SHOWS_POSTS.test(pathname) ? files.posts : []), ...page]
  const inTasks = (hrefs: string[]) => {
    for (const href of hrefs) setTimeout(() => preloadOne(href, doc), 0)
  }
  inTasks(first)
  setTimeout(() => {
    if (hasKeptSession()) inTasks(files.member)
  }, 0)
}
