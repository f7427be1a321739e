import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureServer } from '../../../api/http'
import { sessionStore } from '../../../state/session'
import { installFakeServer } from '../../auth/testing/fakeServer'
import { renderWithApp, resetWorld, setUpI18n } from '../../status/testing/render'
import MutesTab from './MutesTab'

const account = (id: string, acct: string, name: string) => ({
  id,
  username: acct.split('@')[0],
  acct,
  display_name: name,
  note: '',
  url: `https://pleroma.example/users/${acct}`,
  avatar: 'https://pleroma.example/a.png',
  created_at: '2024-01-01T00:00:00.000Z',
})
const relationship = (id: string, muting: boolean, blocking = false) => ({
  id,
  following: false,
  followed_by: false,
  blocking,
  blocked_by: false,
  muting,
  muting_notifications: muting,
  subscribing: false,
  requested: false,
  domain_blocking: false,
  showing_reblogs: true,
  endorsed: false,
  note: '',
})

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  configureServer(window.location.origin)
  sessionStore.setState({ user: 'me1', token: 'token' })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Mutes and Blocks tab (s1 §2: search, select all, bulk unmute/unblock, domains)', () => {
  it('unmutes two people at once, searches, and blocks and unblocks domains', async () => {
    const user = userEvent.setup()
    let domains = ['spam.example']
    const server = installFakeServer({
      'GET /api/v1/mutes': () => ({
        body: [
          account('1', 'dave', 'Dave'),
          account('2', 'robin@birds.example', 'Robin'),
          account('3', 'kai@social.example', 'Kai'),
        ],
      }),
      'GET /api/v1/blocks': () => ({ body: [account('4', 'erin', 'Erin')] }),
      'GET /api/v1/domain_blocks': () => ({ body: domains }),
      'POST /api/v1/accounts/1/unmute': () => ({ body: relationship('1', false) }),
      'POST /api/v1/accounts/3/unmute': () => ({ body: relationship('3', false) }),
      'POST /api/v1/domain_blocks': (req) => {
        domains = [...domains, req.form.get('domain') ?? '']
        return { body: {} }
      },
      'DELETE /api/v1/domain_blocks': () => ({ body: {} }),
    })
    renderWithApp(<MutesTab />)
    const muted = await screen.findByRole('list', { name: 'Muted people' })
    expect(within(muted).getAllByRole('listitem')).toHaveLength(3)
    expect(
      within(screen.getByRole('list', { name: 'Blocked people' })).getByText('Erin'),
    ).toBeInTheDocument()

    const mutedGroup = screen.getByRole('group', { name: 'Muted people' })
    await user.type(within(mutedGroup).getByRole('searchbox'), 'birds')
    expect(within(muted).getAllByRole('listitem')).toHaveLength(1)
    await user.clear(within(mutedGroup).getByRole('searchbox'))

    await user.click(within(mutedGroup).getByRole('checkbox', { name: 'Select all' }))
    await user.click(within(mutedGroup).getByRole('checkbox', { name: '@robin@birds.example' }))
    await user.click(within(mutedGroup).getByRole('button', { name: 'Unmute (2)' }))
    await waitFor(() => expect(within(muted).getAllByRole('listitem')).toHaveLength(1))
    expect(within(muted).getByText('Robin')).toBeInTheDocument()
    expect(server.calls).toContain('POST /api/v1/accounts/1/unmute')
    expect(server.calls).toContain('POST /api/v1/accounts/3/unmute')
    expect(server.calls).not.toContain('POST /api/v1/accounts/2/unmute')

    const domainGroup = screen.getByRole('group', { name: 'Blocked domains' })
    await user.type(within(domainGroup).getByLabelText('Domain to block'), ' Loud.example ')
    await user.click(within(domainGroup).getByRole('button', { name: 'Block domain' }))
    const domainList = within(domainGroup).getByRole('list', { name: 'Blocked domains' })
    await within(domainList).findByText('loud.example')
    expect(server.requests['POST /api/v1/domain_blocks']?.[0]?.form.get('domain')).toBe(
      'loud.example',
    )
    await user.click(within(domainGroup).getByRole('checkbox', { name: 'spam.example' }))
    await user.click(within(domainGroup).getByRole('button', { name: 'Unblock (1)' }))
    await waitFor(() => expect(within(domainList).queryByText('spam.example')).toBeNull())
    expect(server.requests['DELETE /api/v1/domain_blocks']?.[0]?.form.get('domain')).toBe(
      'spam.example',
    )
    expect(server.unhandled).toEqual([])
  })

  it('says when nobody is muted or blocked', async () => {
    installFakeServer({
      'GET /api/v1/mutes': () => ({ body: [] }),
      'GET /api/v1/blocks': () => ({ body: [] }),
      'GET /api/v1/domain_blocks': () => ({ body: [] }),
    })
    renderWithApp(<MutesTab />)
    expect(await screen.findByText('You mute nobody.')).toBeInTheDocument()
    expect(screen.getByText('You block nobody.')).toBeInTheDocument()
    expect(screen.getByText('You block no domain.')).toBeInTheDocument()
  })
})
