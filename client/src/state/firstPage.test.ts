import { requestFirstPage } from './firstPage'

describe("the early script's request of a member's first page (issue 20)", () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    fetchMock.mockResolvedValue(new Response('[]'))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  /** Keeps bob of p.test (and alice of q.test), bob active. */
  function keepBob() {
    const account = (server: string, userId: string, token: string) => ({
      server,
      userId,
      acct: userId,
      avatar: null,
      token,
    })
    localStorage.setItem(
      'starling:accounts',
      JSON.stringify([
        account('https://q.test', 'alice', 'tq'),
        account('https://p.test', 'bob', 'tp'),
      ]),
    )
    localStorage.setItem('starling:active-account', 'https://p.test bob')
  }

  it("asks the active account's own server for its home timeline on /main/friends", () => {
    keepBob()
    requestFirstPage('/main/friends/')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('https://p.test/api/v1/timelines/home?limit=20&with_muted=true')
    expect(init?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tp' })
  })

  it('asks nothing on another page or without an active kept account', () => {
    keepBob()
    requestFirstPage('/main/public')
    requestFirstPage('/users/bob')
    localStorage.removeItem('starling:active-account')
    requestFirstPage('/main/friends')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
