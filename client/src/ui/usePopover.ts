/**
 * The one behaviour of every popover and menu (issue 11 items 1 and 8): Escape closes it and
 * gives focus back to its button (unless focus is somewhere else on the page); a press outside closes it (focus goes
 * where the press went); focus moving elsewhere on the page (Tab out) closes it and stays where
 * it went (issue 21; focus moving into a dialog or popover opened from it does not); and, when `placement` is given, it floats whole on screen: positioned
 * `fixed` (out of any clipping panel) beside its anchor, flipped to the other side and shifted
 * along when there is no room, and kept there on scroll and resize. Positioning uses Floating
 * UI (@floating-ui/dom), loaded on the first open so it stays out of the initial load.
 */
import { useEffect, useRef, type RefObject } from 'react'
import type { Placement } from '@floating-ui/dom'

/** Room kept between the popover and its anchor, and from the viewport's edges, in px. */
const GAP_PX = 4
const EDGE_PX = 8

/** Options of {@link usePopover}. */
export interface PopoverOptions {
  open: boolean
  /** Called on Escape and on a press outside `root`. */
  onClose: () => void
  /** The button that opens the popover (focus returns to it; the popover floats beside it). */
  anchor: RefObject<HTMLElement | null>
  /** The popover itself. */
  floating: RefObject<HTMLElement | null>
  /** What counts as inside for presses; the anchor and the popover when absent. */
  root?: RefObject<HTMLElement | null>
  /** Where it floats ('bottom-end': below, aligned to the anchor's end); in the flow when absent. */
  placement?: Placement
  /** False for a popover that never takes focus (a preview opened by focusing its anchor). */
  returnFocus?: boolean
}

type FloatingUi = typeof import('@floating-ui/dom')
let floatingUi: Promise<FloatingUi> | null = null

function inside(node: EventTarget | null, ...refs: RefObject<HTMLElement | null>[]): boolean {
  return node instanceof Node && refs.some((ref) => ref.current?.contains(node) === true)
}

/** Positions `floating` beside `anchor` until the returned stop is called. */
function follow(anchor: HTMLElement, floating: HTMLElement, placement: Placement): () => void {
  let stop: (() => void) | null = null
  let stopped = false
  const loaded = floatingUi !== null
  // Hidden from sight (not from assistive tech) only while the positioning code first loads.
  if (!loaded) floating.style.opacity = '0'
  floatingUi ??= import('@floating-ui/dom')
  floatingUi.then(
    ({ autoUpdate, computePosition, flip, offset, shift }) => {
      if (stopped) return
      stop = autoUpdate(anchor, floating, () => {
        void computePosition(anchor, floating, {
          placement,
          strategy: 'fixed',
          middleware: [offset(GAP_PX), flip({ padding: EDGE_PX }), shift({ padding: EDGE_PX })],
        }).then(({ x, y }) => {
          Object.assign(floating.style, {
            position: 'fixed',
            inset: 'auto',
            left: `${x}px`,
            top: `${y}px`,
            opacity: '',
          })
        })
      })
    },
    (error: unknown) => {
      console.warn('Loading the popover positioning failed', error)
      floating.style.opacity = ''
    },
  )
  return () => {
    stopped = true
    stop?.()
  }
}

/**
 * Wires a popover while `open`: Escape, outside presses and (with `placement`) floating
 * positioning, as described in the module comment. Escape is taken in the capture phase and
 * stopped, so a dialog around the popover stays open.
 */
export function usePopover({
  open,
  onClose,
  anchor,
  floating,
  root,
  placement,
  returnFocus = true,
}: PopoverOptions): void {
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      const focus = document.activeElement
      const ours = focus === null || focus === document.body || inside(focus, floating, anchor)
      close.current()
      if (ours && returnFocus) anchor.current?.focus()
    }
    const within = (target: EventTarget | null) =>
      root ? inside(target, root, floating) : inside(target, anchor, floating)
    const onPointer = (event: PointerEvent) => {
      if (!within(event.target)) close.current()
    }
    const onFocus = (event: FocusEvent) => {
      const target = event.target
      // A dialog or menu opened from the popover (a user card from a reaction's list) keeps it.
      const overlay =
        target instanceof Element ? target.closest('[role=dialog], [role=menu]') : null
      const opened = overlay !== null && !overlay.contains(anchor.current)
      if (!within(target) && !opened) close.current()
    }
    document.addEventListener('keydown', onKey, true)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('keydown', onKey, true)
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('focusin', onFocus)
    }
  }, [open, anchor, floating, root, returnFocus])

  useEffect(() => {
    if (!open || !placement || !anchor.current || !floating.current) return
    return follow(anchor.current, floating.current, placement)
  }, [open, placement, anchor, floating])
}
