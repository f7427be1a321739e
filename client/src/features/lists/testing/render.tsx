/**
 * Test helpers of the lists pages: raw accounts as Pleroma sends them, a signed-in alice with
 * an account scope, and the lists routes in a memory router with the current path shown.
 */
import { aliceAccount } from '../../auth/testing/fakeServer'
import { resetSession } from '../../../state/testing'
import { renderRoutes } from '../../../testing/routes'
import ListEditPage from '../ListEditPage'
import ListsPage from '../ListsPage'

/** A raw account (PLEROMA-API §4) with id `id` and username `name`. */
export function rawAccount(id: string, name: string) {
  return {
    ...aliceAccount,
    id,
    username: name,
    acct: name,
    display_name: name[0]?.toUpperCase() + name.slice(1),
    fqn: `${name}@localhost`,
  }
}

/** alice (id 9) signed in on this page's origin, with a fresh account scope. */
export function signInAlice(): void {
  resetSession({ server: window.location.origin, token: 'tok', userId: '9' })
}

/** Renders the lists routes at `path` (a list's timeline is only its path here). */
export function renderLists(path: string) {
  return renderRoutes(
    [
      { path: '/lists', element: <ListsPage /> },
      { path: '/lists/new', element: <ListEditPage /> },
      { path: '/lists/:id/edit', element: <ListEditPage /> },
      { path: '*', element: null },
    ],
    path,
  )
}
