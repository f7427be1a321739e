import { screen } from '@testing-library/react'
import { sessionStore } from '../../state/session'
import { initI18n } from '../../i18n'
import OAuthCallbackPage from './OAuthCallbackPage'
import { aliceAccount, installFakeServer } from './testing/fakeServer'
import { renderAt, setInstance } from './testing/renderAuth'
import { resetSession } from '../../state/testing'

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  localStorage.clear()
  resetSession({ server: window.location.origin, token: null })
  sessionStore.setState({ user: null, token: null })
  setInstance()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('OAuthCallbackPage (s2 §2, §7)', () => {
  it('exchanges the code and lands signed in', async () => {
    const fake = installFakeServer({
      'POST /oauth/token': () => ({ body: { access_token: 'tok' } }),
      'GET /api/v1/accounts/verify_credentials': () => ({ body: aliceAccount }),
    })
    renderAt(<OAuthCallbackPage />, '/oauth-callback?code=abc')
    expect(await screen.findByText('at /main/friends')).toBeInTheDocument()
    const form = fake.requests['POST /oauth/token']?.[0]?.form
    expect(form?.get('grant_type')).toBe('authorization_code')
    expect(form?.get('code')).toBe('abc')
    expect(sessionStore.getState().token).toBe('tok')
  })

  it('exchanges a code once although signing in remounts the page', async () => {
    const fake = installFakeServer({
      'POST /oauth/token': () => ({ body: { access_token: 'tok' } }),
      'GET /api/v1/accounts/verify_credentials': () => ({ body: aliceAccount }),
    })
    const first = renderAt(<OAuthCallbackPage />, '/oauth-callback?code=once')
    first.unmount()
    renderAt(<OAuthCallbackPage />, '/oauth-callback?code=once')
    expect(await screen.findByText('at /main/friends')).toBeInTheDocument()
    expect(fake.requests['POST /oauth/token']).toHaveLength(1)
  })

  it('says the sign-in could not be completed when the code is refused, and offers a retry', async () => {
    installFakeServer({
      'POST /oauth/token': () => ({ status: 400, body: { error: 'Invalid credentials' } }),
    })
    renderAt(<OAuthCallbackPage />, '/oauth-callback?code=used')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The sign-in could not be completed.')
    expect(alert).not.toHaveTextContent('Wrong username or password')
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/login')
  })

  it('says so when the answer has no code', () => {
    installFakeServer({})
    renderAt(<OAuthCallbackPage />, '/oauth-callback')
    expect(screen.getByRole('alert')).toHaveTextContent('incomplete')
  })
})
