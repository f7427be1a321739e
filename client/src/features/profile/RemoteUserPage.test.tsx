import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { lookupAccount } from '../../api/endpoints/accounts'
import { ApiError } from '../../api/http'
import { i18n, initI18n } from '../../i18n'
import { resetScope } from '../../state/testing'
import { makeUser } from '../status/testing/factories'
import RemoteUserPage from './RemoteUserPage'

vi.mock('../../api/endpoints/accounts', () => ({ lookupAccount: vi.fn() }))

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/remote-users/:acct', element: <RemoteUserPage /> },
      { path: '/remote-users/:hostname/:username', element: <RemoteUserPage /> },
      { path: '/users/:name', element: <p>profile page</p> },
    ],
    { initialEntries: ['/main/public', path], initialIndex: 1 },
  )
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return router
}

const dave = makeUser({ id: 'D/1', screen_name: 'dave@bücher.example' })

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  resetScope()
  vi.mocked(lookupAccount).mockReset()
})
afterEach(() => vi.restoreAllMocks())

describe('remote user resolver (s1 §2)', () => {
  it('looks user@host up, then replaces the route with the external profile', async () => {
    vi.mocked(lookupAccount).mockResolvedValue({
      user: dave,
      batch: { statuses: [], users: [dave] },
    })
    const router = renderAt('/remote-users/@dave@bücher.example')
    expect(screen.getByRole('status')).toHaveTextContent('Searching for dave@bücher.example…')
    expect(await screen.findByText('profile page')).toBeInTheDocument()
    expect(lookupAccount).toHaveBeenCalledWith('dave@bücher.example', expect.any(AbortSignal))
    expect(router.state.location.pathname).toBe('/users/$D%2F1')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('resolves the hostname/username form too', async () => {
    vi.mocked(lookupAccount).mockResolvedValue({
      user: dave,
      batch: { statuses: [], users: [dave] },
    })
    renderAt('/remote-users/remote.example/dave')
    expect(await screen.findByText('profile page')).toBeInTheDocument()
    expect(lookupAccount).toHaveBeenCalledWith('dave@remote.example', expect.any(AbortSignal))
  })

  it('shows the resolver error text when the user is not found (s2 §8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.mocked(lookupAccount).mockRejectedValue(
      new ApiError(404, { error: "Can't find user" }, { method: 'GET', url: '/x' }),
    )
    renderAt('/remote-users/@nobody@remote.example')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this user could not be found.',
    )
  })
})
