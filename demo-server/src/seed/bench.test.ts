import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from '../app'
import { bearer, createApp, passwordGrant } from '../testing/auth'
import { BENCH_STATUS_COUNT, BENCH_USERNAME } from './bench'

const now = new Date('2025-05-01T12:00:00.000Z')
const app = buildServer({ now, bench: true })
const plain = buildServer({ now })
afterAll(async () => {
  await app.close()
  await plain.close()
})

async function benchToken(): Promise<string> {
  const grant = await passwordGrant(app, await createApp(app), BENCH_USERNAME, 'starling')
  expect(grant.statusCode).toBe(200)
  return (grant.json() as { access_token: string }).access_token
}

describe('benchmark seed (STARLING_BENCH=1)', () => {
  it('lets bench sign in and read 2,000 statuses of benchfeed in its home, newest first', async () => {
    const token = await benchToken()
    const seen: { id: string; content: string; account: { acct: string } }[] = []
    let maxId = ''
    while (seen.length < BENCH_STATUS_COUNT + 1) {
      const query = `limit=40${maxId ? `&max_id=${maxId}` : ''}`
      const res = await app.inject({
        url: `/api/v1/timelines/home?${query}`,
        headers: bearer(token),
      })
      const page = res.json() as typeof seen
      if (page.length === 0) break
      seen.push(...page)
      maxId = page.at(-1)?.id ?? ''
    }
    expect(seen).toHaveLength(BENCH_STATUS_COUNT)
    expect(new Set(seen.map((status) => status.account.acct))).toEqual(new Set(['benchfeed']))
    expect(seen[0]?.content).toContain(`No. ${BENCH_STATUS_COUNT}:`)
    expect(seen.at(-1)?.content).toContain('No. 1:')
  })

  it('writes the same texts on every run', async () => {
    const again = buildServer({ now, bench: true })
    const read = async (server: typeof app) => {
      const grant = await passwordGrant(server, await createApp(server), BENCH_USERNAME, 'starling')
      const token = (grant.json() as { access_token: string }).access_token
      const res = await server.inject({ url: '/api/v1/timelines/home', headers: bearer(token) })
      return (res.json() as { content: string }[]).map((status) => status.content)
    }
    expect(await read(again)).toEqual(await read(app))
    await again.close()
  })

  it('is absent without the switch', async () => {
    const grant = await passwordGrant(plain, await createApp(plain), BENCH_USERNAME, 'starling')
    expect(grant.statusCode).toBe(400)
  })
})
