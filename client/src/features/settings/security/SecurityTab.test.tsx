import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { noticeStore, clearNotices } from '../../../state/notices'
import { sessionStore } from '../../../state/session'
import { resetSession } from '../../../state/testing'
import { renderWithApp, setUpI18n, TEST_SERVER } from '../../status/testing/render'
import SecurityTab from './SecurityTab'

type Reply = { status?: number; body?: unknown }
type Route = (body: URLSearchParams) => Reply

const fetchMock = vi.fn<typeof fetch>()
let routes: Record<string, Route> = {}

/** Answers `METHOD /path` from `routes` (a 404 otherwise); form bodies are handed to the route. */
function serve(next: Record<string, Route>): void {
  routes = { ...baseRoutes(), ...next }
  fetchMock.mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`
    const route = routes[key]
    const body = new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : '')
    const reply = route ? route(body) : { status: 404, body: { error: 'Not found' } }
    const status = reply.status ?? 200
    return new Response(status === 201 ? null : JSON.stringify(reply.body ?? {}), { status })
  })
}

const baseRoutes = (): Record<string, Route> => ({
  'GET /api/pleroma/accounts/mfa': () => ({ body: { settings: { enabled: false, totp: false } } }),
  'GET /api/pleroma/aliases': () => ({ body: { aliases: [] } }),
  'GET /api/oauth_tokens.json': () => ({ body: [] }),
  'POST /oauth/revoke': () => ({ body: {} }),
})

const calls = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(
      ([url, init]) =>
        `${init?.method} ${new URL(String(url)).pathname} ${String(init?.body ?? '')}`,
    )

/** Two tokens, Starling's and Husky's; Husky's can be revoked. */
const twoTokens: Record<string, Route> = {
  'GET /api/oauth_tokens.json': () => ({
    body: [
      { id: 7, app_name: 'Starling', valid_until: '2125-05-01T12:00:00.000000' },
      { id: 9, app_name: 'Husky', valid_until: '2125-06-01T12:00:00.000000' },
    ],
  }),
  'DELETE /api/oauth_tokens/9': () => ({ status: 201 }),
}

/** The section (form or region) whose heading is `name`. */
const section = (name: string) => {
  const heading = screen.getByRole('heading', { name })
  return within(heading.closest('form, section') as HTMLElement)
}

beforeAll(setUpI18n)
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  resetSession({ server: TEST_SERVER, token: 'tok', userId: 'me' })
  clearNotices()
})
afterEach(() => {
  resetSession({ server: TEST_SERVER })
  vi.unstubAllGlobals()
})

describe('two-factor authentication (s1 §2, PLEROMA-API §13)', () => {
  it('sets up TOTP with a QR code and the key, refuses a wrong code, then shows backup codes', async () => {
    const user = userEvent.setup({ delay: null })
    serve({
      'GET /api/pleroma/accounts/mfa/setup/totp': () => ({
        body: {
          key: 'JBSWY3DPEHPK3PXP',
          provisioning_uri: 'otpauth://totp/me?secret=JBSWY3DPEHPK3PXP',
        },
      }),
      'POST /api/pleroma/accounts/mfa/confirm/totp': (body) =>
        body.get('code') === '123456'
          ? { body: {} }
          : { status: 422, body: { error: 'invalid_token' } },
      'GET /api/pleroma/accounts/mfa/backup_codes': () => ({
        body: { codes: ['a1b2c3d4e5f60718', '0123456789abcdef'] },
      }),
      'DELETE /api/pleroma/accounts/mfa/totp': (body) =>
        body.get('password') === 'pw'
          ? { body: {} }
          : { status: 422, body: { error: 'Invalid password.' } },
    })
    renderWithApp(<SecurityTab />)
    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument()
    const region = section('Two-factor authentication')
    const mfa = () => region
    await user.click(mfa().getByRole('button', { name: 'Set up two-factor authentication' }))
    expect(
      await mfa().findByRole('img', { name: 'QR code for your two-factor app' }),
    ).toBeInTheDocument()
    expect(mfa().getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument()
    const enable = mfa().getByRole('button', { name: 'Confirm and turn on' })
    expect(enable).toBeDisabled()
    await user.type(mfa().getByLabelText('Code from the app'), '000000')
    await user.type(mfa().getByLabelText('Current password'), 'pw')
    await user.click(enable)
    expect(await mfa().findByRole('alert')).toHaveTextContent('That code is not right.')
    await user.clear(mfa().getByLabelText('Code from the app'))
    await user.type(mfa().getByLabelText('Code from the app'), '123456')
    await user.click(enable)
    expect(await screen.findByText(/Two-factor authentication is on/)).toBeInTheDocument()
    const codes = mfa().getByRole('list', { name: 'Recovery codes' })
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a1b2c3d4e5f60718', '0123456789abcdef'])
    expect(calls()).toContain('POST /api/pleroma/accounts/mfa/confirm/totp password=pw&code=123456')
  })

  it('turns two-factor off only with the right password', async () => {
    const user = userEvent.setup({ delay: null })
    serve({
      'GET /api/pleroma/accounts/mfa': () => ({
        body: { settings: { enabled: true, totp: true } },
      }),
      'DELETE /api/pleroma/accounts/mfa/totp': (body) =>
        body.get('password') === 'pw'
          ? { body: {} }
          : { status: 422, body: { error: 'Invalid password.' } },
    })
    renderWithApp(<SecurityTab />)
    const mfa = () => section('Two-factor authentication')
    expect(await screen.findByText(/Two-factor authentication is on/)).toBeInTheDocument()
    await user.type(mfa().getByLabelText('Current password'), 'wrong')
    await user.click(mfa().getByRole('button', { name: 'Turn two-factor authentication off' }))
    expect(await mfa().findByRole('alert')).toHaveTextContent('Invalid password.')
    await user.clear(mfa().getByLabelText('Current password'))
    await user.type(mfa().getByLabelText('Current password'), 'pw')
    await user.click(mfa().getByRole('button', { name: 'Turn two-factor authentication off' }))
    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument()
  })
})

describe('account forms', () => {
  it('shows the server’s refusal of a password change, then signs out after a change', async () => {
    const user = userEvent.setup({ delay: null })
    serve({
      'POST /api/pleroma/change_password': (body) =>
        body.get('password') === 'old'
          ? { body: { status: 'success' } }
          : { body: { error: 'Invalid password.' } },
    })
    renderWithApp(<SecurityTab />)
    const form = () => section('Change password')
    await user.type(form().getByLabelText('Current password'), 'nope')
    await user.type(form().getByLabelText('New password'), 'fresh')
    await user.type(form().getByLabelText('Confirm new password'), 'fresh')
    await user.click(form().getByRole('button', { name: 'Change password' }))
    expect(await form().findByRole('alert')).toHaveTextContent('Invalid password.')
    expect(sessionStore.getState().user).toBe('me')
    await user.clear(form().getByLabelText('Current password'))
    await user.type(form().getByLabelText('Current password'), 'old')
    await user.click(form().getByRole('button', { name: 'Change password' }))
    await vi.waitFor(() => expect(sessionStore.getState().user).toBeNull())
    expect(noticeStore.getState().notices.map((n) => n.messageKey)).toEqual([
      'settings.changed_password',
    ])
    expect(calls()).toContain(
      'POST /api/pleroma/change_password password=old&new_password=fresh&new_password_confirmation=fresh',
    )
  })

  it('changes the e-mail address and says so', async () => {
    const user = userEvent.setup({ delay: null })
    serve({ 'POST /api/pleroma/change_email': () => ({ body: { status: 'success' } }) })
    renderWithApp(<SecurityTab />)
    const form = section('Change e-mail')
    await user.type(form.getByLabelText('New e-mail address'), 'me@new.example')
    await user.type(form.getByLabelText('Current password'), 'pw')
    await user.click(form.getByRole('button', { name: 'Change e-mail' }))
    expect(await form.findByRole('status')).toHaveTextContent(
      'Your e-mail address has been changed.',
    )
  })

  it('deletes the account after the password is given, then signs out', async () => {
    const user = userEvent.setup({ delay: null })
    serve({ 'POST /api/pleroma/delete_account': () => ({ body: { status: 'success' } }) })
    renderWithApp(<SecurityTab />)
    const form = () => section('Delete account')
    await user.click(form().getByRole('button', { name: 'Delete account' }))
    const confirm = form().getByRole('button', { name: 'Delete my account for good' })
    expect(confirm).toBeDisabled()
    await user.type(form().getByLabelText('Current password'), 'pw')
    await user.click(confirm)
    await vi.waitFor(() => expect(sessionStore.getState().user).toBeNull())
    expect(noticeStore.getState().notices.map((n) => n.messageKey)).toEqual([
      'settings.account_deleted',
    ])
  })

  it('shows a move refused with 404 in the server’s words', async () => {
    const user = userEvent.setup({ delay: null })
    serve({
      'POST /api/pleroma/move_account': () => ({
        status: 404,
        body: { error: 'Target account not found.' },
      }),
    })
    renderWithApp(<SecurityTab />)
    const form = section('Move account')
    await user.type(form.getByLabelText(/Target account/), 'nobody@nowhere.example')
    await user.type(form.getByLabelText('Current password'), 'pw')
    await user.click(form.getByRole('button', { name: 'Move account' }))
    expect(await form.findByRole('alert')).toHaveTextContent('Target account not found.')
  })
})

describe('aliases and OAuth tokens', () => {
  it('lists, adds and removes aliases', async () => {
    const user = userEvent.setup({ delay: null })
    let aliases = ['old@example.social']
    serve({
      'GET /api/pleroma/aliases': () => ({ body: { aliases } }),
      'PUT /api/pleroma/aliases': (body) => {
        aliases = [...aliases, body.get('alias') ?? '']
        return { body: { status: 'success' } }
      },
      'DELETE /api/pleroma/aliases': (body) => {
        aliases = aliases.filter((a) => a !== body.get('alias'))
        return { body: { status: 'success' } }
      },
    })
    renderWithApp(<SecurityTab />)
    const region = () => within(screen.getByRole('region', { name: 'Account aliases' }))
    expect(await region().findByText('old@example.social')).toBeInTheDocument()
    await user.type(region().getByLabelText(/New alias/), 'new@example.social')
    await user.click(region().getByRole('button', { name: 'Add alias' }))
    expect(await region().findByText('new@example.social')).toBeInTheDocument()
    await user.click(region().getByRole('button', { name: 'Remove the alias old@example.social' }))
    await vi.waitFor(() => expect(region().queryByText('old@example.social')).toBeNull())
  })

  it('lists tokens with app and date, and revokes one after a second press', async () => {
    const user = userEvent.setup({ delay: null })
    serve(twoTokens)
    renderWithApp(<SecurityTab />)
    const region = within(screen.getByRole('region', { name: 'OAuth tokens' }))
    expect(await region.findByText('Husky')).toBeInTheDocument()
    expect(
      region.getByText(new Date('2125-06-01T12:00:00Z').toLocaleDateString('en')),
    ).toBeInTheDocument()
    await user.click(region.getByRole('button', { name: 'Revoke the token of Husky' }))
    expect(calls()).toEqual([])
    await user.click(region.getByRole('button', { name: 'Really revoke' }))
    await vi.waitFor(() => expect(region.queryByText('Husky')).toBeNull())
    expect(region.getByText('Starling')).toBeInTheDocument()
    expect(calls()).toEqual(['DELETE /api/oauth_tokens/9 '])
  })

  it('says a generic error when the token list fails', async () => {
    serve({ 'GET /api/oauth_tokens.json': () => ({ status: 500, body: { error: 'boom' } }) })
    renderWithApp(<SecurityTab />)
    const region = within(screen.getByRole('region', { name: 'OAuth tokens' }))
    expect(await region.findByRole('alert')).toHaveTextContent('Something went wrong.')
  })
})

describe('by keyboard: focus goes to what replaces a pressed control (issue 21)', () => {
  it('walks two-factor on and off: the code field, the "on" sentence, the set-up button', async () => {
    const user = userEvent.setup({ delay: null })
    serve({
      'GET /api/pleroma/accounts/mfa/setup/totp': () => ({
        body: { key: 'JBSWY3DPEHPK3PXP', provisioning_uri: 'otpauth://totp/me?secret=K' },
      }),
      'POST /api/pleroma/accounts/mfa/confirm/totp': () => ({ body: {} }),
      'GET /api/pleroma/accounts/mfa/backup_codes': () => ({ body: { codes: ['a1b2c3d4'] } }),
      'DELETE /api/pleroma/accounts/mfa/totp': () => ({ body: {} }),
    })
    renderWithApp(<SecurityTab />)
    const mfa = section('Two-factor authentication')
    const setUp = await mfa.findByRole('button', { name: 'Set up two-factor authentication' })
    // The first load leaves focus alone.
    expect(setUp).not.toHaveFocus()
    setUp.focus()
    await user.keyboard('{Enter}')
    expect(await mfa.findByLabelText('Code from the app')).toHaveFocus()
    await user.keyboard('123456')
    await user.tab()
    await user.keyboard('pw{Enter}')
    expect(await mfa.findByText(/^Two-factor authentication is on/)).toHaveFocus()
    // Copy, download, new codes, then the password that turns it off.
    await user.tab()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(mfa.getByLabelText('Current password')).toHaveFocus()
    await user.keyboard('pw{Enter}')
    expect(
      await mfa.findByRole('button', { name: 'Set up two-factor authentication' }),
    ).toHaveFocus()
  })

  it('revokes a token: Really revoke, back to Revoke on Cancel, then the row left', async () => {
    const user = userEvent.setup({ delay: null })
    serve(twoTokens)
    renderWithApp(<SecurityTab />)
    const region = within(screen.getByRole('region', { name: 'OAuth tokens' }))
    const husky = await region.findByRole('button', { name: 'Revoke the token of Husky' })
    husky.focus()
    await user.keyboard('{Enter}')
    expect(region.getByRole('button', { name: 'Really revoke' })).toHaveFocus()
    await user.tab()
    expect(region.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(region.getByRole('button', { name: 'Revoke the token of Husky' })).toHaveFocus()
    await user.keyboard('{Enter}{Enter}')
    await vi.waitFor(() => expect(region.queryByText('Husky')).toBeNull())
    expect(region.getByRole('button', { name: 'Revoke the token of Starling' })).toHaveFocus()
  })
})
