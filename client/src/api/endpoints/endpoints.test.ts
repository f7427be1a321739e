import { lookupAccount } from './accounts'
import { fetchNodeinfo } from './instance'
import { fetchPeople } from './people'
import { fetchTimeline, timelineEndpoint } from './timelines'
import { resetSession } from '../../state/testing'

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers })
}

describe('timeline endpoints (DECISIONS.md "Calls")', () => {
  it('maps every kind to its path', () => {
    expect(timelineEndpoint('public', {})).toEqual({
      path: '/api/v1/timelines/public',
      query: { local: true },
    })
    expect(timelineEndpoint('publicAndExternal', {}).path).toBe('/api/v1/timelines/public')
    expect(timelineEndpoint('friends', {}).path).toBe('/api/v1/timelines/home')
    expect(timelineEndpoint('dms', {}).path).toBe('/api/v1/timelines/direct')
    expect(timelineEndpoint('tag', { tag: 'café' }).path).toBe('/api/v1/timelines/tag/caf%C3%A9')
    expect(timelineEndpoint('list', { listId: '7' }).path).toBe('/api/v1/timelines/list/7')
    expect(timelineEndpoint('favorites', {}).path).toBe('/api/v1/favourites')
    expect(timelineEndpoint('bookmarks', {}).path).toBe('/api/v1/bookmarks')
    expect(timelineEndpoint('pinned', { userId: 'u' })).toEqual({
      path: '/api/v1/accounts/u/statuses',
      query: { pinned: true },
    })
    expect(() => timelineEndpoint('user', {})).toThrow(TypeError)
  })
})

describe('calls over a mocked fetch', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    resetSession({ server: 'https://i.test', token: null })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('fetches a page with the spec query and returns ids, batch and links', async () => {
    fetchMock.mockResolvedValue(
      json([{ id: 'b', account: { id: 'u' }, reblog: { id: 'a', account: { id: 'v' } } }], 200, {
        Link: '<https://i.test/api/v1/timelines/home?max_id=b>; rel="next"',
      }),
    )
    const page = await fetchTimeline('friends', { reply_visibility: 'all', since_id: '1' })
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]))
    expect(url.searchParams.get('limit')).toBe('20')
    expect(url.searchParams.get('since_id')).toBe('1')
    expect(url.searchParams.has('reply_visibility')).toBe(false)
    expect(page.ids).toEqual(['b'])
    expect(page.batch.statuses.map((s) => s.id).sort()).toEqual(['a', 'b'])
    expect(page.links.next?.max_id).toBe('b')
  })

  it('asks followers 20 at a time with relationships, paged by the Link header (s2 §7)', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify([
          { id: 'u2', acct: 'carol', pleroma: { relationship: { id: 'u2', followed_by: true } } },
          { id: 'u1', acct: 'dave@remote.example' },
        ]),
        {
          status: 200,
          headers: {
            Link: '<https://i.test/api/v1/accounts/b%2F1/followers?max_id=u1&limit=20>; rel="next", <https://i.test/api/v1/accounts/b%2F1/followers?since_id=u2>; rel="prev"',
          },
        },
      ),
    )
    const page = await fetchPeople('followers', 'b/1', 'u9')
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]))
    expect(url.pathname).toBe('/api/v1/accounts/b%2F1/followers')
    expect(url.searchParams.get('limit')).toBe('20')
    expect(url.searchParams.get('with_relationships')).toBe('true')
    expect(url.searchParams.get('max_id')).toBe('u9')
    expect(page.ids).toEqual(['u2', 'u1'])
    expect(page.links.next?.max_id).toBe('u1')
    const carol = page.batch.users.find((user) => user.id === 'u2')
    expect(carol?.relationship?.followed_by).toBe(true)
  })

  it('asks the first page of followees without max_id', async () => {
    fetchMock.mockResolvedValue(new Response('[]', { status: 200 }))
    const page = await fetchPeople('following', 'b1', null)
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]))
    expect(url.pathname).toBe('/api/v1/accounts/b1/following')
    expect(url.searchParams.has('max_id')).toBe(false)
    expect(page).toEqual({ ids: [], batch: { statuses: [], users: [] }, links: {} })
  })

  it('falls back to the name as id when lookup answers 404 (s2 §7)', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ error: "Can't find user" }, 404))
      .mockResolvedValueOnce(json({ id: '9', acct: 'bob' }))
    const { user } = await lookupAccount('@bob')
    expect(user.screen_name).toBe('bob')
    expect(new URL(String(fetchMock.mock.calls[1]?.[0])).pathname).toBe('/api/v1/accounts/bob')
  })

  it('follows the well-known nodeinfo link on the instance origin', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json({
          links: [
            {
              rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
              href: 'https://other.test/nodeinfo/2.1.json',
            },
          ],
        }),
      )
      .mockResolvedValueOnce(json({ software: { name: 'pleroma', version: '2.7.0' } }))
    const info = await fetchNodeinfo()
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('https://i.test/nodeinfo/2.1.json')
    expect(info.software?.name).toBe('pleroma')
  })
})
