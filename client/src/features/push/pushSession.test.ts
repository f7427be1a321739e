import { configureServer } from '../../api/http'
import { instanceStore } from '../../state/instance'
import { preferencesStore, setPreference } from '../../state/preferences/preferences'
import { activateScope, createAccountScope } from '../../state/scope'
import { installFakeServer } from '../auth/testing/fakeServer'
import { releasePush, startPush } from './pushSession'
import { installFakePush } from './testing/fakePush'

const KEY = Buffer.from(new Uint8Array(65).fill(4)).toString('base64url')
const POST = 'POST /api/v1/push/subscription/'
const DELETE = 'DELETE /api/v1/push/subscription/'

let push: ReturnType<typeof installFakePush>
let warnings: unknown[][]
const initialPreferences = preferencesStore.getState()
const initialConfig = instanceStore.getState().config

beforeEach(() => {
  configureServer(window.location.origin)
  push = installFakePush()
  warnings = []
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args))
  instanceStore.setState({ config: { ...initialConfig, vapidPublicKey: KEY } })
})
afterEach(() => {
  activateScope(createAccountScope(null))
  preferencesStore.setState(initialPreferences, true)
  instanceStore.setState({ config: initialConfig })
  push.uninstall()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const signedIn = () => {
  const scope = createAccountScope({ userId: '9', server: window.location.origin })
  activateScope(scope)
  return scope
}

describe('web push for a signed-in scope (s1 §3 webPushNotifications)', () => {
  it('registers when turned on, again when the alerts change, and unregisters when turned off', async () => {
    const server = installFakeServer({
      [POST]: () => ({ body: { id: '1' } }),
      [DELETE]: () => ({ body: {} }),
    })
    startPush(signedIn())
    expect(server.calls).toEqual([])

    setPreference('webPushNotifications', true)
    await vi.waitFor(() => expect(server.calls).toEqual([POST]))
    setPreference('notificationVisibility.likes', false)
    await vi.waitFor(() => expect(server.calls).toEqual([POST, POST]))
    const last = JSON.parse(server.requests[POST]?.[1]?.text ?? '') as {
      data: { alerts: Record<string, boolean> }
    }
    expect(last.data.alerts.favourite).toBe(false)

    setPreference('webPushNotifications', false)
    await vi.waitFor(() => expect(server.calls).toEqual([POST, POST, DELETE]))
    await vi.waitFor(() => expect(push.subscription()).toBeNull())
    expect(warnings).toEqual([])
  })

  it('only warns, with the spec’s text, when the instance has no VAPID key', async () => {
    instanceStore.setState({ config: { ...initialConfig, vapidPublicKey: null } })
    const server = installFakeServer({})
    setPreference('webPushNotifications', true)
    startPush(signedIn())
    await vi.waitFor(() =>
      expect(warnings[0]?.[0]).toBe(
        'Web Push is disabled in config or VAPID public key is not found',
      ),
    )
    expect(server.calls).toEqual([])
  })

  it('only warns “Bad response from server” when the answer has no id', async () => {
    installFakeServer({ [POST]: () => ({ body: {} }) })
    setPreference('webPushNotifications', true)
    startPush(signedIn())
    await vi.waitFor(() => expect(warnings[0]?.[0]).toBe('Bad response from server'))
  })

  it('deletes the server’s copy on logout and ends the browser’s when the scope ends', async () => {
    const server = installFakeServer({
      [POST]: () => ({ body: { id: '1' } }),
      [DELETE]: () => ({ body: {} }),
    })
    setPreference('webPushNotifications', true)
    startPush(signedIn())
    await vi.waitFor(() => expect(push.subscription()).not.toBeNull())
    await releasePush()
    expect(server.calls).toEqual([POST, DELETE])

    setPreference('webPushNotifications', true)
    const next = signedIn()
    startPush(next)
    await vi.waitFor(() => expect(push.subscription()).not.toBeNull())
    activateScope(createAccountScope(null))
    await vi.waitFor(() => expect(push.subscription()).toBeNull())
  })
})
