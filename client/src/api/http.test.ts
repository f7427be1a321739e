import * as z from 'zod/mini'
import {
  ApiError,
  BadResponseError,
  NetworkError,
  parseLinkHeader,
  request,
  requestAhead,
} from './http'
import { signOut } from '../state/session'
import { resetSession } from '../state/testing'

const anything = z.unknown()

function answer(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  })
}

describe('parseLinkHeader (PLEROMA-API §1.9)', () => {
  it('reads next max_id and prev min_id from Pleroma’s header', () => {
    const header =
      '<https://x.test/api/v1/timelines/home?limit=20&max_id=AB1>; rel="next", ' +
      '<https://x.test/api/v1/timelines/home?limit=20&min_id=AB9>; rel="prev"'
    expect(parseLinkHeader(header)).toEqual({ next: { max_id: 'AB1' }, prev: { min_id: 'AB9' } })
  })

  it('is robust to order, spacing, unquoted rel, since_id and parts without rel', () => {
    const header =
      '<https://x.test/a?since_id=9>;rel=prev ,  <https://x.test/a?max_id=3> ; rel="next",<https://x.test/other>'
    expect(parseLinkHeader(header)).toEqual({ next: { max_id: '3' }, prev: { since_id: '9' } })
  })

  it('gives no links for a missing or empty header', () => {
    expect(parseLinkHeader(null)).toEqual({})
    expect(parseLinkHeader('')).toEqual({})
  })
})

describe('request', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    resetSession({ server: 'https://instance.test', token: 'secret' })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    resetSession({ token: null })
  })

  function sentHeaders(call = 0): Record<string, string> {
    const init = fetchMock.mock.calls[call]?.[1]
    return (init?.headers ?? {}) as Record<string, string>
  }

  it('attaches the bearer token to the instance origin only', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer({})))
    await request('/api/v1/timelines/home', { schema: anything })
    await request('https://elsewhere.test/.well-known/nodeinfo', { schema: anything })
    expect(sentHeaders(0).Authorization).toBe('Bearer secret')
    expect(sentHeaders(1).Authorization).toBeUndefined()
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin')
    await request('/static/config.json', { schema: anything, anonymous: true })
    expect(sentHeaders(2).Authorization).toBeUndefined()
  })

  it("takes the answer of the early script's request of the same call with the same token, once", async () => {
    const home = 'https://instance.test/api/v1/timelines/home?limit=20&with_muted=true'
    fetchMock.mockResolvedValueOnce(
      answer([{ id: 'early' }], {
        headers: { Link: '<https://instance.test/x?max_id=7>; rel="next"' },
      }),
    )
    requestAhead(home, 'Bearer secret')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]?.[0]).toBe(home)
    expect(sentHeaders(0)).toEqual({ Accept: 'application/json', Authorization: 'Bearer secret' })
    const query = { limit: 20, with_muted: true }
    const first = await request('/api/v1/timelines/home', { schema: anything, query })
    expect(first).toMatchObject({ data: [{ id: 'early' }], links: { next: { max_id: '7' } } })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    fetchMock.mockResolvedValue(answer([{ id: 'own' }]))
    expect((await request('/api/v1/timelines/home', { schema: anything, query })).data).toEqual([
      { id: 'own' },
    ])
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it("leaves the early script's answer to another token or another call", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer([])))
    requestAhead(
      'https://instance.test/api/v1/timelines/home?limit=20&with_muted=true',
      'Bearer old',
    )
    await request('/api/v1/timelines/home', {
      schema: anything,
      query: { limit: 20, with_muted: true },
    })
    await request('/api/v1/timelines/home', { schema: anything, query: { limit: 20 } })
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it("takes a visitor's early answer only for a call without a token, and none after sign-out", async () => {
    const status = 'https://instance.test/api/v1/statuses/7'
    fetchMock.mockResolvedValueOnce(answer({ id: 'early' }))
    requestAhead(status, null)
    expect(sentHeaders(0)).toEqual({ Accept: 'application/json' })
    fetchMock.mockImplementation(() => Promise.resolve(answer({ id: 'own' })))
    expect((await request('/api/v1/statuses/7', { schema: anything })).data).toEqual({
      id: 'own',
    })
    resetSession({ server: 'https://instance.test', token: null })
    expect((await request('/api/v1/statuses/7', { schema: anything })).data).toEqual({
      id: 'early',
    })
    requestAhead(`${status}/context`, null)
    signOut()
    await request('/api/v1/statuses/7/context', { schema: anything })
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })

  it('sends arrays Pleroma-style and skips undefined values', async () => {
    fetchMock.mockResolvedValue(answer([]))
    await request('/api/v1/notifications', {
      schema: anything,
      query: { include_types: ['mention', 'favourite'], max_id: undefined, limit: 20 },
    })
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]))
    expect(url.searchParams.getAll('include_types[]')).toEqual(['mention', 'favourite'])
    expect(url.searchParams.has('max_id')).toBe(false)
    expect(url.searchParams.get('limit')).toBe('20')
  })

  it('returns the parsed data and the page links', async () => {
    fetchMock.mockResolvedValue(
      answer([{ id: 1 }], { headers: { Link: '<https://instance.test/x?max_id=7>; rel="next"' } }),
    )
    const res = await request('/x', { schema: z.array(z.object({ id: z.number() })) })
    expect(res.data).toEqual([{ id: 1 }])
    expect(res.links).toEqual({ next: { max_id: '7' } })
  })

  it('throws ApiError with status, body, request and the spec message', async () => {
    fetchMock.mockResolvedValue(answer({ error: 'Record not found' }, { status: 404 }))
    const error = await request('/api/v1/statuses/1', { schema: anything }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('404 {"error":"Record not found"}')
    expect(error.status).toBe(404)
    expect(error.serverMessage).toBe('Record not found')
    expect(error.request).toEqual({ method: 'GET', url: 'https://instance.test/api/v1/statuses/1' })
  })

  it('throws BadResponseError when a 2xx answer does not fit the schema', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html><html></html>'))
    const error = await request('/api/v1/statuses/1', { schema: z.object({}) }).catch((e) => e)
    expect(error).toBeInstanceOf(BadResponseError)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(200)
  })

  it('throws NetworkError when fetch itself fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(request('/api/v1/instance', { schema: anything })).rejects.toBeInstanceOf(
      NetworkError,
    )
  })

  it('url-encodes form bodies', async () => {
    fetchMock.mockResolvedValue(answer({}))
    await request('/api/v1/statuses', {
      method: 'POST',
      schema: anything,
      form: { status: 'hi', media_ids: ['1', '2'] },
    })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(String(init?.body)).toBe('status=hi&media_ids%5B%5D=1&media_ids%5B%5D=2')
    expect(init?.method).toBe('POST')
  })
})
