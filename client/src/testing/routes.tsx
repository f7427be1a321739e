/**
 * Test helper: pages in a memory router at `path`, with the i18n provider and the current
 * pathname shown in `data-testid="where"` (so a test sees where a page navigated). Returns the
 * router (its state holds the location).
 */
import { render } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router'
import { i18n } from '../i18n'

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

/** Renders `routes` (path and element each) under one layout at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Where />
          </>
        ),
        children: routes,
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
