import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n, setLanguage } from '../../i18n'
import { activeKeptAccount, keepAccount, readKeptAccounts } from '../../state/accounts'
import { sessionStore } from '../../state/session'
import { resetSession } from '../../state/testing'
import { AccountMenu } from './AccountMenu'
import LoginPage from './LoginPage'
import { aliceAccount, installFakeServer, type FakeAnswer } from './testing/fakeServer'
import { renderAt, setInstance } from './testing/renderAuth'

const origin = window.location.origin

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  localStorage.clear()
  setInstance()
  keepAccount({ server: origin, userId: '8', acct: 'bob', avatar: null, token: 'b' })
  keepAccount({ server: origin, userId: '9', acct: 'alice', avatar: null, token: 'a' })
  resetSession({ server: origin, token: 'a', userId: '9' })
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await setLanguage('en')
})

describe('the accounts menu of the user card (issue 13)', () => {
  it('lists the kept accounts and switches without a new sign-in', async () => {
    const server = installFakeServer({
      'GET /api/v1/accounts/verify_credentials': () => ({
        body: { ...aliceAccount, id: '8', username: 'bob', acct: 'bob' },
      }),
    })
    const user = userEvent.setup()
    renderAt(<AccountMenu />, '/main/public')
    await user.click(screen.getByText('Switch account'))
    const host = new URL(origin).host
    expect(screen.getByRole('button', { name: `@alice@${host} (current)` })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: `Switch to @bob@${host}` }))
    expect(await screen.findByText('at /main/friends')).toBeInTheDocument()
    expect(sessionStore.getState()).toMatchObject({ user: '8', token: 'b' })
    expect(
      server.requests['GET /api/v1/accounts/verify_credentials']?.[0]?.headers.Authorization,
    ).toBe('Bearer b')
    expect(readKeptAccounts()).toHaveLength(2)
  })

  it('keeps focus on the account pressed while the switch runs (issue 21)', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined
    const server = installFakeServer({
      'GET /api/v1/accounts/verify_credentials': () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    })
    const user = userEvent.setup()
    renderAt(<AccountMenu />, '/main/public')
    await user.click(screen.getByText('Switch account'))
    const bob = screen.getByRole('button', { name: `Switch to @bob@${new URL(origin).host}` })
    await user.click(bob)
    // Unavailable but still focused (ui/useHeldFocus): focus does not fall to the page body.
    expect(bob).toHaveFocus()
    expect(bob).toHaveAttribute('aria-disabled', 'true')
    expect(bob).toBeEnabled()
    await user.click(bob)
    expect(server.requests['GET /api/v1/accounts/verify_credentials']).toHaveLength(1)
    answer({ body: { ...aliceAccount, id: '8', username: 'bob', acct: 'bob' } })
    expect(await screen.findByText('at /main/friends')).toBeInTheDocument()
  })

  it('adds an account: the login page opens, the current one stays kept but not active', async () => {
    const user = userEvent.setup()
    renderAt(<AccountMenu />, '/main/public')
    await user.click(screen.getByText('Switch account'))
    await user.click(screen.getByRole('button', { name: 'Add account' }))
    expect(await screen.findByText('at /login')).toBeInTheDocument()
    cleanup()
    renderAt(<LoginPage />, '/login?add=1', { pattern: '/login' })
    expect(await screen.findByLabelText('Username')).toBeInTheDocument()
    expect(sessionStore.getState().user).toBeNull()
    expect(activeKeptAccount()).toBeNull()
    expect(readKeptAccounts()).toHaveLength(2)
  })

  it('speaks German', async () => {
    await act(() => setLanguage('de'))
    const user = userEvent.setup()
    renderAt(<AccountMenu />, '/main/public')
    await user.click(screen.getByText('Konto wechseln'))
    expect(screen.getByRole('button', { name: 'Konto hinzufügen' })).toBeInTheDocument()
  })
})
