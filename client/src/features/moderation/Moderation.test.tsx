import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { ApiError } from '../../api/http'
import { deleteUser, setActivation, setReportState, setUserTag } from '../../api/endpoints/admin'
import { i18n } from '../../i18n'
import type { Report, User } from '../../entities/types'
import { entities, useUser } from '../../state/entities'
import { instanceStore } from '../../state/instance'
import { noticeStore } from '../../state/notices'
import { sessionStore } from '../../state/session'
import { makeStatus, makeUser } from '../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from '../status/testing/render'
import { UserActions } from '../user-card'
import DeleteUserDialog from '../user-card/DeleteUserDialog'
import { ReportDetails } from './ReportDetails'

vi.mock('../../api/endpoints/admin', () => ({
  setActivation: vi.fn(),
  setPermissionGroup: vi.fn(),
  setUserTag: vi.fn(),
  deleteUser: vi.fn(),
  setReportState: vi.fn(),
}))

const ADMIN_PRIVILEGES = ['users_manage_activation_state', 'users_delete', 'users_manage_tags']
const viewer = (role: User['role'], privileges: string[]) =>
  makeUser({ id: 'me', screen_name: 'me', role, privileges })
const erin = makeUser({ id: 'erin1', screen_name: 'erin', name: 'Erin' })
const failure = () => new ApiError(500, { error: 'Boom' }, { method: 'PATCH', url: '/x' })
const noticeTexts = () => noticeStore.getState().notices.map((n) => n.messageArgs)

const useUserSnapshot = () => entities().getState().users.erin1 as User

function Card() {
  const user = useUser('erin1')
  return user ? <UserActions user={user} /> : null
}

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  sessionStore.setState({ user: 'me', token: 'token' })
  instanceStore.setState((state) => ({
    config: { ...state.config, federation: { mrf_policies: ['TagPolicy'] } },
  }))
})
afterEach(() => {
  cleanup()
  noticeStore.setState({ notices: [] })
  vi.restoreAllMocks()
  vi.clearAllMocks()
})

describe('the moderation menu on a user card (s1 §6)', () => {
  it('is absent for members and for moderators without user privileges', () => {
    store([], [erin, viewer('member', [])])
    renderWithApp(<Card />)
    expect(screen.queryByRole('button', { name: 'Moderation' })).not.toBeInTheDocument()
    cleanup()
    store([], [viewer('moderator', ['messages_delete', 'reports_manage_reports'])])
    renderWithApp(<Card />)
    expect(screen.queryByRole('button', { name: 'Moderation' })).not.toBeInTheDocument()
  })

  it('deactivates only once the server said ok, and shows tag states', async () => {
    const user = userEvent.setup()
    store([], [erin, viewer('admin', ADMIN_PRIVILEGES)])
    let answer: (deactivated: boolean) => void = () => undefined
    vi.mocked(setActivation).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderWithApp(<Card />)
    await user.click(await screen.findByRole('button', { name: 'Moderation' }))
    const menu = screen.getByRole('menu')
    expect(
      within(menu).getByRole('menuitemcheckbox', { name: 'Mark all posts as sensitive' }),
    ).toHaveAttribute('aria-checked', 'false')
    await user.click(within(menu).getByRole('menuitem', { name: 'Deactivate account' }))
    expect(setActivation).toHaveBeenCalledWith('erin', false)
    expect(useUserSnapshot().deactivated).toBe(false)
    await act(async () => answer(true))
    expect(useUserSnapshot().deactivated).toBe(true)
  })

  it('leaves the user as it was and says so when a tag change fails', async () => {
    const user = userEvent.setup()
    store([], [erin, viewer('admin', ADMIN_PRIVILEGES)])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.mocked(setUserTag).mockRejectedValue(failure())
    renderWithApp(<Card />)
    await user.click(await screen.findByRole('button', { name: 'Moderation' }))
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Force posts to be unlisted' }))
    expect(setUserTag).toHaveBeenCalledWith('erin', 'mrf_tag:force-unlisted', true)
    expect(noticeTexts()).toEqual([{ error: 'Boom' }])
    expect(warn).toHaveBeenCalledWith('A moderation action failed', expect.any(ApiError))
    await user.click(screen.getByRole('button', { name: 'Moderation' }))
    expect(
      screen.getByRole('menuitemcheckbox', { name: 'Force posts to be unlisted' }),
    ).toHaveAttribute('aria-checked', 'false')
  })
})

