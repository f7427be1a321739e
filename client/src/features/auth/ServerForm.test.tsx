import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { instanceOrigin } from '../../api/http'
import { initI18n, setLanguage } from '../../i18n'
import { serverStore } from '../../state/server'
import { resetSession } from '../../state/testing'
import { LoginForm } from './LoginForm'
import { installFakeServer } from './testing/fakeServer'
import { renderAt, setInstance } from './testing/renderAuth'

vi.mock('../../state/instance', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../state/instance')>()),
  bootInstance: vi.fn(() => Promise.resolve()),
}))

const nodeinfoLinks = {
  links: [
    {
      rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
      href: 'https://gts.example/nodeinfo/2.0',
    },
  ],
}

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  resetSession({ server: window.location.origin, token: null })
  setInstance()
  serverStore.setState({ standalone: true, noServer: true })
})

afterEach(async () => {
  vi.unstubAllGlobals()
  serverStore.setState({ standalone: false, noServer: false })
  await setLanguage('en')
})

describe('the "which server?" form (stand-alone, issue 13)', () => {
  it('checks the nodeinfo, then opens the public timeline of that server', async () => {
    const server = installFakeServer({
      'GET /.well-known/nodeinfo': () => ({ body: nodeinfoLinks }),
      'GET /nodeinfo/2.0': () => ({ body: { version: '2.0', software: { name: 'gotosocial' } } }),
    })
    const user = userEvent.setup()
    renderAt(<LoginForm />, '/login')
    await user.type(screen.getByLabelText('Server address'), 'gts.example')
    await user.click(screen.getByRole('button', { name: 'Read its public timeline' }))
    expect(await screen.findByText('at /main/public')).toBeInTheDocument()
    expect(instanceOrigin()).toBe('https://gts.example')
    expect(localStorage.getItem('starling:server')).toBe('https://gts.example')
    expect(server.calls).toEqual(['GET /.well-known/nodeinfo', 'GET /nodeinfo/2.0'])
  })

  it('says so when no fediverse server answers, and when it cannot be reached', async () => {
    let reachable = true
    installFakeServer({
      'GET /.well-known/nodeinfo': () =>
        reachable ? { status: 404, body: '<html>Not here</html>' } : { network: true },
    })
    const user = userEvent.setup()
    renderAt(<LoginForm />, '/login')
    await user.type(screen.getByLabelText('Server address'), 'example.com')
    await user.click(screen.getByRole('button', { name: 'Sign in on this server' }))
    expect(
      await screen.findByText('No fediverse server answers at this address.'),
    ).toBeInTheDocument()
    reachable = false
    await user.click(screen.getByRole('button', { name: 'Sign in on this server' }))
    expect(
      await screen.findByText(
        'The server cannot be reached right now. Check the address and try again.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/404|html/)).toBeNull()
    expect(instanceOrigin()).toBe(window.location.origin)
  })

  it('speaks German', async () => {
    await act(() => setLanguage('de'))
    renderAt(<LoginForm />, '/login')
    expect(screen.getByRole('heading', { name: 'Welcher Server?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Auf diesem Server anmelden' })).toBeInTheDocument()
  })
})
