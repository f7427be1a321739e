import { fetchSuggestions, followAccount, relationCall, sendReport } from './accounts'
import { resetSession } from '../../state/testing'

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status })
}

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  resetSession({ server: 'https://i.test', token: 'tok' })
})
afterEach(() => vi.unstubAllGlobals())

const call = (n = 0) => {
  const [url, init] = fetchMock.mock.calls[n] ?? []
  return { url: new URL(String(url)), init }
}

describe('relation calls (s2 §7 "Accounts"; PLEROMA-API §4)', () => {
  it('posts subscribe under /api/v1/pleroma and normalizes the answer', async () => {
    fetchMock.mockResolvedValue(json({ id: 'b1', notifying: true }))
    const relationship = await relationCall('b1', 'subscribe')
    expect(call().url.pathname).toBe('/api/v1/pleroma/accounts/b1/subscribe')
    expect(call().init?.method).toBe('POST')
    expect(relationship).toMatchObject({ id: 'b1', subscribing: true, showing_reblogs: true })
  })

  it('posts block, remove_from_followers and follow with reblogs', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ id: 'b1', blocking: true })))
    await relationCall('b1', 'block')
    await relationCall('b1', 'remove_from_followers')
    await followAccount('b1', false)
    expect(call(0).url.pathname).toBe('/api/v1/accounts/b1/block')
    expect(call(1).url.pathname).toBe('/api/v1/accounts/b1/remove_from_followers')
    expect(call(2).url.pathname).toBe('/api/v1/accounts/b1/follow')
    expect(String(call(2).init?.body)).toBe('reblogs=false')
  })
})

describe('POST /api/v1/reports (s2 §7 "Domains, reports")', () => {
  it('sends account_id, status_ids, comment and forward', async () => {
    fetchMock.mockResolvedValue(json({ id: 'r1', action_taken: false }))
    const id = await sendReport({
      userId: 'b1',
      comment: 'spam',
      forward: true,
      statusIds: ['s1', 's2'],
    })
    expect(id).toBe('r1')
    expect(call().url.pathname).toBe('/api/v1/reports')
    expect(JSON.parse(String(call().init?.body))).toEqual({
      account_id: 'b1',
      status_ids: ['s1', 's2'],
      comment: 'spam',
      forward: true,
    })
  })
})

describe('GET /api/v1/suggestions', () => {
  it('ignores an entry with an error field (s2 §8)', async () => {
    fetchMock.mockResolvedValue(
      json([
        { id: 'u1', acct: 'one', username: 'one' },
        { error: 'Not found' },
        { id: 'u2', acct: 'two', username: 'two' },
      ]),
    )
    const { ids, batch } = await fetchSuggestions()
    expect(ids).toEqual(['u1', 'u2'])
    expect(batch.users.map((u) => u.screen_name)).toEqual(['one', 'two'])
  })
})
