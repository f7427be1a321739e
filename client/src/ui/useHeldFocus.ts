import {
  useState,
  type ChangeEvent,
  type FocusEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react'

/** The props {@link useHeldFocus} gives a button in place of its own. */
export interface HeldFocusProps {
  disabled: boolean | undefined
  'aria-disabled': true | undefined
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
  onBlur: (event: FocusEvent<HTMLButtonElement>) => void
}

/** The props {@link useHeldChange} gives a checkbox or select in place of its own. */
export interface HeldChangeProps<E extends HTMLInputElement | HTMLSelectElement> {
  disabled: boolean | undefined
  'aria-disabled': true | undefined
  onChange: (event: ChangeEvent<E>) => void
  onBlur: (event: FocusEvent<E>) => void
}

/**
 * The state both hooks share: held from an `act` event (press or change) made while the
 * control had focus, as long as `disabled` holds and focus stays; `act` ignores events while held.
 */
function useHeld<E extends HTMLElement, A extends SyntheticEvent<E>>(
  disabled: boolean | undefined,
  act: ((event: A) => void) | undefined,
  onBlur: ((event: FocusEvent<E>) => void) | undefined,
  always = false,
) {
  const [pressed, setPressed] = useState(false)
  const held = disabled === true && (pressed || always)
  return {
    disabled: held ? undefined : disabled,
    'aria-disabled': held || undefined,
    act: (event: A) => {
      if (held) return event.preventDefault()
      setPressed(event.currentTarget === document.activeElement)
      act?.(event)
    },
    onBlur: (event: FocusEvent<E>) => {
      setPressed(false)
      onBlur?.(event)
    },
  } as const
}

/**
 * Keeps focus on a button that is disabled because it was just pressed (a call running, the
 * text it sent cleared). A browser drops focus to the page body when the focused element
 * becomes disabled (issue 21, "focus falls to the page body"), so from the press until focus
 * leaves it (when the press gave it focus) the button is only `aria-disabled` while `disabled`:
 * it stays focusable and read as unavailable, and a press does nothing (no click handler, no
 * form submission). A button disabled without having been pressed is disabled natively as before,
 * unless `always` (a button focus comes back to while the work it started runs, from a dialog it
 * opened): then it is held whenever it is disabled.
 */
export function useHeldFocus(
  disabled: boolean | undefined,
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void,
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void,
  always = false,
): HeldFocusProps {
  const { act, ...held } = useHeld(disabled, onClick, onBlur, always)
  return { ...held, onClick: act }
}

/**
 * {@link useHeldFocus} for a checkbox or select disabled while its own change saves (a setting
 * sent to the server): from a change made while it had focus until focus leaves it, it is only
 * `aria-disabled` while `disabled`, and further changes are ignored (a controlled control
 * goes back to its value). Disabled without such a change, it is disabled natively.
 */
export function useHeldChange<E extends HTMLInputElement | HTMLSelectElement>(
  disabled: boolean | undefined,
  onChange: (event: ChangeEvent<E>) => void,
  onBlur?: (event: FocusEvent<E>) => void,
): HeldChangeProps<E> {
  const { act, ...held } = useHeld(disabled, onChange, onBlur)
  return { ...held, onChange: act }
}
