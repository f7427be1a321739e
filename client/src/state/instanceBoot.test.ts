/**
 * bootInstance across servers (issue 13): which start-up calls each kind of server gets,
 * `isInstance` for stand-alone detection, and a second boot for another origin.
 */
import { bootInstance, instanceStore, supports } from './instance'
import { loadKnownDomains } from './knownDomains'
import { resetSession } from './testing'
import { markStarted } from '../lib/whenIdle'

/** The Pleroma-only calls of the start-up itself. */
const PLEROMA_START = [
  '/api/pleroma/frontend_configurations',
  '/instance/panel.html',
  '/static/config.json',
]
/** The Pleroma-only files asked once the browser is idle after the start-up (issue 20). */
const PLEROMA_FILES = [
  '/static/terms-of-service.html',
  '/static/stickers.json',
  '/static/styles.json',
  '/api/pleroma/emoji.json',
]
const PLEROMA_ONLY = [...PLEROMA_START, ...PLEROMA_FILES]

const pleroma = {
  version: '2.7.2 (compatible; Pleroma 2.9.1)',
  title: 'Pleroma here',
  urls: { streaming_api: 'wss://p.test' },
  pleroma: { metadata: { features: ['pleroma_chat_messages'] } },
}
const gotosocial = {
  version: '0.19.2+git-90851fc',
  title: 'GTS',
  urls: { streaming_api: 'wss://g.test' },
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status })
}

const fetchMock = vi.fn<typeof fetch>()
const asked = () => fetchMock.mock.calls.map((c) => new URL(String(c[0])).href)
const paths = () => asked().map((href) => new URL(href).pathname)

/** Serves `documents` by path; anything else is `fallback` (404 JSON by default). */
function serve(
  documents: Record<string, () => Response>,
  fallback = () => json({ error: 'Not found' }, 404),
) {
  fetchMock.mockImplementation((input) => {
    const answer = documents[new URL(String(input)).pathname]
    return Promise.resolve((answer ?? fallback)())
  })
}

/** The idle callbacks asked for (the instance's files wait for one). */
let idle: (() => void)[] = []

