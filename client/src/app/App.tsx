import { useEffect } from 'react'
import { RouterProvider } from 'react-router'
import { setAppNavigator } from '../state/routing/navigation'
import { useScope } from '../state/scope'
import { createAppHistory, createAppRouter } from './routes'
import { yieldToMain } from '../lib/yieldToMain'
import { markStarted } from '../lib/whenIdle'
import { noteNavigation } from './pageHeading'

/** The app's router: what {@link startRouter} gives. */
export type AppRouter = ReturnType<typeof createAppRouter>

/** Resolves to `router` once it is initialized: its first page chunk loaded (or failed). */
function initialized(router: AppRouter): Promise<AppRouter> {
  if (router.state.initialized) return Promise.resolve(router)
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve(router)
    })
  })
}

/**
 * Makes the app's history, then in a later task its router (app/routes.tsx), makes that the way
 * code outside React navigates (state/routing/navigation.ts) and, in a later task again (each is
 * a few tens of ms on a phone; issue 20), starts it: it matches the address and starts loading
 * its page chunk, beside the start-up calls, and that match is the only one made. Each new
 * address it takes is noted for the focus move that follows its page (app/pageHeading.ts
 * noteNavigation). Called first thing at start-up; resolves to the router once it is initialized:
 * React Router's RouterProvider reads the router's state as it renders and subscribes only when
 * it commits, and the first render is a transition, rendered in many tasks; a page chunk
 * arriving between the two was never shown (the start-up spinner stayed, issue 20).
 */
export async function startRouter(): Promise<AppRouter> {
  const history = createAppHistory()
  await yieldToMain()
  const router = createAppRouter(history)
  setAppNavigator((to, replace) => void router.navigate(to, { replace }))
  let location = router.state.location
  router.subscribe((state) => {
    if (state.location === location) return
    location = state.location
    noteNavigation()
  })
  await yieldToMain()
  return initialized(router.initialize())
}

/**
 * The application: the data router over the spec's route table, inside the shell. The tree is
 * keyed by the account scope (state/scope.ts): when someone signs in or out, every component
 * under the router mounts afresh, so no component state of one account shows under another.
 * `router` comes from {@link startRouter}. Its first commit releases the start-up work that waits
 * in `afterStartup` (lib/whenIdle.ts).
 */
export function App({ router }: { router: AppRouter }) {
  const scope = useScope()
  useEffect(markStarted, [])
  return <RouterProvider key={scope.id} router={router} />
}
