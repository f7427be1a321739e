/**
 * The shell's side of app/pageHeading.ts (issue 21): the document is named after the page's
 * heading, and focus goes to that heading on every navigation and when the shell mounts again
 * (sign-in and sign-out remount it, app/App.tsx). The work itself is a lazy chunk.
 */
import { useEffect, type RefObject } from 'react'

/**
 * Keeps the document title at "<page heading> · <name>" (watchTitle) and moves focus to the page
 * heading (focusPage) whenever `pathname` changes or the shell mounts.
 */
export function usePageHeading(
  main: RefObject<HTMLElement | null>,
  pathname: string,
  name: string,
): void {
  useEffect(() => {
    let stops: (() => void)[] = []
    let live = true
    void import('./pageHeading').then(({ watchTitle, focusPage }) => {
      const element = main.current
      if (live && element) stops = [watchTitle(element, name), focusPage(element)]
    })
    return () => {
      live = false
      for (const stop of stops) stop()
    }
  }, [main, pathname, name])
}
