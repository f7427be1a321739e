// Stand-alone mode (issue 13): only the client build, under the stand-alone CSP; no instance.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { HTML_CSP, NON_APP_PREFIXES, STANDALONE_CSP } from './client'
import { buildStandaloneServer } from './standalone'

const dist = mkdtempSync(join(tmpdir(), 'starling-dist-'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Starling</title><div id="root">')
writeFileSync(join(dist, 'app.js'), 'export {}')
const app = buildStandaloneServer({ clientDist: dist })
afterAll(async () => {
  await app.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('the stand-alone server', () => {
  it.each(['/', '/main/public', '/login', '/users/alice'])(
    '%s loads the app with the stand-alone CSP and nothing embedded',
    async (path) => {
      const res = await app.inject(path)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root">')
      expect(res.headers['content-security-policy']).toBe(STANDALONE_CSP)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).not.toContain('initial-results')
    },
  )

  it('lets calls, images and media go to any server, and nothing else changes', () => {
    const directives = STANDALONE_CSP.split('; ')
    expect(directives).toContain("connect-src 'self' http: https: ws: wss:")
    expect(directives).toContain("img-src 'self' data: blob: http: https:")
    expect(directives).toContain("media-src 'self' http: https:")
    const others = (csp: string) =>
      csp.split('; ').filter((d) => !/^(connect|img|media)-src /.test(d))
    expect(others(STANDALONE_CSP)).toEqual(others(HTML_CSP))
    expect(STANDALONE_CSP).not.toContain('unsafe')
  })

  it('serves the built files', async () => {
    const res = await app.inject('/app.js')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('export {}')
  })

  it.each([
    ...NON_APP_PREFIXES.map((prefix) => `${prefix}/x`),
    '/api/v1/instance',
    '/nodeinfo/2.0.json',
    '/.well-known/nodeinfo',
    '/static/config.json',
  ])('%s is no instance path here: 404 JSON', async (url) => {
    const res = await app.inject(url)
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
    expect(JSON.parse(res.body)).toEqual({ error: 'Not found' })
  })

  it('answers other methods, preflights included, 404 without CORS headers', async () => {
    for (const method of ['POST', 'OPTIONS'] as const) {
      const res = await app.inject({ method, url: '/api/v1/apps' })
      expect(res.statusCode).toBe(404)
      expect(res.headers['access-control-allow-origin']).toBeUndefined()
    }
  })
})
