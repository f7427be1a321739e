import { useEffect, useRef, type KeyboardEvent, type RefObject, type TouchEvent } from 'react'
import { trapTab } from '../../ui/focusTrap'
import type { TouchPoint } from './drawerRules'

/** What {@link useDrawerDialog} gives the dialog element. */
export interface DrawerDialogHandlers {
  dialogRef: RefObject<HTMLDivElement | null>
  /** Receives focus on mount (usually the close button). */
  initialFocusRef: RefObject<HTMLButtonElement | null>
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void
  onTouchStart: (event: TouchEvent) => void
  onTouchEnd: (event: TouchEvent) => void
}

/**
 * Keyboard and touch behaviour shared by the modal drawers (s1 §4): focus moves to
 * `initialFocusRef` on mount, Tab and Shift+Tab stay inside the dialog, Escape calls `onEscape`,
 * and a touch that `isSwipe(start, end, rtl)` accepts calls `onSwipe`.
 */
export function useDrawerDialog(
  onEscape: () => void,
  onSwipe: () => void,
  isSwipe: (start: TouchPoint, end: TouchPoint, rtl: boolean) => boolean,
): DrawerDialogHandlers {
  const dialogRef = useRef<HTMLDivElement>(null)
  const initialFocusRef = useRef<HTMLButtonElement>(null)
  const touchStart = useRef<TouchPoint | null>(null)

  useEffect(() => {
    initialFocusRef.current?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onEscape()
      return
    }
    if (event.key === 'Tab' && dialogRef.current) trapTab(event, dialogRef.current)
  }

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0]
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0]
    const start = touchStart.current
    touchStart.current = null
    if (!touch || !start) return
    const rtl = document.documentElement.dir === 'rtl'
    if (isSwipe(start, { x: touch.clientX, y: touch.clientY }, rtl)) onSwipe()
  }

  return { dialogRef, initialFocusRef, onKeyDown, onTouchStart, onTouchEnd }
}
