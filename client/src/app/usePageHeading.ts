/**
 * The shell's side of app/pageHeading.ts (issue 21): the document is named after the page's
 * heading, and focus goes to that heading on every navigation and when the shell mounts again
 * (sign-in and sign-out remount it, app/App.tsx). The work is in the entry: as a lazy chunk
 * of 1 KB it was the last request before a phone's first posts (issue 20).
 */
import { useEffect, type RefObject } from 'react'
import { focusPage, watchTitle } from './pageHeading'

/**
 * Keeps the document title at "<page heading> · <name>" (watchTitle) and moves focus to the page
 * heading (focusPage) whenever `pathname` changes or the shell mounts; not when only `name`
 * changes (the instance's name arrives or changes while someone is already typing elsewhere).
 */
export function usePageHeading(
  main: RefObject<HTMLElement | null>,
  pathname: string,
  name: string,
): void {
  useEffect(() => {
    const element = main.current
    return element ? watchTitle(element, name) : undefined
  }, [main, pathname, name])
  useEffect(() => {
    const element = main.current
    return element ? focusPage(element) : undefined
  }, [main, pathname])
}
