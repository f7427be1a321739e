import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureServer } from '../../api/http'
import { sessionStore } from '../../state/session'
import { currentScope } from '../../state/scope'
import { installFakeServer } from '../auth/testing/fakeServer'
import { makeUser } from '../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from '../status/testing/render'
import DialogHost from './DialogHost'
import { closeLists, openLists } from './dialogs'

beforeAll(async () => {
  await setUpI18n()
  // The dialog is a lazy chunk: loaded once here, so opening it is quick.
  await import('./ListsDialog')
})
beforeEach(() => {
  resetWorld()
  configureServer(window.location.origin)
  sessionStore.setState({ user: 'alice1', token: 'token' })
  store([], [makeUser({ id: 'bob1', screen_name: 'bob' })])
})
afterEach(() => {
  cleanup()
  closeLists()
  vi.unstubAllGlobals()
})

describe('adding a user to lists from the account menu (s2 §7 accounts/:id/lists)', () => {
  it('ticks the lists holding the user and sends each change at once', async () => {
    const user = userEvent.setup()
    const lists = [
      { id: '5', title: 'Cats' },
      { id: '3', title: 'Work' },
    ]
    const server = installFakeServer({
      'GET /api/v1/lists': () => ({ body: lists }),
      'GET /api/v1/accounts/bob1/lists': () => ({ body: [lists[0]] }),
      'DELETE /api/v1/lists/5/accounts': () => ({ body: {} }),
      'POST /api/v1/lists/3/accounts': () => ({ body: {} }),
    })
    currentScope().lists.setState({ lists, loaded: true })
    renderWithApp(<DialogHost />)
    act(() => openLists('bob1'))
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Lists with @bob')
    const cats = await screen.findByRole('checkbox', { name: 'Cats' })
    const work = screen.getByRole('checkbox', { name: 'Work' })
    expect(cats).toBeChecked()
    expect(work).not.toBeChecked()
    await user.click(cats)
    await user.click(work)
    expect(cats).not.toBeChecked()
    expect(work).toBeChecked()
    await waitFor(() => expect(server.calls).toContain('POST /api/v1/lists/3/accounts'))
    expect(
      server.requests['DELETE /api/v1/lists/5/accounts']?.[0]?.form.getAll('account_ids[]'),
    ).toEqual(['bob1'])
    expect(
      server.requests['POST /api/v1/lists/3/accounts']?.[0]?.form.getAll('account_ids[]'),
    ).toEqual(['bob1'])
    expect(server.unhandled).toEqual([])
  })
})
