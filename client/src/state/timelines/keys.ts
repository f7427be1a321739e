/**
 * True when a key press on `target` is typing: inputs, text areas, selects and editable content.
 * Single-key shortcuts (s1 §4: "." shows new statuses) are ignored there.
 */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** The parts of a keyboard event {@link shortcutBlocked} looks at. */
export interface ShortcutEvent {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  target: EventTarget | null
  defaultPrevented?: boolean
}

/**
 * True when a single-key shortcut (j, k, n, '?'...; issue 21) must not fire: Ctrl, Meta or Alt
 * held, the key already handled, typing in a field, a modal dialog open, or focus in a dialog
 * or menu (a popover). Escape is not judged here: it closes dialogs and menus by itself.
 */
export function shortcutBlocked(event: ShortcutEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return true
  if (isTextField(event.target)) return true
  if (document.querySelector('[aria-modal="true"]')) return true
  const target = event.target
  return target instanceof Element && target.closest('[role="dialog"], [role="menu"]') !== null
}
