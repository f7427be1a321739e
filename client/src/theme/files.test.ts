// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { exportThemeFile, parseThemeFile, ThemeFileError } from './files'
import { DEFAULT_SOURCE, sourceFromColors } from './source'

/** A theme file in Pleroma-FE's v2 shape, as its theme tab saves it (written for this test). */
const PLEROMA_V2 = {
  _pleroma_theme_version: 2,
  theme: {
    colors: { bg: '#202020', fg: '#303030', text: '#eeeeee', link: '#ffcc00', panel: '#222222' },
    opacity: { alert: 0.3 },
    radii: { btn: 1 },
  },
  source: {
    themeEngineVersion: 3,
    colors: {
      bg: '#101820',
      fg: '#1c2733',
      text: '#dddddd',
      link: '#66ccff',
      cRed: '#ff3333',
      panel: '--bg',
      topBar: 'transparent',
    },
    opacity: { alert: 0.4, underlay: 2 },
    radii: { btn: 6, panel: 12, avatarAlt: 50 },
    fonts: { interface: { family: 'Inter, sans-serif' }, post: { family: 'inherit' } },
    shadows: {
      panel: [{ x: 0, y: 2, blur: 6, spread: 0, color: '#000000', alpha: 0.4 }],
      buttonHover: [{ x: 0, y: 0, blur: 4, spread: 0, color: '--link', alpha: 1, inset: true }],
      popup: [{ x: 'a' }],
    },
  },
}

describe('exportThemeFile / parseThemeFile', () => {
  it('reads back exactly what it wrote', () => {
    const source = sourceFromColors({ ...DEFAULT_SOURCE.colors, btn: '#334455' })
    source.radii.panel = 3
    source.fonts.post = 'Georgia, serif'
    const text = exportThemeFile(source)
    expect(JSON.parse(text)).toHaveProperty('_starling_theme_version', 1)
    expect(parseThemeFile(text)).toEqual(source)
  })
})

describe('parseThemeFile: Pleroma-FE shapes', () => {
  it('maps a v2 file from its source (colours, references, opacity, radii, fonts, shadows)', () => {
    const source = parseThemeFile(JSON.stringify(PLEROMA_V2))
    expect(source.colors).toMatchObject({
      bg: '#101820',
      fg: '#1c2733',
      text: '#dddddd',
      link: '#66ccff',
      accent: '#66ccff',
      cRed: '#ff3333',
      cGreen: '#0fa00f',
      panel: '#101820',
    })
    expect(source.colors.topBar).toBeUndefined()
    expect(source.opacity).toMatchObject({ alert: 0.4, underlay: 0.15 })
    expect(source.radii).toMatchObject({ btn: 6, panel: 12, avatarAlt: 50, input: 4 })
    expect(source.fonts).toEqual({
      interface: 'Inter, sans-serif',
      input: '',
      post: '',
      postCode: '',
    })
    expect(source.shadows.panel).toEqual([
      { x: 0, y: 2, blur: 6, spread: 0, color: '#000000', alpha: 0.4, inset: false },
    ])
    expect(source.shadows.buttonHover[0]).toMatchObject({ color: '#66ccff', inset: true })
    expect(source.shadows.popup).toEqual([])
  })

  it('maps a v2 file that has only the computed theme', () => {
    const source = parseThemeFile(JSON.stringify({ ...PLEROMA_V2, source: undefined }))
    expect(source.colors).toMatchObject({ bg: '#202020', panel: '#222222' })
    expect(source.radii.btn).toBe(1)
  })

  it('maps the older bare object with radius names like btnRadius', () => {
    const source = parseThemeFile(
      JSON.stringify({ colors: { bg: '#ffffff', text: '#111111' }, radii: { btnRadius: 9 } }),
    )
    expect(source.colors).toMatchObject({ bg: '#ffffff', fg: '#ffffff', link: '#111111' })
    expect(source.radii.btn).toBe(9)
  })

  it("maps styles.json's inline array", () => {
    const row = [
      'Moss',
      '#1b2418',
      '#26331f',
      '#c8d6b9',
      '#9fd36b',
      '#e05050',
      '#60c060',
      '#5090e0',
      '#e0a040',
    ]
    expect(parseThemeFile(JSON.stringify(row)).colors).toMatchObject({
      bg: '#1b2418',
      fg: '#26331f',
      text: '#c8d6b9',
      link: '#9fd36b',
      cOrange: '#e0a040',
    })
  })
})

describe('parseThemeFile: refusal', () => {
  it.each([
    ['not JSON', '{colors:'],
    ['a number', '42'],
    ['an unknown Pleroma-FE version', JSON.stringify({ ...PLEROMA_V2, _pleroma_theme_version: 9 })],
    ['an unknown Starling version', JSON.stringify({ _starling_theme_version: 2, source: {} })],
    ['no colours', JSON.stringify({ radii: { btn: 3 } })],
    ['no background', JSON.stringify({ colors: { text: '#ffffff' } })],
    ['colours that are not hex', JSON.stringify({ colors: { bg: 'red', text: 'url(x)' } })],
  ])('refuses %s with the catalogue key', (_what, text) => {
    expect(() => parseThemeFile(text)).toThrow(ThemeFileError)
    try {
      parseThemeFile(text)
    } catch (error) {
      expect((error as ThemeFileError).messageKey).toBe('settings.theme_invalid_file')
    }
  })
})
