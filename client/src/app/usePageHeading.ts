/**
 * The page's heading as its title and as the place focus goes on navigation (issue 21): every
 * route's page opens with its heading (an h1, else the timeline's or panel's h2), which names it
 * with the spec's own messages ("Public timeline", "Log in", a profile's name, "#bread").
 */
import { useEffect, type RefObject } from 'react'

/** Between the page's heading and the instance's name in the document title. */
export const TITLE_SEPARATOR = ' · '

/** The heading of the page in `main`: its first h1, else its first h2; null while loading. */
export function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector('h1') ?? main.querySelector('h2')
}

/**
 * Keeps `document.title` at "<page heading> · <instance name>" (the name alone while the page has
 * no heading), following the heading as the page changes it. The unread count prefix "(n) " is
 * put back in front by features/notifications/live.ts, which watches the title element.
 */
export function usePageTitle(main: RefObject<HTMLElement | null>, name: string): void {
  useEffect(() => {
    const element = main.current
    if (!element) return
    let last = ''
    const update = () => {
      const heading = pageHeading(element)?.textContent?.trim()
      const title = heading && name ? `${heading}${TITLE_SEPARATOR}${name}` : name || heading || ''
      if (title && title !== last) {
        last = title
        document.title = title
      }
    }
    update()
    const observer = new MutationObserver(update)
    observer.observe(element, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [main, name])
}

let interacted = false
let listening = false

/** Notes the first key or pointer press of the page: focus is never moved before one. */
function listenForInteraction(): void {
  if (listening) return
  listening = true
  const mark = () => {
    interacted = true
  }
  document.addEventListener('keydown', mark, true)
  document.addEventListener('pointerdown', mark, true)
}

/** Forgets the interaction seen so far (tests: a fresh page load). */
export function resetPageFocusForTests(): void {
  interacted = false
}

/** Focuses `heading` (made focusable by script only) without scrolling. */
function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus({ preventScroll: true })
}

/**
 * Moves focus to the new page's heading (to `main` until the heading renders) when `pathname`
 * changes and when the shell mounts again (sign-in and sign-out remount it, app/App.tsx), so
 * focus never falls to the body. It stays where it is on the first load (before any key or
 * pointer press), when the page put it inside itself (a form's first field, the conversation's
 * post) and while a modal dialog holds it.
 */
export function usePageFocus(main: RefObject<HTMLElement | null>, pathname: string): void {
  useEffect(() => {
    listenForInteraction()
  }, [])
  useEffect(() => {
    const element = main.current
    if (!element || !interacted) return
    const active = document.activeElement
    const pageHasFocus = active !== element && element.contains(active)
    if (pageHasFocus || active?.closest('[aria-modal="true"]')) return
    const heading = pageHeading(element)
    if (heading) {
      focusHeading(heading)
      return
    }
    element.focus({ preventScroll: true })
    const observer = new MutationObserver(() => {
      if (document.activeElement !== element) return observer.disconnect()
      const found = pageHeading(element)
      if (!found) return
      observer.disconnect()
      focusHeading(found)
    })
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [main, pathname])
}
