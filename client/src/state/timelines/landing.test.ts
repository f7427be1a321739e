/**
 * The landing timeline's first page (issue 20): read from the page's embedded answer
 * (PLEROMA-API §2.10, Pleroma's Preload Timelines provider) or fetched beside the boot; odd or
 * hostile embedded data never throws or runs anything, and falls back to a normal fetch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { entities } from '../entities'
import { readInitialResults } from '../instance'
import { currentScope } from '../scope'
import { resetScope, resetSession } from '../testing'
import { primeLandingTimeline } from './landing'
import { getTimeline } from './timelineStore'

const { yieldToMain } = vi.hoisted(() => ({ yieldToMain: vi.fn(() => Promise.resolve()) }))
vi.mock('../../lib/yieldToMain', () => ({ yieldToMain }))

const status = (id: string, content = `post ${id}`) => ({
  id,
  uri: `${window.location.origin}/objects/${id}`,
  created_at: '2025-05-01T12:00:00.000Z',
  content,
  visibility: 'public',
  account: { id: 'a1', username: 'alice', acct: 'alice', display_name: 'Alice' },
})

const fetchMock = vi.fn<typeof fetch>()
const fetched = () => fetchMock.mock.calls.map((call) => new URL(String(call[0])))

/** A page whose initial-results element holds `text`. */
function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument()
  const script = doc.createElement('script')
  script.id = 'initial-results'
  script.type = 'application/json'
  script.textContent = text
  doc.head.append(script)
  return doc
}

/** base64 of UTF-8 JSON, as the server encodes each answer. */
const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))

const embedding = (timeline: unknown) =>
  pageWith(JSON.stringify({ '/api/v1/timelines/public': encode(timeline) }))

beforeEach(() => {
  resetSession({ server: window.location.origin, token: null })
  resetScope()
  fetchMock.mockReset()
  fetchMock.mockResolvedValue(new Response(JSON.stringify([status('90')]), { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('primeLandingTimeline', () => {
  it("shows a visitor the embedded page on /main/public with no call, ids in the server's order", async () => {
    await primeLandingTimeline('/main/public', embedding([status('12'), status('11')]))
    expect(fetchMock).not.toHaveBeenCalled()
    const timeline = getTimeline('public')
    expect(timeline.loaded).toBe(true)
    expect(timeline.visibleStatuses).toEqual(['12', '11'])
    expect(entities().getState().statuses['12']?.user).toBe('a1')
    expect(getTimeline('publicAndExternal').loaded).toBe(false)
  })

  it('reads a page of 20 in small tasks: 5 statuses per task, then their normalization', async () => {
    yieldToMain.mockClear()
    const page = Array.from({ length: 20 }, (_, index) => status(String(120 - index)))
    page[7] = 'not a status' as never
    await primeLandingTimeline('/main/public', embedding(page))
    // A yield before each of the four steps of five (the first after decoding the page), and
    // one before normalizing (issue 20).
    expect(yieldToMain).toHaveBeenCalledTimes(5)
    const shown = getTimeline('public').visibleStatuses
    expect(shown).toHaveLength(19)
    expect(shown[0]).toBe('120')
    expect(shown.at(-1)).toBe('101')
    expect(shown).not.toContain('113')
  })

  it('takes the embedded page as the whole known network on /main/all', async () => {
    await primeLandingTimeline('/main/all/', embedding([status('12')]))
    expect(getTimeline('publicAndExternal').visibleStatuses).toEqual(['12'])
    expect(getTimeline('public').loaded).toBe(false)
  })

  it('fetches the first page beside the boot when nothing is embedded', async () => {
    await primeLandingTimeline('/main/public', document.implementation.createHTMLDocument())
    const [url] = fetched()
    expect(url?.pathname).toBe('/api/v1/timelines/public')
    expect(url?.searchParams.get('local')).toBe('true')
    expect(url?.searchParams.get('limit')).toBe('20')
    expect(getTimeline('public').visibleStatuses).toEqual(['90'])
    // The page compares its own query with this one and fetches again when they differ.
    expect(currentScope().fetchSignatures.get('public')).toBeDefined()
  })

  it.each([
    ['not JSON', '{"/api/v1/timelines/public": '],
    ['not base64', JSON.stringify({ '/api/v1/timelines/public': '%%%' })],
    ['base64 of no JSON', JSON.stringify({ '/api/v1/timelines/public': btoa('<script>') })],
    ['an object, not a list', JSON.stringify({ '/api/v1/timelines/public': encode({ id: '1' }) })],
    ['a list of no statuses', JSON.stringify({ '/api/v1/timelines/public': encode([1, null]) })],
    ['a number', JSON.stringify({ '/api/v1/timelines/public': 7 })],
    ['a list at the top', JSON.stringify([encode([status('12')])])],
  ])('falls back to a normal fetch when the embedded data is %s', async (_, text) => {
    await expect(primeLandingTimeline('/main/public', pageWith(text))).resolves.toBeUndefined()
    expect(fetched()[0]?.pathname).toBe('/api/v1/timelines/public')
    expect(getTimeline('public').visibleStatuses).toEqual(['90'])
  })

  it('keeps hostile content as text for the sanitizer, runs nothing and pollutes nothing', async () => {
    const hostile = '<img src=x onerror="window.__ran=1"><script>window.__ran=2</script>'
    const timeline = JSON.stringify(encode([status('12', hostile)]))
    const proto = JSON.stringify(encode({ polluted: true }))
    const doc = pageWith(`{"__proto__": ${proto}, "/api/v1/timelines/public": ${timeline}}`)
    await primeLandingTimeline('/main/public', doc)
    expect(getTimeline('public').visibleStatuses).toEqual(['12'])
    expect(window).not.toHaveProperty('__ran')
    expect({}).not.toHaveProperty('polluted')
    const answers = readInitialResults(doc)
    expect(Object.getPrototypeOf(answers)).toBeNull()
    expect(Object.keys(answers)).toContain('__proto__')
  })

  it('leaves the embedded (visitor) page out for someone signed in, and other paths alone', async () => {
    resetSession({ server: window.location.origin, token: 't', userId: 'me' })
    resetScope()
    await primeLandingTimeline('/main/public', embedding([status('12')]))
    await primeLandingTimeline('/notice/12', embedding([status('12')]))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(getTimeline('public').loaded).toBe(false)
  })

  it("fetches a signed-in person's home on /main/friends", async () => {
    resetSession({ server: window.location.origin, token: 't', userId: 'me' })
    resetScope()
    await primeLandingTimeline('/main/friends', embedding([status('12')]))
    expect(fetched()[0]?.pathname).toBe('/api/v1/timelines/home')
    expect(getTimeline('friends').visibleStatuses).toEqual(['90'])
  })

  it('leaves a failed fetch to the page', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":"nope"}', { status: 401 }))
    await expect(primeLandingTimeline('/main/public', pageWith(''))).resolves.toBeUndefined()
    expect(getTimeline('public').loaded).toBe(false)
  })
})
