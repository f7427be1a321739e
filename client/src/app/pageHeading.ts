/**
 * The page's heading as its title and as the place focus goes on navigation (issue 21): every
 * route's page opens with its heading (an h1, else the timeline's or panel's h2), which names it
 * with the spec's own messages ("Public timeline", "Log in", a profile's name, "#bread").
 * A lazy chunk (app/usePageHeading.ts loads it), out of the initial load.
 */

/** Between the page's heading and the instance's name in the document title. */
export const TITLE_SEPARATOR = ' · '

/** The heading of the page in `main`: its first h1, else its first h2; null while loading. */
export function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector('h1') ?? main.querySelector('h2')
}

/** The heading's words, without badges (a count with its own label) or hidden parts. */
function headingText(heading: HTMLElement): string {
  const copy = heading.cloneNode(true) as HTMLElement
  for (const part of copy.querySelectorAll('[aria-hidden="true"], [aria-label]')) part.remove()
  return copy.textContent?.trim() ?? ''
}

/**
 * Keeps `document.title` at "<page heading> · <instance name>" (the name alone while the page has
 * no heading), following the heading in `main` as the page changes it, until the returned stop is
 * called. The unread count prefix "(n) " is put back in front by features/notifications/live.ts,
 * which watches the title element.
 */
export function watchTitle(main: HTMLElement, name: string): () => void {
  let last = ''
  const update = () => {
    const found = pageHeading(main)
    const heading = found ? headingText(found) : ''
    const title = heading && name ? `${heading}${TITLE_SEPARATOR}${name}` : name || heading || ''
    if (title && title !== last) {
      last = title
      document.title = title
    }
  }
  update()
  const observer = new MutationObserver(update)
  observer.observe(main, { childList: true, subtree: true, characterData: true })
  return () => observer.disconnect()
}

let interacted = false
/** When the last key or pointer press came, in ms of `performance.now()`. */
let lastPress = 0
/** When the router took a new address that the page has not shown yet (ms), else null. */
let pendingSince: number | null = null

/** Notes key and pointer presses from the moment the app starts: focus never moves before one. */
const mark = () => {
  interacted = true
  lastPress = performance.now()
}
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', mark, true)
  document.addEventListener('pointerdown', mark, true)
}

/**
 * Notes that the router took a new address (app/App.tsx): the page for it commits later (its
 * chunk and data load in a transition), and a press in between means the person is already
 * busy elsewhere (typing in the sidebar's post form), so {@link focusPage} leaves focus there.
 */
export function noteNavigation(): void {
  pendingSince = performance.now()
}

/** Forgets the interaction seen so far (tests: a fresh page load). */
export function resetPageFocusForTests(): void {
  interacted = false
  lastPress = 0
  pendingSince = null
}

/** Focuses `heading` (made focusable by script only) without scrolling. */
function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus({ preventScroll: true })
}

/**
 * Moves focus to the page's heading in `main` (to `main` until the heading renders; the returned
 * stop ends that wait), so focus never falls to the body after a navigation or a sign-in or
 * sign-out. It stays where it is on the first load (before any key or pointer press), when the
 * page put it inside itself (a form's first field, the conversation's post), while a modal
 * dialog holds it, and when a key or pointer press came after the router took the address
 * (noteNavigation) while the page was still loading.
 */
export function focusPage(main: HTMLElement): () => void {
  const active = document.activeElement
  const pageHasFocus = active !== main && main.contains(active)
  const pressedWhileLoading = pendingSince !== null && lastPress > pendingSince
  pendingSince = null
  if (!interacted || pageHasFocus || pressedWhileLoading || active?.closest('[aria-modal="true"]'))
    return () => undefined
  const heading = pageHeading(main)
  if (heading) {
    focusHeading(heading)
    return () => undefined
  }
  main.focus({ preventScroll: true })
  const observer = new MutationObserver(() => {
    if (document.activeElement !== main) return observer.disconnect()
    const found = pageHeading(main)
    if (!found) return
    observer.disconnect()
    focusHeading(found)
  })
  observer.observe(main, { childList: true, subtree: true })
  return () => observer.disconnect()
}
