/**
 * True when a key press on `target` is typing: inputs, text areas, selects and editable content.
 * Single-key shortcuts (s1 §4: "." shows new statuses) are ignored there.
 */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}
