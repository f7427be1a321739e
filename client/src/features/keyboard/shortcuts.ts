import { shortcutBlocked, type ShortcutEvent } from '../../state/timelines/keys'

/** What a page-wide shortcut does (issue 21); j, k, Enter and '.' belong to the feeds. */
export type ShortcutAction = 'help' | 'compose' | 'search' | 'home' | 'notifications' | 'public'

/** How long after `g` its second key counts (ms). */
export const SEQUENCE_MS = 1_500

const SINGLE: Record<string, ShortcutAction> = { '?': 'help', n: 'compose', '/': 'search' }
const AFTER_G: Record<string, ShortcutAction> = { h: 'home', n: 'notifications', p: 'public' }

/** The result of one key press: the action to run (or null) and when a pending `g` was pressed. */
export interface ShortcutStep {
  action: ShortcutAction | null
  /** Time (ms) of a `g` waiting for its second key, else null. */
  pendingG: number | null
}

/**
 * The page-wide shortcut of a key press (issue 21): `?` help, `n` new post, `/` search, and `g`
 * followed within {@link SEQUENCE_MS} by `h` (home), `n` (notifications) or `p` (public). Any
 * other key ends a pending `g`. Nothing fires in a text field, with Ctrl, Meta or Alt, on a key
 * already handled, or while a dialog or menu is open (shortcutBlocked); Shift is allowed (`?`).
 */
export function shortcutStep(
  event: ShortcutEvent,
  pendingG: number | null,
  now: number,
): ShortcutStep {
  if (shortcutBlocked(event)) return { action: null, pendingG: null }
  if (pendingG !== null && now - pendingG <= SEQUENCE_MS) {
    return { action: AFTER_G[event.key] ?? null, pendingG: null }
  }
  if (event.key === 'g') return { action: null, pendingG: now }
  return { action: SINGLE[event.key] ?? null, pendingG: null }
}
