import { sessionStore } from '../../state/session'
import { clearNotices, noticeStore } from '../../state/notices'
import { loadToken, saveApp, saveToken } from './credentials'
import { completeLogin, logout, restoreSession } from './session'
import { loadDraft, saveDraft } from '../../state/drafts'
import { currentScope } from '../../state/scope'
import { aliceAccount, installFakeServer } from './testing/fakeServer'
import { entities } from '../../state/entities'
import { resetScope, resetSession } from '../../state/testing'

const origin = window.location.origin

beforeEach(() => {
  localStorage.clear()
  resetSession({ server: origin, token: null })
  sessionStore.setState({ user: null, token: null })
  resetScope()
  clearNotices()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('completeLogin (s1 §4 login sequence)', () => {
  it('verifies, sets the current user in a new account scope, keeps the token for this instance', async () => {
    const server = installFakeServer({
      'GET /api/v1/accounts/verify_credentials': (req) => {
        expect(req.headers.Authorization).toBe('Bearer tok')
        return { body: aliceAccount }
      },
    })
    const visitorScope = currentScope()
    await completeLogin('tok')
    expect(sessionStore.getState()).toEqual({ user: '9', token: 'tok' })
    expect(currentScope()).not.toBe(visitorScope)
    expect(visitorScope.disposed).toBe(true)
    expect(currentScope().account).toEqual({ userId: '9', server: origin })
    expect(entities().getState().users['9']?.role).toBe('member')
    expect(loadToken(origin)).toBe('tok')
    expect(server.unhandled).toEqual([])
  })
})

describe('logout (s1 §4)', () => {
  it('revokes the token, clears the session, drops the account scope whole and its drafts', async () => {
    const server = installFakeServer({
      'GET /api/v1/accounts/verify_credentials': () => ({ body: aliceAccount }),
    })
    saveApp(origin, { clientId: 'cid', clientSecret: 'csecret' })
    await completeLogin('tok')
    const aliceScope = currentScope()
    const stopped = vi.fn()
    aliceScope.onDispose(stopped)
    saveDraft('new', { status: 'a secret draft', files: [] })
    await logout()
    const revoke = server.requests['POST /oauth/revoke']?.[0]
    expect(revoke?.form.get('token')).toBe('tok')
    expect(revoke?.form.get('client_id')).toBe('cid')
    expect(sessionStore.getState()).toEqual({ user: null, token: null })
    expect(entities().getState().users).toEqual({})
    expect(loadToken(origin)).toBeNull()
    expect(stopped).toHaveBeenCalledTimes(1)
    expect(aliceScope.disposed).toBe(true)
    expect(aliceScope.signal.aborted).toBe(true)
    expect(currentScope().account).toBeNull()
    expect(localStorage.getItem('starling:drafts:9')).toBeNull()
    sessionStore.setState({ user: '9' })
    expect(loadDraft('new')).toBeUndefined()
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
