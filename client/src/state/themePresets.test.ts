// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureServer } from '../api/http'
import { ThemeFileError } from '../theme/files'
import { builtinPreset } from '../theme/presets'
import { loadInstancePresets, presetSource } from './themePresets'

const STYLES = {
  classic: [
    'Classic Dark',
    '#161c20',
    '#282e32',
    '#b9b9b9',
    '#baaa9c',
    '#d31014',
    '#0fa00f',
    '#0095ff',
    '#ffa500',
  ],
  ocean: '/static/themes/ocean.json',
  broken: ['Broken', 'red'],
  odd: 42,
}
const OCEAN = {
  _pleroma_theme_version: 2,
  source: { colors: { bg: '#0e2a3b', fg: '#153a50', text: '#d9eef7', link: '#7fd4ff' } },
}

function serve(files: Record<string, unknown>) {
  const fetch = vi.fn((url: URL) => {
    const body = files[url.pathname]
    return Promise.resolve(
      new Response(body === undefined ? 'missing' : JSON.stringify(body), {
        status: body === undefined ? 404 : 200,
      }),
    )
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('instance presets (styles.json)', () => {
  beforeEach(() => configureServer('https://demo.example'))
  afterEach(() => vi.unstubAllGlobals())

  it('lists inline arrays with their colours and URLs without loading them', async () => {
    const fetch = serve({ '/static/styles.json': STYLES, '/static/themes/ocean.json': OCEAN })
    const presets = await loadInstancePresets()
    expect(presets.map((p) => [p.name, p.title])).toEqual([
      ['classic', 'Classic Dark'],
      ['ocean', 'ocean'],
    ])
    expect(presets[0]?.source?.colors.bg).toBe('#161c20')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('loads a URL preset on demand, by preset or by name', async () => {
    const fetch = serve({ '/static/styles.json': STYLES, '/static/themes/ocean.json': OCEAN })
    const [, ocean] = await loadInstancePresets()
    expect((await presetSource(ocean!)).colors.link).toBe('#7fd4ff')
    expect((await presetSource('ocean')).colors.bg).toBe('#0e2a3b')
    expect(String(fetch.mock.calls[1]?.[0])).toBe('https://demo.example/static/themes/ocean.json')
  })

  it('gives no presets for a missing or invalid list', async () => {
    serve({})
    await expect(loadInstancePresets()).resolves.toEqual([])
    serve({ '/static/styles.json': 'nope' })
    await expect(loadInstancePresets()).resolves.toEqual([])
  })

  it('refuses an unknown name; gives a copy of a built-in source', async () => {
    await expect(presetSource('no-such')).rejects.toThrow(ThemeFileError)
    const light = await presetSource('light')
    expect(light).toEqual(builtinPreset('light')?.source)
    expect(light).not.toBe(builtinPreset('light')?.source)
  })
})
