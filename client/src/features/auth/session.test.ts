import { sessionStore } from '../../state/session'
import { clearNotices, noticeStore } from '../../state/notices'
import { loadToken, saveApp, tokenKey } from './credentials'
import { completeLogin, loginWithCode, restoreSession } from './session'
import { logout, switchAccount } from './switching'
import { loadDraft, saveDraft } from '../../state/drafts'
import { currentScope } from '../../state/scope'
import { activeKeptAccount, keepAccount, readKeptAccounts } from '../../state/accounts'
import { instanceOrigin } from '../../api/http'
import { aliceAccount, installFakeServer } from './testing/fakeServer'
import { entities } from '../../state/entities'
import { resetScope, resetSession } from '../../state/testing'

const origin = window.location.origin
const other = 'https://other.example'

vi.mock('../../state/instance', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../state/instance')>()),
  bootInstance: vi.fn(() => Promise.resolve()),
}))

/** An earlier build's kept token of this instance. */
function saveLegacyToken(token: string): void {
  localStorage.setItem(tokenKey(origin), token)
}

beforeEach(() => {
  localStorage.clear()
  resetSession({ server: origin, token: null })
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
    expect(sessionStore.getState()).toEqual({ user: '9', server: origin, token: 'tok' })
    expect(currentScope()).not.toBe(visitorScope)
    expect(visitorScope.disposed).toBe(true)
    expect(currentScope().account).toEqual({ userId: '9', server: origin })
    expect(entities().getState().users['9']?.role).toBe('member')
    expect(activeKeptAccount()).toEqual({
      server: origin,
      userId: '9',
      acct: 'alice',
      avatar: 'http://localhost:3000/a.png',
      token: 'tok',
    })
    expect(server.unhandled).toEqual([])
  })

  it('asks for notification permission when it was not answered yet, and not again', async () => {
    installFakeServer({ 'GET /api/v1/accounts/verify_credentials': () => ({ body: aliceAccount }) })
    const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'))
    vi.stubGlobal('Notification', { permission: 'default', requestPermission })
    await completeLogin('tok')
    expect(requestPermission).toHaveBeenCalledOnce()
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission })
    await completeLogin('tok')
    expect(requestPermission).toHaveBeenCalledOnce()
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
    expect(sessionStore.getState()).toEqual({ user: null, server: null, token: null })
    expect(entities().getState().users).toEqual({})
    expect(readKeptAccounts()).toEqual([])
    expect(stopped).toHaveBeenCalledTimes(1)
    expect(aliceScope.disposed).toBe(true)
    expect(aliceScope.signal.aborted).toBe(true)
    expect(currentScope().account).toBeNull()
    expect(localStorage.getItem(`starling:drafts:${origin} 9`)).toBeNull()
    sessionStore.setState({ user: '9', server: origin })
    expect(loadDraft('new')).toBeUndefined()
  })

  it('still signs out when the revoke call fails', async () => {
    installFakeServer({ 'POST /oauth/revoke': () => ({ network: true }) })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    keepAccount({ server: origin, userId: '9', acct: 'alice', avatar: null, token: 'tok' })
    sessionStore.setState({ user: '9', server: origin, token: 'tok' })
    await logout()
    expect(sessionStore.getState().user).toBeNull()
    expect(readKeptAccounts()).toEqual([])
    warn.mockRestore()
  })
})

