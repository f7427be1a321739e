import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetSession } from '../../state/testing'
import { fetchPeople } from './people'

describe('fetchPeople (s2 §7 "Accounts" following / followers)', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    resetSession({ server: 'https://i.test', token: null })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('asks 20 with relationships and pages by the Link header', async () => {
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

  it('leaves max_id out for the first page', async () => {
    fetchMock.mockResolvedValue(new Response('[]', { status: 200 }))
    const page = await fetchPeople('following', 'b1', null)
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]))
    expect(url.pathname).toBe('/api/v1/accounts/b1/following')
    expect(url.searchParams.has('max_id')).toBe(false)
    expect(page).toEqual({ ids: [], batch: { statuses: [], users: [] }, links: {} })
  })
})
