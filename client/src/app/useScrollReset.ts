/**
 * Scroll resets to the top on navigation, except on routes marked no-scroll (s1 §2: the
 * conversation page keeps its position).
 */
import { useEffect } from 'react'
import { matchSpecRoute, specRoute } from '../state/routing/routeTable'

/** Scrolls the window to the top whenever `pathname` changes to a route that is not no-scroll. */
export function useScrollReset(pathname: string): void {
  useEffect(() => {
    const match = matchSpecRoute(pathname)
    if (match && specRoute(match.name).noScroll) return
    window.scrollTo({ top: 0, left: 0 })
  }, [pathname])
}
