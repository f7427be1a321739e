import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '../../state/session'
import { initI18n } from '../../i18n'
import PasswordResetPage from './PasswordResetPage'
import { installFakeServer, type FakeAnswer } from './testing/fakeServer'
import { renderAt, setInstance } from './testing/renderAuth'
import { resetSession } from '../../state/testing'

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  resetSession({ server: window.location.origin, token: null })
  sessionStore.setState({ user: null, token: null })
  setInstance({ mailerEnabled: true })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

async function send(answer: FakeAnswer) {
  const fake = installFakeServer({ 'POST /auth/password': () => answer })
  renderAt(<PasswordResetPage />, '/password-reset')
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('E-mail or username'), 'alice@example.org')
  await user.click(screen.getByRole('button', { name: 'Send the link' }))
  return fake
}

describe('PasswordResetPage (s1 §4, s2 §8 "Other")', () => {
  it('asks for the reset with ?email= and says to check the e-mail on 204', async () => {
    const fake = await send({ status: 204 })
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your e-mail for a link to reset your password.',
    )
    const url = fake.requests['POST /auth/password']?.[0]?.url
    expect(url?.searchParams.get('email')).toBe('alice@example.org')
  })

  it('shows the limit text on 429', async () => {
    await send({ status: 429, body: { error: 'Throttled' } })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached the limit of attempts, try again later.',
    )
  })

  it('shows the generic error on other failures', async () => {
    await send({ network: true })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred, please try again',
    )
  })

  it('shows the reset-required notice from the navigation state', () => {
    installFakeServer({})
    renderAt(<PasswordResetPage />, '/password-reset', { state: { passwordResetRequested: true } })
    expect(
      screen.getByText('You must reset your password before you can log in.'),
    ).toBeInTheDocument()
  })

  it('replaces the form with the disabled notices when the mailer is off', () => {
    setInstance({ mailerEnabled: false })
    installFakeServer({})
    const { unmount } = renderAt(<PasswordResetPage />, '/password-reset')
    expect(screen.getByRole('status')).toHaveTextContent('Password reset is turned off')
    expect(screen.queryByLabelText('E-mail or username')).not.toBeInTheDocument()
    unmount()
    renderAt(<PasswordResetPage />, '/password-reset', { state: { passwordResetRequested: true } })
    expect(screen.getByRole('status')).toHaveTextContent('cannot send the e-mail for it')
  })

  it('redirects to root when signed in', () => {
    sessionStore.setState({ user: '9', token: 't' })
    installFakeServer({})
    renderAt(<PasswordResetPage />, '/password-reset')
    expect(screen.getByText('at /')).toBeInTheDocument()
  })
})
