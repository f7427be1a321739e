// CORS as a Pleroma answers it (http/cors.ts: Pleroma's `config :cors_plug` and CORSPlug in its
// endpoint): on every answer of the demo instance, and every preflight answered before any route.
import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from '../app'

const app = buildServer({ now: new Date('2025-05-01T12:00:00.000Z'), clientDist: '/nonexistent' })
afterAll(() => app.close())

const ORIGIN = 'http://127.0.0.1:4001'

describe('CORS on the demo instance', () => {
  it('answers a preflight for a member route 204 with what a cross-origin client may send', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/statuses',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-credentials': 'true',
      'access-control-max-age': '86400',
      'access-control-allow-headers': 'Authorization,Content-Type,Idempotency-Key',
      'access-control-allow-methods': 'POST,PUT,DELETE,GET,PATCH,OPTIONS',
    })
  })

  it('exposes Link, the rate limit headers, X-Request-Id and Idempotency-Key on an answer', async () => {
    const res = await app.inject({ url: '/api/v1/timelines/public', headers: { origin: ORIGIN } })
    expect(res.statusCode).toBe(200)
    expect(res.headers.link).toBeTruthy()
    expect(res.headers['access-control-allow-origin']).toBe('*')
    expect(String(res.headers['access-control-expose-headers']).split(',')).toEqual([
      'Link',
      'X-RateLimit-Reset',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-Request-Id',
      'Idempotency-Key',
    ])
    expect(res.headers['access-control-max-age']).toBeUndefined()
  })

  it.each([
    ['a refused member call', '/api/v1/timelines/home', 403],
    ['an unknown API path', '/api/v1/nope', 404],
    ['a page of the app', '/main/public', 200],
  ])('puts the headers on %s as well', async (_what, url, status) => {
    const res = await app.inject({ url, headers: { origin: ORIGIN } })
    expect(res.statusCode).toBe(status)
    expect(res.headers['access-control-allow-origin']).toBe('*')
    expect(res.headers['access-control-allow-credentials']).toBe('true')
  })
})
