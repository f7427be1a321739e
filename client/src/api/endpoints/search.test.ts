import { search } from './search'
import { resetSession } from '../../state/testing'

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })
const sentUrl = () => new URL(String(fetchMock.mock.calls[0]?.[0]))

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  resetSession({ server: 'https://i.test', token: null })
})
afterEach(() => vi.unstubAllGlobals())

describe('GET /api/v2/search (s2 §7 "Search", DECISIONS.md "Calls")', () => {
  it('sends the type filter as `type`, never as `following`, with resolve, limit and offset', async () => {
    fetchMock.mockResolvedValue(json({ accounts: [], statuses: [], hashtags: [] }))
    await search({ q: 'cofe', type: 'statuses', offset: 20 })
    const params = sentUrl().searchParams
    expect(sentUrl().pathname).toBe('/api/v2/search')
    expect(params.get('q')).toBe('cofe')
    expect(params.get('type')).toBe('statuses')
    expect(params.has('following')).toBe(false)
    expect(params.get('resolve')).toBe('true')
    expect(params.get('limit')).toBe('20')
    expect(params.get('offset')).toBe('20')
  })

  it('sends following only as the following filter', async () => {
    fetchMock.mockResolvedValue(json({ accounts: [], statuses: [], hashtags: [] }))
    await search({ q: 'bob', type: 'accounts', following: true })
    expect(sentUrl().searchParams.get('following')).toBe('true')
    expect(sentUrl().searchParams.get('type')).toBe('accounts')
  })

  it('trims every kind to the limit (s2 §5) and reads hashtags with their history', async () => {
    const statuses = [1, 2, 3].map((n) => ({ id: `s${n}`, account: { id: 'u', acct: 'u' } }))
    fetchMock.mockResolvedValue(
      json({
        accounts: [
          { id: 'a', acct: 'a' },
          { id: 'b', acct: 'b' },
          { id: 'c', acct: 'c' },
        ],
        statuses,
        hashtags: [
          {
            name: 'cofe',
            url: 'https://i.test/tag/cofe',
            history: [{ day: '1700000000', uses: '7', accounts: '3' }],
          },
          'tea',
          'x',
        ],
      }),
    )
    const result = await search({ q: 'cofe', limit: 2 })
    expect(result.users.map((u) => u.id)).toEqual(['a', 'b'])
    expect(result.statusIds).toEqual(['s1', 's2'])
    expect(result.hashtags).toEqual([
      {
        name: 'cofe',
        url: 'https://i.test/tag/cofe',
        history: [{ day: '1700000000', uses: 7, accounts: 3 }],
      },
      { name: 'tea', url: '', history: [] },
    ])
  })
})
