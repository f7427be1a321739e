import { configureServer } from '../../api/http'
import { installFakeServer } from '../auth/testing/fakeServer'
import { BAD_RESPONSE_TEXT, PUSH_DISABLED_TEXT } from './pushRules'
import { registerPush, unregisterPush } from './registration'
import { FAKE_SUBSCRIPTION, installFakePush } from './testing/fakePush'

const KEY = Buffer.from(new Uint8Array(65).fill(4)).toString('base64url')
const ALERTS = { follow: true, favourite: false, mention: true, reblog: true, move: true }
const PATH = 'POST /api/v1/push/subscription/'

let push: ReturnType<typeof installFakePush>
beforeEach(() => {
  configureServer(window.location.origin)
  push = installFakePush()
})
afterEach(() => {
  push.uninstall()
  vi.unstubAllGlobals()
})

describe('registerPush (s2 §5, §7)', () => {
  it('subscribes with the VAPID key and registers the subscription and alerts', async () => {
    const server = installFakeServer({ [PATH]: () => ({ body: { id: '17', endpoint: 'x' } }) })
    await expect(registerPush({ enabled: true, vapidKey: KEY }, ALERTS)).resolves.toBe('17')
    const options = push.subscribe.mock.calls[0]?.[0]
    expect(options?.userVisibleOnly).toBe(true)
    expect([...(options?.applicationServerKey as Uint8Array)]).toEqual(new Array(65).fill(4))
    expect(JSON.parse(server.requests[PATH]?.[0]?.text ?? '')).toEqual({
      subscription: { endpoint: FAKE_SUBSCRIPTION.endpoint, keys: FAKE_SUBSCRIPTION.keys },
      data: { alerts: ALERTS },
    })
  })

  it('refuses without web push enabled or without a VAPID key, sending nothing', async () => {
    const server = installFakeServer({})
    await expect(registerPush({ enabled: false, vapidKey: KEY }, ALERTS)).rejects.toThrow(
      PUSH_DISABLED_TEXT,
    )
    await expect(registerPush({ enabled: true, vapidKey: null }, ALERTS)).rejects.toThrow(
      'Web Push is disabled in config or VAPID public key is not found',
    )
    expect(server.calls).toEqual([])
    expect(push.subscribe).not.toHaveBeenCalled()
  })

  it('calls an answer without an id a bad response', async () => {
    installFakeServer({ [PATH]: () => ({ body: { endpoint: 'x' } }) })
    await expect(registerPush({ enabled: true, vapidKey: KEY }, ALERTS)).rejects.toThrow(
      BAD_RESPONSE_TEXT,
    )
    expect(BAD_RESPONSE_TEXT).toBe('Bad response from server')
  })
})

describe('unregisterPush', () => {
  it('deletes the server’s subscription, ends the browser’s and closes its notifications', async () => {
    const server = installFakeServer({
      [PATH]: () => ({ body: { id: '17' } }),
      'DELETE /api/v1/push/subscription/': () => ({ body: {} }),
    })
    await registerPush({ enabled: true, vapidKey: KEY }, ALERTS)
    await unregisterPush()
    expect(server.calls).toContain('DELETE /api/v1/push/subscription/')
    expect(push.subscription()).toBeNull()
    expect(push.closed).toEqual(['shown'])
  })

  it('sends nothing when this browser holds no subscription', async () => {
    const server = installFakeServer({})
    await unregisterPush()
    expect(server.calls).toEqual([])
  })
})
