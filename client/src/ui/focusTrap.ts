import type { KeyboardEvent } from 'react'

/**
 * CSS selector of the elements Tab can reach inside a modal (enabled controls, links, media
 * with their controls, the summaries of disclosures, tabindex ≥ 0).
 */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], audio[controls], details > summary, [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab and Shift+Tab inside `container` (s1 §4, modal dialogs and drawers): Tab on the
 * last focusable element moves to the first, Shift+Tab on the first (or on the container
 * itself) moves to the last; anywhere else the browser's own order applies. Call it from the
 * container's keydown handler for the Tab key; it does nothing when nothing inside can take focus.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement): void {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
