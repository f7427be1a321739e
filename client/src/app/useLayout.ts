/**
 * Layout type by viewport width (s1 §2 "Layout types"): mobile up to 800 px, wide from 1300 px
 * (a third column), normal in between. CSS media queries use the same numbers; this hook is for
 * structural differences (which parts are rendered at all).
 */
import { useSyncExternalStore } from 'react'

/** The three layout types. */
export type LayoutType = 'mobile' | 'normal' | 'wide'

/** Widest mobile viewport, px. */
export const MOBILE_MAX_WIDTH_PX = 800
/** Narrowest wide viewport, px. */
export const WIDE_MIN_WIDTH_PX = 1300

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`
const WIDE_QUERY = `(min-width: ${WIDE_MIN_WIDTH_PX}px)`

function queries(): MediaQueryList[] | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null
  return [window.matchMedia(MOBILE_QUERY), window.matchMedia(WIDE_QUERY)]
}

function subscribe(onChange: () => void): () => void {
  const lists = queries() ?? []
  for (const list of lists) list.addEventListener('change', onChange)
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange)
  }
}

/** The current layout type; 'normal' where matchMedia is missing. */
export function currentLayout(): LayoutType {
  const [mobile, wide] = queries() ?? []
  if (mobile?.matches) return 'mobile'
  if (wide?.matches) return 'wide'
  return 'normal'
}

/** The layout type, updated when the viewport crosses 800 px or 1300 px. */
export function useLayout(): LayoutType {
  return useSyncExternalStore(subscribe, currentLayout, () => 'normal')
}
