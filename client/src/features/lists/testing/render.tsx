/**
 * Test helpers of the lists pages: raw accounts as Pleroma sends them, a signed-in alice with
 * an account scope, and the lists routes in a memory router with the current path shown.
 */
import { render } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router'
import { aliceAccount } from '../../auth/testing/fakeServer'
import { i18n } from '../../../i18n'
import { resetSession } from '../../../state/testing'
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

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

/** Renders the lists routes at `path` (a list's timeline is only its path here). */
export function renderLists(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Where />
          </>
        ),
        children: [
          { path: '/lists', element: <ListsPage /> },
          { path: '/lists/new', element: <ListEditPage /> },
          { path: '/lists/:id/edit', element: <ListEditPage /> },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return router
}
