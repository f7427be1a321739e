import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { instanceStore } from '../../../state/instance'
import { getPreference, preferencesStore } from '../../../state/preferences/preferences'
import { installFakePush } from '../../push/testing/fakePush'
import { renderWithApp, resetWorld, setUpI18n } from '../../status/testing/render'
import { PushSection } from './PushSection'

const initialPreferences = preferencesStore.getState()
const withKey = (vapidPublicKey: string | null) =>
  instanceStore.setState((state) => ({ config: { ...state.config, vapidPublicKey } }))

beforeAll(setUpI18n)
beforeEach(resetWorld)
afterEach(() => {
  cleanup()
  preferencesStore.setState(initialPreferences, true)
  withKey(null)
  vi.unstubAllGlobals()
})

describe('push section of the Notifications tab (s1 §3 webPushNotifications)', () => {
  it('turns web push on in a browser that has it, on an instance that offers it', async () => {
    const push = installFakePush()
    withKey('BKEY')
    renderWithApp(<PushSection />)
    const group = screen.getByRole('group', { name: 'Push notifications' })
    expect(group).toHaveTextContent('Push notifications come for the follows, favourites')
    const toggle = screen.getByRole('checkbox', { name: 'Enable web push notifications' })
    expect(toggle).not.toBeChecked()
    await userEvent.setup().click(toggle)
    expect(getPreference('webPushNotifications')).toBe(true)
    push.uninstall()
  })

  it('says why it cannot work: no web push in the browser, none on the instance, blocked', () => {
    const { unmount } = renderWithApp(<PushSection />)
    expect(screen.getByText('This browser cannot receive push notifications.')).toBeInTheDocument()
    unmount()

    const push = installFakePush()
    renderWithApp(<PushSection />)
    expect(screen.getByText('This instance does not offer push notifications.')).toBeInTheDocument()
    cleanup()

    withKey('BKEY')
    vi.stubGlobal('Notification', { permission: 'denied' })
    renderWithApp(<PushSection />)
    expect(
      screen.getByText("Notifications are blocked for this site in the browser's settings."),
    ).toBeInTheDocument()
    push.uninstall()
  })
})