describe('deleting a user (s1 §4 "User relations": statuses marked deleted, going back)', () => {
  function Where() {
    return <p data-testid="where">{useLocation().pathname}</p>
  }

  it('asks first, then marks their posts deleted and leaves their profile', async () => {
    const user = userEvent.setup()
    store(
      [makeStatus({ id: 's1', user: 'erin1' }), makeStatus({ id: 's2', user: 'me' })],
      [erin, viewer('admin', ADMIN_PRIVILEGES)],
    )
    vi.mocked(deleteUser).mockResolvedValue()
    const onClose = vi.fn()
    const page = (
      <>
        <Where />
        <DeleteUserDialog userId="erin1" onClose={onClose} />
      </>
    )
    const router = createMemoryRouter(
      [
        { path: '/main/public', element: <Where /> },
        { path: '/users/:name', element: page },
      ],
      { initialEntries: ['/main/public', '/users/erin'], initialIndex: 1 },
    )
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Delete user' })
    expect(dialog).toHaveTextContent('Delete erin? Their posts are deleted too.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }))
    expect(deleteUser).toHaveBeenCalledWith('erin')
    expect(entities().getState().statuses.s1?.deleted).toBe(true)
    expect(entities().getState().statuses.s2?.deleted).toBe(false)
    expect(onClose).toHaveBeenCalled()
    expect(await screen.findByTestId('where')).toHaveTextContent('/main/public')
  })
})

describe('a report in its notification (s1 §3 Report, s1 §4 report state changes)', () => {
  const report: Report = {
    id: 'r1',
    state: 'open',
    acct: 'erin1',
    actor: 'alice1',
    content: 'spam',
    statuses: [],
    notes: [{ id: 'n1', content: 'looked at it', created_at: '2025-05-01T12:00:00Z' }],
  }
  beforeEach(() => store([], [erin, makeUser({ id: 'alice1', screen_name: 'alice' })]))

  it('shows the reporter, the reported user, the comment and the notes', () => {
    renderWithApp(<ReportDetails report={report} />)
    expect(screen.getByRole('link', { name: '@alice' })).toHaveAttribute('href', '/users/alice')
    expect(screen.getByRole('link', { name: '@erin' })).toBeInTheDocument()
    expect(screen.getByText('spam')).toBeInTheDocument()
    expect(screen.getByText('looked at it')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'State:' })).toHaveValue('open')
  })

  it('changes the state at once and keeps it when the server agrees', async () => {
    const user = userEvent.setup()
    vi.mocked(setReportState).mockResolvedValue()
    renderWithApp(<ReportDetails report={report} />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'State:' }), 'Resolved')
    expect(setReportState).toHaveBeenCalledWith('r1', 'resolved')
    expect(screen.getByRole('combobox', { name: 'State:' })).toHaveValue('resolved')
    expect(noticeStore.getState().notices).toEqual([])
  })

  it('goes back to the earlier state with the notice when the server fails', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.mocked(setReportState).mockRejectedValue(
      new ApiError(400, [{ id: 'r1', error: 'Unsupported state' }], { method: 'PATCH', url: '/x' }),
    )
    renderWithApp(<ReportDetails report={{ ...report, id: 'r2' }} />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'State:' }), 'Closed')
    expect(screen.getByRole('combobox', { name: 'State:' })).toHaveValue('open')
    expect(noticeStore.getState().notices).toMatchObject([
      {
        messageKey: 'general.generic_error_message',
        messageArgs: { errorData: 'Unsupported state' },
      },
    ])
  })
})
