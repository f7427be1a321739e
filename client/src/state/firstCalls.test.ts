import { requestFirstCalls } from './firstCalls'

describe("the early script's requests of the first screen's calls (issue 20)", () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    fetchMock.mockResolvedValue(new Response('[]'))
    vi.stubGlobal('fetch', fetchMock)
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  const account = (server: string, userId: string, token: string) => ({
    server,
    userId,
    acct: userId,
    avatar: null,
    token,
  })

  /** Keeps `accounts`, the one of key `active` active. */
  function keep(accounts: ReturnType<typeof account>[], active: string) {
    localStorage.setItem('starling:accounts', JSON.stringify(accounts))
    localStorage.setItem('starling:active-account', active)
  }

  /** Keeps bob of p.test (and alice of q.test), bob active. */
  function keepBob() {
    keep(
      [account('https://q.test', 'alice', 'tq'), account('https://p.test', 'bob', 'tp')],
      'https://p.test bob',
    )
  }

  /** The URLs asked for, and the headers of each, once every request's task has run. */
  const asked = () => {
    vi.runAllTimers()
    return fetchMock.mock.calls.map(([url, init]) => [url, init?.headers])
  }
  const bob = { Accept: 'application/json', Authorization: 'Bearer tp' }

  it("asks the active account's own server for its verification and home timeline on /main/friends", () => {
    keepBob()
    requestFirstCalls('/main/friends/')
    expect(asked()).toEqual([
      ['https://p.test/api/v1/accounts/verify_credentials', bob],
      ['https://p.test/api/v1/timelines/home?limit=20&with_muted=true', bob],
    ])
  })

  it('starts each request in a task of its own', () => {
    keepBob()
    requestFirstCalls('/main/friends')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(2)
    vi.runAllTimers()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it("asks a member's own instance for its options without the token", () => {
    const server = window.location.origin
    keep([account(server, 'carol', 'tc')], `${server} carol`)
    requestFirstCalls('/main/public')
    expect(asked()).toEqual([
      [`${server}/static/config.json`, { Accept: 'application/json' }],
      [`${server}/api/v1/accounts/verify_credentials`, { ...bob, Authorization: 'Bearer tc' }],
    ])
  })

  it("asks for a conversation's status and context, with the member's token or none", () => {
    keepBob()
    requestFirstCalls('/notice/AbC-12')
    expect(asked()).toEqual([
      ['https://p.test/api/v1/accounts/verify_credentials', bob],
      ['https://p.test/api/v1/statuses/AbC-12', bob],
      ['https://p.test/api/v1/statuses/AbC-12/context', bob],
    ])
    fetchMock.mockClear()
    localStorage.clear()
    requestFirstCalls('/notice/AbC-12/')
    const visitor = { Accept: 'application/json' }
    expect(asked()).toEqual([
      [`${window.location.origin}/static/config.json`, visitor],
      [`${window.location.origin}/api/v1/statuses/AbC-12`, visitor],
      [`${window.location.origin}/api/v1/statuses/AbC-12/context`, visitor],
    ])
  })

  it("asks a visitor for the page's own instance's options alone elsewhere, or for an odd id", () => {
    for (const path of ['/main/friends', '/main/public', '/notice/a%2Fb', '/notice/1/extra'])
      requestFirstCalls(path)
    vi.runAllTimers()
    const options = `${window.location.origin}/static/config.json`
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([options, options, options, options])
  })

  it("asks a stand-alone page's server nothing of the page's own origin", () => {
    localStorage.setItem('starling:server', 'https://chosen.test')
    requestFirstCalls('/notice/7')
    vi.runAllTimers()
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://chosen.test/api/v1/statuses/7',
      'https://chosen.test/api/v1/statuses/7/context',
    ])
  })
})
