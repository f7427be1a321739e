import { startTransition, useEffect, useLayoutEffect, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router'
import { setAppNavigator } from '../state/routing/navigation'
import { useScope } from '../state/scope'
import { createRoutes, preloadPage } from './routes'
import { AppError } from './RouteError'
import { yieldToMain } from '../lib/yieldToMain'
import { markStarted } from '../lib/whenIdle'
import { noteNavigation } from './pageHeading'

/** The app's browser history (React Router's, as its BrowserRouter makes it) and routes. */
export interface AppRouter {
  history: ReturnType<typeof createBrowserHistory>
  routes: RouteObject[]
}

/**
 * Makes the app's browser history, then in a later task its routes (app/routes.tsx), makes the
 * history the way code outside React navigates (state/routing/navigation.ts) and, in a later task
 * again (each is a few ms to tens of ms on a phone; issue 20), loads the page chunk of the current
 * address, beside the start-up calls. Making the history replaces the state of the page's entry
 * (`history.replaceState`, 5-20 ms on a phone). Called first thing at start-up; resolves once the
 * page chunk is loaded (or failed), so the first render shows the page rather than a spinner.
 */
export async function startRouter(): Promise<AppRouter> {
  // v5Compat: pushes and replaces reach the listener too, not only the browser's back and forward.
  const history = createBrowserHistory({ v5Compat: true })
  await yieldToMain()
  const routes = createRoutes()
  setAppNavigator((to, replace) => (replace ? history.replace(to) : history.push(to)))
  await yieldToMain()
  await preloadPage(routes, history.location.pathname)
  return { history, routes }
}

/** The routes' element tree at the current address. */
function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

/**
 * The routes, or the error page alone (app/RouteError.tsx) when the shell itself throws (a page
 * that fails shows it inside the shell); a new address or account scope tries again.
 */
function GuardedRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation()
  const scope = useScope()
  return (
    <ErrorBoundary FallbackComponent={AppError} resetKeys={[pathname, scope.id]}>
      <AppRoutes key={scope.id} routes={routes} />
    </ErrorBoundary>
  )
}

/**
 * The application: React Router over `router` (from {@link startRouter}), the spec's route table
 * inside the shell. Each new address is noted for the focus move that follows its page
 * (app/pageHeading.ts noteNavigation), and rendered, in a transition, once its page's chunk is
 * loaded: the previous page stays on screen meanwhile, as under React Router's data routers.
 * The tree under the router is keyed by the account scope (state/scope.ts): when someone signs in
 * or out, every component mounts afresh, so no component state of one account shows under
 * another. Its first commit releases the start-up work that waits in `afterStartup`
 * (lib/whenIdle.ts).
 */
export function App({ router }: { router: AppRouter }) {
  const { history, routes } = router
  const [state, setState] = useState(() => ({
    action: history.action,
    location: history.location,
  }))
  useLayoutEffect(() => {
    let latest = 0
    return history.listen(({ action, location }) => {
      noteNavigation()
      const navigation = ++latest
      void preloadPage(routes, location.pathname).then(() => {
        // A later navigation whose page was quicker to load has the last word.
        if (navigation === latest) startTransition(() => setState({ action, location }))
      })
    })
  }, [history, routes])
  useEffect(markStarted, [])
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <GuardedRoutes routes={routes} />
    </Router>
  )
}
