import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { setAppNavigator } from '../state/routing/navigation'
import { useScope } from '../state/scope'
import { createAppRouter } from './routes'

function createRouter() {
  const router = createAppRouter()
  setAppNavigator((to, replace) => void router.navigate(to, { replace }))
  return router
}

/**
 * The application: the data router over the spec's route table, inside the shell. The tree is
 * keyed by the account scope (state/scope.ts): when someone signs in or out, every component
 * under the router mounts afresh, so no component state of one account shows under another.
 * The router is also code outside React's way to navigate (state/routing/navigation.ts).
 */
export function App() {
  const [router] = useState(createRouter)
  const scope = useScope()
  return <RouterProvider key={scope.id} router={router} />
}
