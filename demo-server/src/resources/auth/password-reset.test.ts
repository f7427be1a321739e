import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildServer, postForm, type TestServer } from '../../testing/auth'

let server: TestServer
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2025-01-01T12:00:00Z'))
  server = await buildServer()
})
afterEach(async () => {
  vi.useRealTimers()
  await server.app.close()
})

/** One reset request from a given client address. */
function reset(query: string, remoteAddress = '10.0.0.1') {
  return server.app.inject({ method: 'POST', url: `/auth/password?${query}`, remoteAddress })
}

describe('POST /auth/password (PLEROMA-API §3.7, §1.6)', () => {
  it('answers 204 with an empty body for known and unknown addresses and nicknames', async () => {
    for (const query of [
      'email=alice%40starling.test',
      'email=nobody%40nowhere.test',
      'email=bob',
    ]) {
      const res = await reset(query)
      expect(res.statusCode).toBe(204)
      expect(res.body).toBe('')
    }
  })

  it('throttles the 4th request within a minute from one address, not others', async () => {
    for (let i = 0; i < 3; i++) expect((await reset('email=alice')).statusCode).toBe(204)
    const fourth = await reset('email=alice')
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json()).toEqual({ error: 'Throttled' })
    expect((await reset('email=alice', '10.0.0.2')).statusCode).toBe(204)
    vi.setSystemTime(new Date('2025-01-01T12:01:00Z'))
    expect((await reset('email=alice')).statusCode).toBe(204)
  })

  it('takes the nickname from a form body too', async () => {
    const res = await postForm(server.app, '/auth/password', { nickname: 'alice' })
    expect(res.statusCode).toBe(204)
  })
})
