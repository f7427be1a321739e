import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureServer } from '../../../api/http'
import { entities } from '../../../state/entities'
import { clearNotices, noticeStore } from '../../../state/notices'
import { sessionStore } from '../../../state/session'
import { installFakeServer } from '../../auth/testing/fakeServer'
import { makeUser } from '../../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from '../../status/testing/render'
import NotificationsTab from './NotificationsTab'

const notices = () => noticeStore.getState().notices.map((n) => [n.messageKey, n.level])

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  configureServer(window.location.origin)
  sessionStore.setState({ user: 'me1', token: 'token' })
  store(
    [],
    [
      makeUser({
        id: 'me1',
        notification_settings: { block_from_strangers: false, hide_notification_contents: true },
      }),
    ],
  )
})
afterEach(() => {
  cleanup()
  clearNotices()
  vi.unstubAllGlobals()
})

describe('Notifications tab (s1 §3, s2 §4 notification settings kept only on success)', () => {
  it("shows the server's settings and the notification types, and keeps a setting the server took", async () => {
    const user = userEvent.setup()
    const server = installFakeServer({
      'PUT /api/pleroma/notification_settings': () => ({ body: { status: 'success' } }),
    })
    renderWithApp(<NotificationsTab />)
    const strangers = screen.getByRole('checkbox', {
      name: 'Block notifications from people you do not follow',
    })
    expect(strangers).not.toBeChecked()
    expect(
      screen.getByRole('checkbox', { name: 'Hide the sender and contents of push notifications' }),
    ).toBeChecked()
    expect(screen.getByRole('group', { name: 'Notifications to show' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Mentions' })).toBeChecked()

    await user.click(strangers)
    await waitFor(() => expect(strangers).toBeChecked())
    expect(
      server.requests['PUT /api/pleroma/notification_settings']?.[0]?.form.get(
        'block_from_strangers',
      ),
    ).toBe('true')
    expect(entities().getState().users.me1?.notification_settings).toEqual({
      block_from_strangers: true,
      hide_notification_contents: true,
    })
    expect(notices()).toEqual([['settings.saving_ok', 'success']])
  })

  it('keeps the old value and says so when the server refuses', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    installFakeServer({
      'PUT /api/pleroma/notification_settings': () => ({ status: 500, body: { error: 'boom' } }),
    })
    renderWithApp(<NotificationsTab />)
    const hide = screen.getByRole('checkbox', {
      name: 'Hide the sender and contents of push notifications',
    })
    await user.click(hide)
    await waitFor(() => expect(notices()).toEqual([['settings.saving_err', 'error']]))
    expect(hide).toBeChecked()
    expect(hide).toBeEnabled()
  })
  it('keeps focus on the setting while it saves, ignoring changes, and the other one disabled', async () => {
    const user = userEvent.setup()
    let answer: () => void = () => undefined
    const server = installFakeServer({
      'PUT /api/pleroma/notification_settings': () =>
        new Promise((resolve) => (answer = () => resolve({ body: { status: 'success' } }))),
    })
    renderWithApp(<NotificationsTab />)
    const strangers = screen.getByRole('checkbox', {
      name: 'Block notifications from people you do not follow',
    })
    const hide = screen.getByRole('checkbox', {
      name: 'Hide the sender and contents of push notifications',
    })
    await user.click(strangers)
    // Unavailable but still focused (ui/useHeldFocus): focus does not fall to the page body.
    expect(strangers).toHaveFocus()
    expect(strangers).toHaveAttribute('aria-disabled', 'true')
    expect(hide).toBeDisabled()
    await user.keyboard(' ')
    expect(strangers).not.toBeChecked()
    expect(server.requests['PUT /api/pleroma/notification_settings']).toHaveLength(1)

    await act(async () => answer())
    expect(strangers).toBeChecked()
    expect(strangers).toHaveFocus()
    expect(strangers).not.toHaveAttribute('aria-disabled')
    expect(hide).toBeEnabled()
  })
})