describe('restoreSession (boot)', () => {
  it('restores the active kept account', async () => {
    installFakeServer({ 'GET /api/v1/accounts/verify_credentials': () => ({ body: aliceAccount }) })
    keepAccount({ server: origin, userId: '9', acct: 'alice', avatar: null, token: 'kept' })
    const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'))
    vi.stubGlobal('Notification', { permission: 'default', requestPermission })
    const user = await restoreSession()
    expect(user?.id).toBe('9')
    expect(sessionStore.getState()).toEqual({ user: '9', server: origin, token: 'kept' })
    // A prompt at every page load is not asked (Lighthouse "notification-on-start").
    expect(requestPermission).not.toHaveBeenCalled()
  })

  it("moves an earlier build's token, preferences and drafts to the kept account", async () => {
    installFakeServer({ 'GET /api/v1/accounts/verify_credentials': () => ({ body: aliceAccount }) })
    saveLegacyToken('old')
    localStorage.setItem('starling:preferences:9', '{"kept":"prefs"}')
    localStorage.setItem('starling:drafts:9', '{"kept":"drafts"}')
    expect((await restoreSession())?.id).toBe('9')
    expect(activeKeptAccount()?.token).toBe('old')
    expect(loadToken(origin)).toBeNull()
    expect(localStorage.getItem(`starling:preferences:${origin} 9`)).toBe('{"kept":"prefs"}')
    expect(localStorage.getItem(`starling:drafts:${origin} 9`)).toBe('{"kept":"drafts"}')
    expect(localStorage.getItem('starling:preferences:9')).toBeNull()
    expect(localStorage.getItem('starling:drafts:9')).toBeNull()
  })

  it('signs out cleanly with a notice when the token was revoked', async () => {
    installFakeServer({
      'GET /api/v1/accounts/verify_credentials': () => ({
        status: 403,
        body: { error: 'Invalid credentials.' },
      }),
    })
    keepAccount({ server: origin, userId: '9', acct: 'alice', avatar: null, token: 'revoked' })
    keepAccount({ server: other, userId: '9', acct: 'alice', avatar: null, token: 'other' })
    keepAccount({ server: origin, userId: '9', acct: 'alice', avatar: null, token: 'revoked' })
    expect(await restoreSession()).toBeNull()
    expect(sessionStore.getState()).toEqual({ user: null, server: null, token: null })
    expect(readKeptAccounts().map((account) => account.server)).toEqual([other])
    expect(noticeStore.getState().notices.map((n) => n.messageKey)).toEqual([
      'auth.session_expired',
    ])
  })

  it('keeps the token when the server cannot be reached', async () => {
    installFakeServer({ 'GET /api/v1/accounts/verify_credentials': () => ({ network: true }) })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    saveLegacyToken('kept')
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

describe('several accounts (issue 13)', () => {
  it('switches to an account of another server: its own scope, its token to its server only', async () => {
    const server = installFakeServer({
      'GET /api/v1/accounts/verify_credentials': (req) => ({
        body: { ...aliceAccount, id: req.url.origin === other ? '77' : '9' },
      }),
    })
    await completeLogin('tok')
    const aliceScope = currentScope()
    keepAccount({ server: other, userId: '77', acct: 'alice', avatar: null, token: 'far' })
    const far = activeKeptAccount()
    expect(far?.server).toBe(other)
    expect(await switchAccount(far!)).toBe(true)
    expect(instanceOrigin()).toBe(other)
    expect(aliceScope.disposed).toBe(true)
    expect(currentScope().account).toEqual({ userId: '77', server: other })
    expect(entities().getState().users['9']).toBeUndefined()
    const verify = server.requests['GET /api/v1/accounts/verify_credentials']?.at(-1)
    expect(verify?.url.origin).toBe(other)
    expect(verify?.headers.Authorization).toBe('Bearer far')
    expect(readKeptAccounts()).toHaveLength(2)
  })

  it('signing one out switches to the other kept account', async () => {
    installFakeServer({
      'GET /api/v1/accounts/verify_credentials': (req) => ({
        body: { ...aliceAccount, id: req.url.origin === other ? '77' : '9' },
      }),
    })
    keepAccount({ server: other, userId: '77', acct: 'bob', avatar: null, token: 'far' })
    await completeLogin('tok')
    await logout()
    expect(readKeptAccounts().map((account) => account.token)).toEqual(['far'])
    expect(sessionStore.getState()).toMatchObject({ server: other, token: 'far' })
  })

  it('exchanges a callback code at the server whose authorize page was opened', async () => {
    const server = installFakeServer({
      'POST /oauth/token': () => ({ body: { access_token: 'fromcode' } }),
      'GET /api/v1/accounts/verify_credentials': () => ({ body: aliceAccount }),
    })
    sessionStorage.setItem('starling:pending-login', other)
    await loginWithCode('abc')
    expect(server.requests['POST /oauth/token']?.[0]?.url.origin).toBe(other)
    expect(activeKeptAccount()).toMatchObject({ server: other, token: 'fromcode' })
    expect(sessionStorage.getItem('starling:pending-login')).toBeNull()
  })
})
