import { useState, type FocusEvent, type MouseEvent } from 'react'

/** The props {@link useHeldFocus} gives a button in place of its own. */
export interface HeldFocusProps {
  disabled: boolean | undefined
  'aria-disabled': true | undefined
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
  onBlur: (event: FocusEvent<HTMLButtonElement>) => void
}

/**
 * Keeps focus on a button that is disabled because it was just pressed (a call running, the
 * text it sent cleared). A browser drops focus to the page body when the focused element
 * becomes disabled (issue 21, "focus falls to the page body"), so from the press until focus
 * leaves it (when the press gave it focus) the button is only `aria-disabled` while `disabled`: it stays focusable and read
 * as unavailable, and a press does nothing (no click handler, no form submission). A button
 * disabled without having been pressed is disabled natively as before, unless `always` (a
 * button focus comes back to while the work it started runs, from a dialog it opened): then
 * it is held whenever it is disabled.
 */
export function useHeldFocus(
  disabled: boolean | undefined,
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void,
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void,
  always = false,
): HeldFocusProps {
  const [pressed, setPressed] = useState(false)
  const held = disabled === true && (pressed || always)
  return {
    disabled: held ? undefined : disabled,
    'aria-disabled': held || undefined,
    onClick: (event) => {
      if (held) return event.preventDefault()
      setPressed(event.currentTarget === document.activeElement)
      onClick?.(event)
    },
    onBlur: (event) => {
      setPressed(false)
      onBlur?.(event)
    },
  }
}
