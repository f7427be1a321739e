import type { NavigateFunction } from 'react-router'
import { sessionStore } from '../../state/session'
import { entities } from '../../state/entities'
import { encodePart } from '../../lib/urlPart'
import { shortcutStep, type ShortcutAction } from './shortcuts'

/** How long a page's search field is waited for after going to /search (animation frames). */
const SEARCH_WAIT_FRAMES = 120

/**
 * The element matching `selector` a person can reach: not inside a hidden or inert part,
 * and laid out on screen when any of them is.
 */
function shown(selector: string): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => element.closest('[hidden], [inert]') === null,
  )
  return all.find((element) => element.getClientRects().length > 0) ?? all[0] ?? null
}

/** Focuses the search field once a page shows one, for at most SEARCH_WAIT_FRAMES frames. */
function focusSearchWhenShown(frames = SEARCH_WAIT_FRAMES): void {
  const field = shown('form[role="search"] input')
  if (field) field.focus()
  else if (frames > 0) requestAnimationFrame(() => focusSearchWhenShown(frames - 1))
}

/**
 * Runs a page-wide shortcut (issue 21) other than help: `compose` focuses the new-post field on
 * the page (or opens the post modal through the floating button), `search` the search field (or
 * goes to /search and focuses its field), `home`, `notifications` (the signed-in member's) and
 * `public` go to those timelines.
 */
function runShortcut(action: Exclude<ShortcutAction, 'help'>, navigate: NavigateFunction) {
  switch (action) {
    case 'compose': {
      const field = shown('[data-new-post] textarea[data-composer]')
      if (field) field.focus()
      else shown('[data-new-post-button]')?.click()
      return
    }
    case 'search': {
      const field = shown('form[role="search"] input')
      if (field) return field.focus()
      void navigate('/search')
      focusSearchWhenShown()
      return
    }
    case 'home':
      return void navigate('/main/friends')
    case 'public':
      return void navigate('/main/public')
    case 'notifications': {
      const id = sessionStore.getState().user
      const me = id ? entities().getState().users[id] : undefined
      if (me) void navigate(`/${encodePart(me.screen_name)}/notifications`)
      return
    }
  }
}

/**
 * Escape in a composer's field (issue 21): focus goes to the post being replied to, else back
 * to where it was before `n` (`returnTo`), else to the page's main region.
 */
function leaveComposer(field: HTMLElement, returnTo: Element | null): void {
  const card = field.closest<HTMLElement>('article')
  if (card) return card.focus()
  if (returnTo instanceof HTMLElement && returnTo.isConnected && returnTo !== field) {
    return returnTo.focus()
  }
  document.getElementById('main')?.focus()
}

/** A composer's own text field outside a dialog (in a dialog Escape closes the dialog). */
function composerField(target: EventTarget | null): HTMLElement | null {
  const field = target instanceof HTMLTextAreaElement && target.hasAttribute('data-composer')
  return field && !target.closest('[role="dialog"]') ? target : null
}

/**
 * The document key handler of the page-wide shortcuts (issue 21; shortcuts.ts says which key
 * does what): runs them, `openHelp` for '?', and Escape in a composer's text field (with no
 * suggestion list to close) leaves it. Keeps a pending `g` and where `n` came from.
 */
export function createKeyHandler(
  navigate: NavigateFunction,
  openHelp: () => void,
): (event: KeyboardEvent) => void {
  let pendingG: number | null = null
  let returnTo: Element | null = null
  return (event) => {
    if (event.key === 'Escape') {
      const field = event.defaultPrevented ? null : composerField(event.target)
      if (!field) return
      event.preventDefault()
      leaveComposer(field, returnTo)
      return
    }
    const step = shortcutStep(event, pendingG, Date.now())
    pendingG = step.pendingG
    const action = step.action
    if (action === null) return
    event.preventDefault()
    if (action === 'help') return openHelp()
    if (action === 'compose') returnTo = document.activeElement
    runShortcut(action, navigate)
  }
}
