import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '../../state/session'
import { initI18n } from '../../i18n'
import { languageOptions } from '../../i18n/languages'
import RegistrationPage from './RegistrationPage'
import { aliceAccount, installFakeServer, type FakeHandler } from './testing/fakeServer'
import { renderAt, setInstance } from './testing/renderAuth'
import { resetSession } from '../../state/testing'

const nativeCaptcha = (n: number) => ({
  type: 'native',
  token: `ct${n}`,
  url: 'data:image/png;base64,AAAA',
  answer_data: `ad${n}`,
  seconds_valid: 300,
})

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

function server(register: FakeHandler) {
  let captchas = 0
  return installFakeServer({
    'GET /api/pleroma/captcha': () => ({ body: nativeCaptcha(++captchas) }),
    'POST /oauth/token': () => ({ body: { access_token: 'app-token' } }),
    'POST /api/v1/accounts': register,
    'GET /api/v1/accounts/verify_credentials': () => ({ body: aliceAccount }),
  })
}

async function fillForm(): Promise<void> {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Username'), '  alice ')
  await user.type(screen.getByLabelText('Display name'), 'Alice')
  await user.type(screen.getByLabelText('Password'), 'secret')
  await user.type(screen.getByLabelText('Repeat the password'), 'secret')
  await user.type(await screen.findByLabelText('Type the characters in the picture'), 'abc')
}

describe('RegistrationPage (s1 §2, §4, §5)', () => {
  it('blocks an invalid submission and shows the validation texts', async () => {
    const fake = server(() => ({ body: {} }))
    renderAt(<RegistrationPage />, '/registration')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.type(screen.getByLabelText('Repeat the password'), 'other')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getAllByText('cannot be left blank')).toHaveLength(2)
    expect(screen.getByText('should be the same as password')).toBeInTheDocument()
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true')
    expect(fake.calls).not.toContain('POST /api/v1/accounts')
  })

  it('sends the s1 §3 payload with an app token, signs in and goes to friends', async () => {
    const fake = server(() => ({ body: { access_token: 'user-token' } }))
    renderAt(<RegistrationPage />, '/registration/invite42', { pattern: '/registration/:token' })
    await fillForm()
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Language of e-mails (optional)'), 'pt_BR')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('at /main/friends')).toBeInTheDocument()
    const req = fake.requests['POST /api/v1/accounts']?.[0]
    expect(req?.headers.Authorization).toBe('Bearer app-token')
    expect(Object.fromEntries(req?.form ?? [])).toMatchObject({
      language: 'pt_BR',
      username: 'alice',
      nickname: 'alice',
      fullname: 'Alice',
      locale: 'en_US',
      agreement: 'true',
      token: 'invite42',
      captcha_solution: 'abc',
      captcha_token: 'ct1',
      captcha_answer_data: 'ad1',
    })
    expect(sessionStore.getState()).toEqual({
      user: '9',
      server: window.location.origin,
      token: 'user-token',
    })
    expect(fake.unhandled).toEqual([])
  })

  it('offers the settings’ language list: translated ones first, each in its own language', async () => {
    server(() => ({ body: {} }))
    renderAt(<RegistrationPage />, '/registration')
    const select = screen.getByRole('combobox', { name: 'Language of e-mails (optional)' })
    const [first, ...rest] = select.querySelectorAll('option')
    expect(first).toHaveTextContent('Same as the interface')
    expect(first).toHaveValue('')
    const { translated, other } = languageOptions()
    expect(rest.map((option) => [option.value, option.textContent, option.lang])).toEqual(
      [...translated, ...other].map((language) => [language.code, language.name, language.tag]),
    )
    expect(rest.find((option) => option.value === 'de')).toHaveTextContent('Deutsch')
    const groups = [...select.querySelectorAll('optgroup')]
    expect(groups.map((group) => [group.label, group.children.length])).toEqual([
      ['Translated', translated.length],
      ['Other languages (shown in a related language or English)', other.length],
    ])
    // The form's captcha comes after it: the test ends once the page has settled.
    expect(await screen.findByLabelText('Type the characters in the picture')).toBeInTheDocument()
  })

  it('lists server errors as sentences, keeps the fields and reloads the captcha', async () => {
    const fake = server(() => ({
      status: 400,
      body: { error: '{"ap_id":["has already been taken"],"captcha":["Invalid CAPTCHA"]}' },
    }))
    renderAt(<RegistrationPage />, '/registration')
    await fillForm()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Username has already been taken')
    expect(alert).toHaveTextContent('Captcha Invalid CAPTCHA')
    expect(screen.getByLabelText('Username')).toHaveValue('  alice ')
    await waitFor(() =>
      expect(fake.calls.filter((c) => c === 'GET /api/pleroma/captcha')).toHaveLength(2),
    )
    expect(await screen.findByLabelText('Type the characters in the picture')).toHaveValue('')
  })

  it('shows the approval notice instead of signing in when no token comes back', async () => {
    setInstance({ registrationOpen: true, accountApprovalRequired: true })
    server(() => ({
      body: {
        message:
          "You have been registered. You'll be able to log in once your account is approved.",
        identifier: 'awaiting_approval',
      },
    }))
    renderAt(<RegistrationPage />, '/registration')
    expect(screen.getByText(/must be approved by the staff/)).toBeInTheDocument()
    await fillForm()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByText('cannot be left blank')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Why do you want to join?'), 'I like it')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You can log in once the staff have approved it.',
    )
    expect(sessionStore.getState().user).toBeNull()
  })

  it('requires the e-mail only with account activation', async () => {
    setInstance({ registrationOpen: true, accountActivationRequired: true })
    server(() => ({ body: {} }))
    renderAt(<RegistrationPage />, '/registration')
    await fillForm()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true')
  })

  it('redirects to root when registration is closed and there is no token', () => {
    setInstance({ registrationOpen: false })
    installFakeServer({})
    renderAt(<RegistrationPage />, '/registration')
    expect(screen.getByText('at /')).toBeInTheDocument()
  })

  it('redirects to root when signed in', () => {
    sessionStore.setState({ user: '9', token: 't' })
    installFakeServer({})
    renderAt(<RegistrationPage />, '/registration')
    expect(screen.getByText('at /')).toBeInTheDocument()
  })
})
