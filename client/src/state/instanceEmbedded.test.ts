/**
 * The embedded answers of a Pleroma page are read in small tasks (issue 20): each is decoded and
 * checked after a yield to the browser of its own, not all four in one task.
 */
import { yieldToMain } from '../lib/yieldToMain'
import { bootInstance, instanceStore } from './instance'
import { resetSession } from './testing'

vi.mock('../lib/yieldToMain', () => ({ yieldToMain: vi.fn(() => Promise.resolve()) }))

/** base64 of the UTF-8 JSON of `value`, as Pleroma embeds it. */
const embed = (value: unknown) => btoa(JSON.stringify(value))

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
  )
  vi.stubGlobal('requestIdleCallback', () => 0)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  resetSession({ server: window.location.origin, token: null })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

it('checks each embedded answer in a task of its own', async () => {
  const doc = document.implementation.createHTMLDocument()
  const script = doc.createElement('script')
  script.id = 'initial-results'
  script.textContent = JSON.stringify({
    '/api/v1/instance': embed({ title: 'Embedded', version: '2.7.2 (compatible; Pleroma 2.9.1)' }),
    '/nodeinfo/2.0.json': embed({ software: { name: 'pleroma', version: '2.9.1' } }),
    '/api/pleroma/frontend_configurations': embed({ pleroma_fe: { theme: 'x' } }),
    '/instance/panel.html': embed('<p>Panel</p>'),
  })
  doc.body.append(script)
  vi.mocked(yieldToMain).mockClear()
  await bootInstance(doc)
  expect(instanceStore.getState().config.name).toBe('Embedded')
  // One yield once the page's answers are read, then one before each of the four is checked.
  expect(yieldToMain).toHaveBeenCalledTimes(5)
})
