import { bootInstance, instanceStore, readInitialResults, supports } from './instance'
import { compareVersions, hasFeature, softwareFromVersion } from '../entities/features'
import { resetSession } from './testing'
import { markStarted } from '../lib/whenIdle'

const instance = {
  title: 'Demo',
  max_toot_chars: 700,
  approval_required: true,
  poll_limits: { max_options: 6, max_option_chars: 100, min_expiration: 300, max_expiration: 600 },
  upload_limit: '16000000',
  pleroma: {
    metadata: { features: ['pleroma_chat_messages', 'polls'], federation: { enabled: false } },
  },
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status })
}

describe('bootInstance (s2 §7 Start-up)', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  /** The idle callbacks asked for (the instance's files wait for one). */
  let idle: (() => void)[] = []
  beforeEach(() => {
    // The app's first screen is committed: the files wait only for an idle period.
    markStarted()
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    idle = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    resetSession({ server: 'https://boot.test', token: null })
    warn.mockClear()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('continues when some calls fail, logging each failure', async () => {
    fetchMock.mockImplementation((input) => {
      const path = new URL(String(input)).pathname
      if (path === '/api/v1/instance') return Promise.resolve(json(instance))
      if (path === '/api/pleroma/frontend_configurations') {
        return Promise.resolve(
          json({ pleroma_fe: { theme: 'light', loginMethod: 'token', logoMask: 'no' } }),
        )
      }
      if (path === '/static/config.json')
        return Promise.resolve(json({ theme: 'x', showFeaturesPanel: false }))
      return Promise.reject(new TypeError('Failed to fetch'))
    })
    await bootInstance(document.implementation.createHTMLDocument())
    const { config, loaded } = instanceStore.getState()
    expect(loaded).toBe(true)
    expect(config).toMatchObject({
      name: 'Demo',
      textlimit: 700,
      accountApprovalRequired: true,
      federating: false,
      theme: 'light',
      loginMethod: 'token',
      logoMask: true,
      showFeaturesPanel: false,
      knownDomains: [],
      uploadlimit: { general: 16000000, avatar: null, background: null, banner: null },
      pollLimits: {
        max_options: 6,
        max_option_chars: 100,
        min_expiration: 300,
        max_expiration: 600,
      },
      redirectRootLogin: '/main/friends',
    })
    expect(supports('chats')).toBe(true)
    expect(warn).toHaveBeenCalled()
    for (const run of idle) run()
    await vi.waitFor(() =>
      expect(warn.mock.calls.some((c) => String(c[0]).includes('/static/stickers.json'))).toBe(
        true,
      ),
    )
    expect(instanceStore.getState().isInstance).toBe(true)
  })

  it('keeps every default when everything fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'))
    await bootInstance(document.implementation.createHTMLDocument())
    const { config } = instanceStore.getState()
    expect(config).toMatchObject({
      textlimit: 5000,
      theme: 'pleroma-dark',
      loginMethod: 'password',
      postContentType: 'text/plain',
      subjectLineBehavior: 'email',
      conversationDisplay: 'linear',
      maxDepthInThread: 6,
      redirectRootNoLogin: '/main/all',
      pollLimits: {
        max_options: 4,
        max_option_chars: 255,
        min_expiration: 60,
        max_expiration: 86400,
      },
      server: 'https://boot.test',
    })
  })

  it('uses embedded initial results instead of fetching them', async () => {
    resetSession({ server: window.location.origin, token: null })
    const doc = document.implementation.createHTMLDocument()
    const script = doc.createElement('script')
    script.id = 'initial-results'
    script.type = 'application/json'
    script.textContent = JSON.stringify({ '/api/v1/instance': btoa(JSON.stringify(instance)) })
    doc.body.append(script)
    fetchMock.mockRejectedValue(new TypeError('offline'))
    await bootInstance(doc)
    const asked = fetchMock.mock.calls.map((c) => new URL(String(c[0])).pathname)
    expect(asked).not.toContain('/api/v1/instance')
    expect(asked).toContain('/api/pleroma/frontend_configurations')
    expect(instanceStore.getState().config.textlimit).toBe(700)
  })
})

describe('readInitialResults (PLEROMA-API §2.10)', () => {
  it('decodes each answer as base64 of UTF-8 JSON when it is first read', () => {
    const doc = document.implementation.createHTMLDocument()
    const script = doc.createElement('script')
    script.id = 'initial-results'
    script.type = 'application/json'
    const text = 'Café ☕ and a 🐦'
    const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ text }))))
    script.textContent = JSON.stringify({ '/api/v1/instance': base64, '/broken': '%%%' })
    doc.body.append(script)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const answers = readInitialResults(doc)
    expect(answers['/api/v1/instance']).toEqual({ text })
    expect(warn).not.toHaveBeenCalledWith('Unreadable initial result /broken', expect.anything())
    expect(answers['/broken']).toBeUndefined()
    expect(warn).toHaveBeenCalledWith('Unreadable initial result /broken', expect.anything())
    expect(readInitialResults(doc)).toBe(answers)
    warn.mockRestore()
  })
})

describe('feature table', () => {
  it('compares versions numerically', () => {
    expect(compareVersions('3.10.0', '3.5.0')).toBe(1)
    expect(compareVersions('3.5.0-rc1', '3.5.0')).toBe(0)
    expect(compareVersions('2.8', '3.0.0')).toBe(-1)
  })

  it('reads the software from an instance version string', () => {
    expect(softwareFromVersion('2.7.2 (compatible; Akkoma 3.3.1-0-gaf90a4e51)')).toEqual({
      name: 'akkoma',
      version: '3.3.1-0-gaf90a4e51',
    })
    expect(softwareFromVersion('4.2.0')).toEqual({ name: 'mastodon', version: '4.2.0' })
    expect(softwareFromVersion(undefined)).toBeNull()
  })

  it('grants a feature by metadata name or by software version', () => {
    const mastodon = { features: [], software: { name: 'mastodon', version: '4.0.0' }, shape: [] }
    expect(hasFeature(mastodon, 'editing')).toBe(true)
    expect(hasFeature(mastodon, 'chats')).toBe(false)
    expect(hasFeature({ features: ['quote_posting'], software: null, shape: [] }, 'quotes')).toBe(
      true,
    )
  })
})
