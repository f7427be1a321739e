import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from './app'
import { HTML_CSP } from './web/client'

const dist = mkdtempSync(join(tmpdir(), 'starling-dist-'))
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><title>Starling</title><div id="root"></div>',
)
writeFileSync(join(dist, 'app.js'), 'export {}')
const app = buildServer({ now: new Date('2025-05-01T12:00:00.000Z'), clientDist: dist })
const bare = buildServer({
  now: new Date('2025-05-01T12:00:00.000Z'),
  clientDist: join(dist, 'missing'),
})
afterAll(async () => {
  await app.close()
  await bare.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('client and SPA fallback', () => {
  it.each(['/', '/main/public', '/notice/abc', '/users/alice', '/tag/birds'])(
    '%s loads the app with a strict CSP',
    async (path) => {
      const res = await app.inject(path)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root">')
      expect(res.headers['content-security-policy']).toBe(HTML_CSP)
      expect(HTML_CSP).not.toContain('unsafe-inline')
    },
  )

  it('serves the built files themselves', async () => {
    const res = await app.inject('/app.js')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('export {}')
  })

  it('answers unknown API paths with JSON 404 as Pleroma', async () => {
    const res = await app.inject('/api/v1/nope')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
    expect(JSON.parse(res.body)).toEqual({ error: 'Not implemented' })
    const post = await app.inject({ method: 'POST', url: '/api/v1/nope' })
    expect(JSON.parse(post.body)).toEqual({ errors: { detail: 'Page not found' } })
    expect((await app.inject('/media/nope.svg')).statusCode).toBe(404)
  })

  it('ignores a trailing slash on API paths and answers OPTIONS with 204', async () => {
    expect((await app.inject('/api/v1/instance/')).statusCode).toBe(200)
    expect((await app.inject({ method: 'OPTIONS', url: '/api/v1/instance' })).statusCode).toBe(204)
  })

  it('tells how to build the client when the build is missing', async () => {
    const res = await bare.inject('/')
    expect(res.body).toContain('npm run build')
  })
})
