// The start-up answers embedded in the demo's page as a Pleroma embeds them (PLEROMA-API §2.10).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from './app'
import { authConfigFromEnv } from './auth/config'
import { XSS_VECTORS } from './seed/hostile'
import { HTML_CSP, SERVER_META_PLACEHOLDER, withInitialResults } from './web/client'

const PAGE =
  '<!doctype html><html><head><title>Starling</title><!--server-generated-meta--></head><body><div id="root"></div></body></html>'
const PATHS = [
  '/api/v1/instance',
  '/api/pleroma/frontend_configurations',
  '/nodeinfo/2.0.json',
  '/instance/panel.html',
]
const TIMELINE = '/api/v1/timelines/public'
const now = new Date('2025-05-01T12:00:00.000Z')
const dist = mkdtempSync(join(tmpdir(), 'starling-dist-'))
writeFileSync(join(dist, 'index.html'), PAGE)
const config = authConfigFromEnv({})
const app = buildServer({ now, clientDist: dist, authConfig: config })
const hostile = buildServer({ now, clientDist: dist, hostile: true })
afterAll(async () => {
  await app.close()
  await hostile.close()
  rmSync(dist, { recursive: true, force: true })
})

const OPEN = '<script id="initial-results" type="application/json">'

/** The element's text and the decoded map, read as the client reads them (JSON, then base64). */
function embedded(page: string): Record<string, unknown> {
  const start = page.indexOf(OPEN)
  expect(start).toBeGreaterThan(-1)
  const text = page.slice(start + OPEN.length, page.indexOf('</script>', start))
  const encoded = JSON.parse(text) as Record<string, string>
  return Object.fromEntries(
    Object.entries(encoded).map(([path, value]) => [
      path,
      JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown,
    ]),
  )
}

/** What `path` answers itself: parsed JSON, the panel as its HTML text. */
async function answer(server: typeof app, path: string, host?: string): Promise<unknown> {
  const res = await server.inject({ url: path, headers: host ? { host } : {} })
  expect(res.statusCode).toBe(200)
  return path.endsWith('.html') ? res.body : JSON.parse(res.body)
}

describe('the page of a front-end route', () => {
  it.each(['/', '/main/public', '/users/alice', '/notice/abc'])(
    '%s carries the four start-up answers and the local timeline, each exactly what its path answers',
    async (path) => {
      const res = await app.inject(path)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-security-policy']).toBe(HTML_CSP)
      const found = embedded(res.body)
      expect(Object.keys(found).sort()).toEqual([...PATHS, TIMELINE].sort())
      for (const p of PATHS) expect(found[p]).toEqual(await answer(app, p))
      expect(typeof found['/instance/panel.html']).toBe('string')
      // Pleroma's Preload Timelines provider: this instance's statuses, as a visitor reads them.
      expect(found[TIMELINE]).toEqual(await answer(app, `${TIMELINE}?local=true`))
    },
  )

  it('/main/all carries the whole known network, 20 statuses as a visitor reads them', async () => {
    const found = embedded((await app.inject('/main/all')).body)
    const timeline = found[TIMELINE] as unknown[]
    expect(timeline).toHaveLength(20)
    expect(timeline).toEqual(await answer(app, TIMELINE))
    expect(timeline).not.toEqual(await answer(app, `${TIMELINE}?local=true`))
  })

  it('is sent gzip to a browser that accepts it (as a Pleroma behind its nginx set-up)', async () => {
    const res = await app.inject({ url: '/main/public', headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(embedded(gunzipSync(res.rawPayload).toString('utf8'))).toHaveProperty([TIMELINE])
  })

  it("puts the element in place of the page's placeholder comment, the rest unchanged", async () => {
    const body = (await app.inject('/main/public')).body
    expect(body.indexOf(OPEN)).toBeLessThan(body.indexOf('</head>'))
    expect(body.replace(/<script id="initial-results"[^]*?<\/script>/, '')).toBe(
      PAGE.replace(SERVER_META_PLACEHOLDER, ''),
    )
  })

  it("fills in the request's host, as the answers themselves do", async () => {
    const res = await app.inject({ url: '/', headers: { host: 'birds.test:8443' } })
    const found = embedded(res.body)
    const instance = found['/api/v1/instance'] as { uri: string }
    expect(instance.uri).toBe('birds.test:8443')
    expect(found['/nodeinfo/2.0.json']).toEqual(
      await answer(app, '/nodeinfo/2.0.json', 'birds.test:8443'),
    )
  })

  it('follows the switches per request (registration closed, a private instance)', async () => {
    config.registrationsOpen = false
    config.privateInstance = true
    try {
      const found = embedded((await app.inject('/main/public')).body)
      expect((found['/api/v1/instance'] as { registrations: boolean }).registrations).toBe(false)
      const info = found['/nodeinfo/2.0.json'] as { metadata: { private: boolean } }
      expect(info.metadata.private).toBe(true)
      expect(found['/api/v1/instance']).toEqual(await answer(app, '/api/v1/instance'))
      expect(found).not.toHaveProperty([TIMELINE])
    } finally {
      Object.assign(config, authConfigFromEnv({}))
    }
  })

  it('a HEAD of a front-end route answers 200 without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/main/public' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('')
  })
})

describe('a page without the placeholder', () => {
  it('gets no answers, as on Pleroma', () => {
    const bare = PAGE.replace(SERVER_META_PLACEHOLDER, '')
    expect(withInitialResults(bare, { '/x': '{"a":1}' })).toBe(bare)
  })
})

describe('no answer breaks out of the element', () => {
  it('the hostile instance: one data block, every answer decodes to its route', async () => {
    const body = (await hostile.inject('/tag/xsstest')).body
    expect(body.match(/<script/g)).toHaveLength(1)
    expect(body.match(/<\/script>/g)).toHaveLength(1)
    const found = embedded(body)
    for (const p of PATHS) expect(found[p]).toEqual(await answer(hostile, p))
  })

  it('every XSS vector in an answer stays inside it (base64)', () => {
    const page = withInitialResults(PAGE, { '/x': JSON.stringify(XSS_VECTORS) })
    expect(page.match(/<\/script>/g)).toHaveLength(1)
    expect(page.match(/<script/g)).toHaveLength(1)
    expect(embedded(page)).toEqual({ '/x': XSS_VECTORS })
  })
})
