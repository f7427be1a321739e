import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { createAppRouter } from './routes'

/** The application: the data router over the spec's route table, inside the shell. */
export function App() {
  const [router] = useState(createAppRouter)
  return <RouterProvider router={router} />
}
