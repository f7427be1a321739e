import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '../../state/session'
import { initI18n } from '../../i18n'
import { LoginForm } from './LoginForm'
import { aliceAccount, installFakeServer, type FakeAnswer } from './testing/fakeServer'
import { renderAt, setInstance } from './testing/renderAuth'
import { resetSession } from '../../state/testing'

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  localStorage.clear()
  resetSession({ server: window.location.origin, token: null })
  sessionStore.setState({ user: null, token: null })
  setInstance({ registrationOpen: true })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

async function submitCredentials(): Promise<void> {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Username'), 'alice')
  await user.type(screen.getByLabelText('Password'), 'pw')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
}

function withTokenAnswer(answer: FakeAnswer | Promise<FakeAnswer>) {
  return installFakeServer({
    'POST /oauth/token': () => answer,
    'GET /api/v1/accounts/verify_credentials': () => ({ body: aliceAccount }),
  })
}

describe('LoginForm (s1 §2, §5; s2 §8 "Login")', () => {
  it('signs in with the password grant and goes to the signed-in landing page', async () => {
    const server = withTokenAnswer({ body: { access_token: 'tok' } })
    renderAt(<LoginForm />, '/login')
    await submitCredentials()
    expect(await screen.findByText('at /main/friends')).toBeInTheDocument()
    expect(sessionStore.getState().user).toBe('9')
    const form = server.requests['POST /oauth/token']?.[0]?.form
    expect(form?.get('grant_type')).toBe('password')
    expect(form?.get('username')).toBe('alice')
    expect(form?.get('client_id')).toBe('cid')
    expect(form?.get('redirect_uri')).toBe(`${window.location.origin}/oauth-callback`)
    expect(server.unhandled).toEqual([])
  })

  it.each([
    ['400 Invalid credentials', { status: 400, body: { error: 'Invalid credentials' } }],
    ['401', { status: 401, body: { error: 'Invalid credentials' } }],
  ])('shows "Wrong username or password" for %s', async (_name, answer) => {
    withTokenAnswer(answer)
    renderAt(<LoginForm />, '/login')
    await submitCredentials()
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password')
  })

  it('shows the server text of other errors, and the generic text without one', async () => {
    withTokenAnswer({ status: 403, body: { error: 'Your account is currently disabled' } })
    renderAt(<LoginForm />, '/login')
    await submitCredentials()
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is currently disabled')
  })

  it('shows "An error occurred, please try again" on a 500 without text', async () => {
    withTokenAnswer({ status: 500 })
    renderAt(<LoginForm />, '/login')
    await submitCredentials()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred, please try again',
    )
  })

  it('shows "Failed to connect to server, try again" when the server is unreachable', async () => {
    withTokenAnswer({ network: true })
    renderAt(<LoginForm />, '/login')
    await submitCredentials()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to connect to server, try again')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss this error' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('disables the button while logging in', async () => {
    let release: (answer: FakeAnswer) => void = () => undefined
    const pending = new Promise<FakeAnswer>((resolve) => {
      release = resolve
    })
    withTokenAnswer(pending)
    renderAt(<LoginForm />, '/login')
    await submitCredentials()
    // Unavailable but still focused (ui/useHeldFocus): focus does not fall to the page body.
    expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    release({ status: 400, body: { error: 'Invalid credentials' } })
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled()
  })

  it('switches to the two-factor form on mfa_required, to recovery and back, and verifies', async () => {
    const server = installFakeServer({
      'POST /oauth/token': () => ({
        status: 403,
        body: { error: 'mfa_required', mfa_token: 'mt', supported_challenge_types: 'totp' },
      }),
      'POST /oauth/mfa/challenge': (req) =>
        req.form.get('code') === '123456'
          ? { body: { access_token: 'tok' } }
          : { status: 400, body: { error: 'Invalid code' } },
      'GET /api/v1/accounts/verify_credentials': () => ({ body: aliceAccount }),
    })
    const user = userEvent.setup()
    renderAt(<LoginForm />, '/login')
    await submitCredentials()
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }))
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use a code from your app instead' }))
    await user.type(screen.getByLabelText('Authentication code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code')
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use a code from your app instead' }))
    await user.type(screen.getByLabelText('Authentication code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('at /main/friends')).toBeInTheDocument()
    const challenge = server.requests['POST /oauth/mfa/challenge']?.[1]?.form
    expect(challenge?.get('mfa_token')).toBe('mt')
    expect(challenge?.get('challenge_type')).toBe('totp')
  })

  it('cancel in the code form returns to the password form', async () => {
    withTokenAnswer({ status: 403, body: { error: 'mfa_required', mfa_token: 'mt' } })
    const user = userEvent.setup()
    renderAt(<LoginForm />, '/login')
    await submitCredentials()
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
  })

  it('goes to password reset with passwordResetRequested on password_reset_required', async () => {
    withTokenAnswer({
      status: 403,
      body: { error: 'Password reset is required', identifier: 'password_reset_required' },
    })
    renderAt(<LoginForm />, '/login')
    await submitCredentials()
    expect(
      await screen.findByText('at /password-reset {"passwordResetRequested":true}'),
    ).toBeInTheDocument()
  })

  it('shows the register link only when registration is open', () => {
    setInstance({ registrationOpen: false })
    renderAt(<LoginForm />, '/login')
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/password-reset',
    )
  })

  it('token strategy: description and a button to the authorize page', async () => {
    setInstance({ loginMethod: 'token' })
    installFakeServer({})
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign })
    renderAt(<LoginForm />, '/login')
    expect(
      screen.getByText("Sign in on your instance's own page; you will come back here signed in."),
    ).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to your instance' }))
    await waitFor(() => expect(assign).toHaveBeenCalled())
    const target = new URL(String(assign.mock.calls[0]?.[0]))
    expect(target.pathname).toBe('/oauth/authorize')
    expect(target.searchParams.get('response_type')).toBe('code')
    expect(target.searchParams.get('client_id')).toBe('cid')
    expect(target.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/oauth-callback`)
    expect(target.searchParams.get('scope')).toBe('read write follow push admin')
  })

  it('falls back to the token strategy when the server refuses the password grant', async () => {
    withTokenAnswer({ status: 400, body: { error: 'unsupported_grant_type' } })
    renderAt(<LoginForm />, '/login')
    await submitCredentials()
    expect(
      await screen.findByRole('button', { name: 'Continue to your instance' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'This server does not accept passwords from other apps, so you sign in on its own page.',
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('starts with the authorize page on GoToSocial, which has no password grant', () => {
    setInstance({ software: { name: 'gotosocial', version: '0.19.2' } })
    renderAt(<LoginForm />, '/login')
    expect(screen.getByRole('button', { name: 'Continue to your instance' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
  })
})
