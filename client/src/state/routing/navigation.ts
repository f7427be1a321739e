/**
 * In-app navigation for code outside React (a clicked push notification, features/push): the
 * app's router registers itself here (app/App.tsx), so such code moves through the router
 * instead of reloading the page.
 */

/** Moves the app to `to` (a path with query), replacing the current entry when `replace`. */
export type AppNavigator = (to: string, replace: boolean) => void

let current: AppNavigator | null = null

/** Called once by the app with its router's navigation. */
export function setAppNavigator(next: AppNavigator): void {
  current = next
}

/** Navigates in the app; false when no router is mounted (nothing happens then). */
export function navigateInApp(to: string, replace = false): boolean {
  current?.(to, replace)
  return current !== null
}
