import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { useScope } from '../state/scope'
import { createAppRouter } from './routes'

/**
 * The application: the data router over the spec's route table, inside the shell. The tree is
 * keyed by the account scope (state/scope.ts): when someone signs in or out, every component
 * under the router mounts afresh, so no component state of one account shows under another.
 */
export function App() {
  const [router] = useState(createAppRouter)
  const scope = useScope()
  return <RouterProvider key={scope.id} router={router} />
}
