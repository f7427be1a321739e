import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { socialServer } from '../testing/social'
import type { SocialTestServer } from '../testing/social'

let t: SocialTestServer
beforeAll(async () => {
  t = await socialServer({ STARLING_PRIVATE: '1' })
})
afterAll(() => t.app.close())

describe('STARLING_PRIVATE=1 (a private instance, PLEROMA-API §1.2, §5, §10)', () => {
  it('answers visitors 401 on the public and tag timelines and 403 on search', async () => {
    const timeline = { error: 'authorization required for timeline view' }
    const auth = { error: 'This resource requires authentication.' }
    for (const [url, status, body] of [
      ['/api/v1/timelines/public', 401, timeline],
      ['/api/v1/timelines/public?local=true', 401, timeline],
      ['/api/v1/timelines/tag/birds', 401, timeline],
      ['/api/v2/search?q=alice', 403, auth],
      ['/api/v1/accounts/search?q=alice', 403, auth],
    ] as const) {
      const res = await t.call(null, 'GET', url)
      expect({ url, status: res.statusCode, body: res.json() as unknown }).toEqual({
        url,
        status,
        body,
      })
      expect((await t.call(t.alice, 'GET', url)).statusCode).toBe(200)
    }
  })

  it('refuses a visitor the public stream (401) and lets a member in', async () => {
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws')
    const handshake = (query: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${base}/api/v1/streaming?${query}`)
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
        ws.once('open', () => {
          ws.close()
          resolve(101)
        })
      })
    expect(await handshake('stream=public')).toBe(401)
    expect(await handshake('stream=hashtag&tag=birds')).toBe(401)
    expect(await handshake(`stream=public&access_token=${t.alice.token}`)).toBe(101)
  })

  it('still serves the start-up documents, and nodeinfo says private', async () => {
    expect((await t.call(null, 'GET', '/api/v1/instance')).statusCode).toBe(200)
    const nodeinfo = (await t.call(null, 'GET', '/nodeinfo/2.0.json')).json() as {
      metadata: { private: boolean }
    }
    expect(nodeinfo.metadata.private).toBe(true)
  })
})
