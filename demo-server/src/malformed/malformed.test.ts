import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { mixIn, registerMalformed } from './index'

const good = (id: string) => ({ id, account: { id: 'A1', acct: 'alice' }, content: '<p>hi</p>' })

describe('malformed mode', () => {
  it('keeps every good status in order and mixes in odd and unusable items', () => {
    const page = ['E', 'D', 'C', 'B', 'A', '9'].map(good)
    const mixed = mixIn(page, true)
    const kept = mixed.filter(
      (item): item is { id: string } =>
        typeof item === 'object' &&
        item !== null &&
        page.some((g) => g.id === (item as { id?: unknown }).id),
    )
    expect(kept.map((s) => s.id)).toEqual(['E', 'D', 'C', 'B', 'A', '9'])
    expect(mixed).toHaveLength(8)
    expect(mixed[1]).toBeNull()
    expect(kept[2]).toMatchObject({ created_at: 'not-a-date', visibility: 'unknown_enum_value' })
  })

  it('rewrites the public timeline, contexts and profiles, keeping their headers', async () => {
    const app = Fastify()
    registerMalformed(app)
    app.get('/api/v1/timelines/public', async (_req, reply) => {
      reply.header('Link', '<http://x/api/v1/timelines/public?max_id=9>; rel="next"')
      return [good('E')]
    })
    app.get('/api/v1/statuses/:id/context', async () => ({
      ancestors: [good('E')],
      descendants: [],
    }))
    app.get('/api/v1/instance', async () => ({ title: 'demo' }))
    const timeline = await app.inject('/api/v1/timelines/public?local=true')
    expect(timeline.json()).toEqual([good('E'), null])
    expect(timeline.headers.link).toContain('max_id=9')
    const context = await app.inject('/api/v1/statuses/E/context')
    expect(context.json()).toEqual({ ancestors: [good('E'), null], descendants: [] })
    expect((await app.inject('/api/v1/instance')).json()).toEqual({ title: 'demo' })
    await app.close()
  })
})