beforeEach(() => {
  // The app's first screen is committed: the files wait only for an idle period.
  markStarted()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  idle = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.splice(handle - 1, 1))
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  resetSession({ server: 'https://p.test', token: null })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('bootInstance: Pleroma-only calls only where the server answers them', () => {
  it('asks a Pleroma for its start-up files, and for the rest once the app started and the browser is idle', async () => {
    serve({
      '/api/v1/instance': () => json(pleroma),
      '/static/terms-of-service.html': () => new Response('<p>Be kind</p>'),
    })
    await bootInstance(document.implementation.createHTMLDocument())
    expect(paths()).toEqual(expect.arrayContaining(PLEROMA_START))
    expect(paths().filter((p) => PLEROMA_FILES.includes(p))).toEqual([])
    expect(instanceStore.getState().config).toMatchObject({ name: 'Pleroma here', tos: null })
    expect(idle).toHaveLength(1)
    idle[0]?.()
    await vi.waitFor(() => expect(instanceStore.getState().config.tos).toBe('<p>Be kind</p>'))
    expect(paths()).toEqual(expect.arrayContaining(PLEROMA_FILES))
    expect(instanceStore.getState().config.name).toBe('Pleroma here')
  })

  it("asks nothing of the previous boot's files once another boot has started", async () => {
    serve({ '/api/v1/instance': () => json(pleroma) })
    await bootInstance(document.implementation.createHTMLDocument())
    resetSession({ server: 'https://g.test', token: null })
    serve({ '/api/v1/instance': () => json(gotosocial) })
    await bootInstance(document.implementation.createHTMLDocument())
    expect(idle).toEqual([])
    expect(paths().filter((p) => PLEROMA_FILES.includes(p))).toEqual([])
  })

  it('asks GoToSocial nothing of Pleroma, and streams from its urls.streaming_api', async () => {
    resetSession({ server: 'https://g.test', token: null })
    serve({ '/api/v1/instance': () => json(gotosocial) })
    await bootInstance(document.implementation.createHTMLDocument())
    expect(paths().filter((p) => PLEROMA_ONLY.includes(p))).toEqual([])
    expect(instanceStore.getState().config.streamingApi).toBe('wss://g.test')
    expect(supports('streaming')).toBe(true)
  })

  it("starts them with the first calls when the page embeds a Pleroma's instance", async () => {
    resetSession({ server: window.location.origin, token: null })
    const doc = document.implementation.createHTMLDocument()
    const script = doc.createElement('script')
    script.id = 'initial-results'
    script.textContent = JSON.stringify({ '/api/v1/instance': btoa(JSON.stringify(pleroma)) })
    doc.body.append(script)
    let release = () => undefined as void
    const held = new Promise<Response>((resolve) => {
      release = () => resolve(json({}))
    })
    fetchMock.mockImplementation(() => held)
    const boot = bootInstance(doc)
    // One round trip: every Pleroma call of the start-up is asked while nodeinfo is still out.
    await vi.waitFor(() => expect(paths()).toEqual(expect.arrayContaining(PLEROMA_START)))
    release()
    await boot
    expect(idle).toHaveLength(1)
  })
})

describe('bootInstance: isInstance (stand-alone detection)', () => {
  it('is false when /api/v1/instance is a 404 and nodeinfo names nothing', async () => {
    serve({})
    await bootInstance(document.implementation.createHTMLDocument())
    expect(instanceStore.getState()).toMatchObject({ isInstance: false, loaded: true })
    expect(paths().filter((p) => PLEROMA_ONLY.includes(p))).toEqual([])
  })

  it('is false when a static host answers with its HTML page (200)', async () => {
    serve({}, () => new Response('<!doctype html><title>Starling</title>', { status: 200 }))
    await bootInstance(document.implementation.createHTMLDocument())
    expect(instanceStore.getState().isInstance).toBe(false)
  })

  it('is true on a network error or a 5xx (a real instance having a bad moment)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await bootInstance(document.implementation.createHTMLDocument())
    expect(instanceStore.getState().isInstance).toBe(true)
    serve({}, () => json({ error: 'Internal server error' }, 502))
    await bootInstance(document.implementation.createHTMLDocument())
    expect(instanceStore.getState().isInstance).toBe(true)
  })

  it('is true when nodeinfo identifies a server although the instance document failed', async () => {
    serve({
      '/nodeinfo/2.0.json': () => json({ software: { name: 'mitra', version: '3.8.0' } }),
    })
    await bootInstance(document.implementation.createHTMLDocument())
    expect(instanceStore.getState().isInstance).toBe(true)
  })
})

describe('bootInstance again for another server', () => {
  it('keeps nothing of the previous server', async () => {
    serve({ '/api/v1/instance': () => json(pleroma) })
    await bootInstance(document.implementation.createHTMLDocument())
    expect(supports('chats')).toBe(true)
    resetSession({ server: 'https://g.test', token: null })
    serve({ '/api/v1/instance': () => json(gotosocial) })
    await bootInstance(document.implementation.createHTMLDocument())
    const { config } = instanceStore.getState()
    expect(config).toMatchObject({ server: 'https://g.test', name: 'GTS' })
    expect(supports('chats')).toBe(false)
  })

  it('lets a boot that ends late change nothing', async () => {
    let answerFirst = (_: Response) => undefined as void
    const held = new Promise<Response>((resolve) => (answerFirst = resolve))
    fetchMock.mockImplementation((input) => {
      const url = new URL(String(input))
      if (url.host === 'p.test')
        return url.pathname === '/api/v1/instance' ? held : Promise.resolve(json({}, 404))
      return Promise.resolve(url.pathname === '/api/v1/instance' ? json(gotosocial) : json({}, 404))
    })
    const first = bootInstance(document.implementation.createHTMLDocument())
    resetSession({ server: 'https://g.test', token: null })
    await bootInstance(document.implementation.createHTMLDocument())
    answerFirst(json(pleroma))
    await first
    expect(instanceStore.getState().config).toMatchObject({ server: 'https://g.test', name: 'GTS' })
  })
})

describe('loadKnownDomains', () => {
  it('asks for the peers with the token and keeps them', async () => {
    resetSession({ server: 'https://g.test', token: 'tok', userId: '1' })
    serve({ '/api/v1/instance/peers': () => json(['a.example']) })
    await loadKnownDomains()
    const init = fetchMock.mock.calls[0]?.[1]
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok')
    expect(instanceStore.getState().config.knownDomains).toEqual(['a.example'])
  })
})
