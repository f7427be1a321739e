import { configureSession } from '../../api/http'
import { sessionStore } from '../../state/session'
import { entityStore } from '../../entities/store'
import { clearNotices, noticeStore } from '../../state/notices'
import { loadToken, saveApp, saveToken } from './credentials'
import { completeLogin, logout, onLogin, onLogout, restoreSession } from './session'
import { aliceAccount, installFakeServer } from './testing/fakeServer'

const origin = window.location.origin

beforeEach(() => {
  localStorage.clear()
  configureSession({ server: origin, token: null })
  sessionStore.setState({ user: null, token: null })
  entityStore.getState().reset()
  clearNotices()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('completeLogin (s1 §4 login sequence)', () => {
  it('verifies, sets the current user, keeps the token for this instance, runs onLogin', async () => {
    const server = installFakeServer({
      'GET /api/v1/accounts/verify_credentials': (req) => {
        expect(req.headers.Authorization).toBe('Bearer tok')
        return { body: aliceAccount }
      },
    })
    const seen: string[] = []
    const off = onLogin((user) => seen.push(user.screen_name))
    await completeLogin('tok')
    off()
    expect(sessionStore.getState()).toEqual({ user: '9', token: 'tok' })
    expect(entityStore.getState().users['9']?.role).toBe('member')
    expect(loadToken(origin)).toBe('tok')
    expect(seen).toEqual(['alice'])
    expect(server.unhandled).toEqual([])
  })
})

describe('logout (s1 §4)', () => {
  it('revokes the token, clears the session and the store, runs onLogout callbacks', async () => {
    const server = installFakeServer({
      'GET /api/v1/accounts/verify_credentials': () => ({ body: aliceAccount }),
    })
    saveApp(origin, { clientId: 'cid', clientSecret: 'csecret' })
    await completeLogin('tok')
    const reset = vi.fn()
    const off = onLogout(reset)
    await logout()
    off()
    const revoke = server.requests['POST /oauth/revoke']?.[0]
    expect(revoke?.form.get('token')).toBe('tok')
    expect(revoke?.form.get('client_id')).toBe('cid')
    expect(sessionStore.getState()).toEqual({ user: null, token: null })
    expect(entityStore.getState().users).toEqual({})
    expect(loadToken(origin)).toBeNull()
    expect(reset).toHaveBeenCalledTimes(1)
  })

  it('still signs out when the revoke call fails', async () => {
    installFakeServer({ 'POST /oauth/revoke': () => ({ network: true }) })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    sessionStore.setState({ user: '9', token: 'tok' })
    saveToken(origin, 'tok')
    await logout()
    expect(sessionStore.getState().user).toBeNull()
    expect(loadToken(origin)).toBeNull()
    warn.mockRestore()
  })
})

describe('restoreSession (boot)', () => {
  it('restores a valid token kept for this instance', async () => {
    installFakeServer({ 'GET /api/v1/accounts/verify_credentials': () => ({ body: aliceAccount }) })
    saveToken(origin, 'kept')
    const user = await restoreSession()
    expect(user?.id).toBe('9')
    expect(sessionStore.getState()).toEqual({ user: '9', token: 'kept' })
  })

  it('signs out cleanly with a notice when the token was revoked', async () => {
    installFakeServer({
      'GET /api/v1/accounts/verify_credentials': () => ({
        status: 403,
        body: { error: 'Invalid credentials.' },
      }),
    })
    saveToken(origin, 'revoked')
    expect(await restoreSession()).toBeNull()
    expect(sessionStore.getState()).toEqual({ user: null, token: null })
    expect(loadToken(origin)).toBeNull()
    expect(noticeStore.getState().notices.map((n) => n.messageKey)).toEqual([
      'auth.session_expired',
    ])
  })

  it('keeps the token when the server cannot be reached', async () => {
    installFakeServer({ 'GET /api/v1/accounts/verify_credentials': () => ({ network: true }) })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    saveToken(origin, 'kept')
    expect(await restoreSession()).toBeNull()
    expect(loadToken(origin)).toBe('kept')
    expect(noticeStore.getState().notices).toEqual([])
    warn.mockRestore()
  })

  it('does nothing without a kept token', async () => {
    const server = installFakeServer({})
    expect(await restoreSession()).toBeNull()
    expect(server.calls).toEqual([])
  })
})
