// @vitest-environment node
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { THEMES } from '.'
import { contrastPairs, contrastRatio, CONTRAST_PAIRS, MIN_CONTRAST } from './contrast'
import { ADVANCED_SLOTS, deriveTheme, shadowCss } from './derive'
import { BUILTIN_PRESET_NAMES, BUILTIN_PRESETS } from './presets'
import { DEFAULT_SOURCE, sourceFromColors } from './source'

const css = readFileSync(resolve(import.meta.dirname, 'themes.css'), 'utf8')
const cssProperties = [...new Set([...css.matchAll(/^\s*(--[\w-]+):/gm)].map((m) => m[1]))]

describe('deriveTheme', () => {
  const vars = deriveTheme(DEFAULT_SOURCE)

  it.each(cssProperties.filter((name) => !name?.startsWith('--space-')))(
    'derives %s, which themes.css defines',
    (name) => {
      expect(vars[name ?? '']).toBeTruthy()
    },
  )

  it("keeps pleroma-dark's colours where they already read", () => {
    expect(vars['--panel-bg']).toBe('#121a24')
    expect(vars['--panel-header-bg']).toBe('#182230')
    expect(vars['--fg']).toBe('#b9b9ba')
    expect(vars['--link']).toBe('#d8a070')
    expect(vars['--color-scheme']).toBe('dark')
  })

  it('writes radii in px, fonts with the defaults, shadows as box-shadow values', () => {
    expect(vars['--radius-panel']).toBe('10px')
    expect(vars['--radius-avatar-alt']).toBe('50px')
    expect(vars['--font-mono']).toContain('monospace')
    expect(vars['--shadow-panel']).toBe('1px 1px 4px 0px rgb(0 0 0 / 0.6)')
    expect(vars['--shadow-button-pressed']).toMatch(/^inset /)
    expect(shadowCss([])).toBe('none')
  })

  it('lifts derived text to 4.5 when the chosen colours are too close', () => {
    const weak = deriveTheme(
      sourceFromColors({ ...DEFAULT_SOURCE.colors, text: '#303846', link: '#1e2836' }),
    )
    expect(contrastRatio(weak['--fg'] ?? '', weak['--panel-bg'] ?? '')).toBeGreaterThanOrEqual(
      MIN_CONTRAST,
    )
    expect(contrastPairs(weak).every((pair) => pair.ok)).toBe(true)
  })

  it('keeps an advanced colour set by hand, so the editor can warn about it', () => {
    const source = sourceFromColors({ ...DEFAULT_SOURCE.colors, panelText: '#202020' })
    const derived = deriveTheme(source)
    expect(derived['--fg']).toBe('#202020')
    expect(contrastPairs(derived).find((pair) => pair.text === '--fg')?.ok).toBe(false)
  })

  it('names a property and a measured pair for every advanced slot', () => {
    const names = new Set(CONTRAST_PAIRS.flatMap((pair) => [pair.text, pair.background]))
    for (const slot of ADVANCED_SLOTS) {
      expect(vars[slot.property]).toBeTruthy()
      expect(names.has(slot.text) && names.has(slot.background)).toBe(true)
    }
  })
})

describe('themes.css ("Follow the system", and the first paint before a theme applies)', () => {
  /** One side of themes.css's light-dark() pairs (0 light, 1 dark), and its plain colours. */
  const side = (index: 0 | 1) =>
    Object.fromEntries([
      ...[...css.matchAll(/^\s*(--[\w-]+): (#[0-9a-f]{6});/gm)].map((m) => [m[1], m[2]]),
      ...[...css.matchAll(/^\s*(--[\w-]+): light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\);/gm)].map(
        (m) => [m[1], m[index + 2]],
      ),
    ])

  it.each([
    ['light', 0],
    ['dark', 1],
  ] as const)('its %s side passes 4.5 on every text pair', (_name, index) => {
    const pairs = contrastPairs(side(index))
    expect(pairs).toHaveLength(CONTRAST_PAIRS.length)
    expect(pairs.filter((pair) => !pair.ok)).toEqual([])
  })
})

describe('built-in presets', () => {
  it('are the theme names the preference offers', () => {
    expect(BUILTIN_PRESET_NAMES).toEqual([...THEMES])
  })

  it.each(BUILTIN_PRESETS.map((preset) => [preset.name, preset] as const))(
    '%s passes 4.5 on every text pair',
    (_name, preset) => {
      const pairs = contrastPairs(deriveTheme(preset.source ?? DEFAULT_SOURCE))
      expect(pairs).toHaveLength(CONTRAST_PAIRS.length)
      expect(pairs.filter((pair) => !pair.ok)).toEqual([])
    },
  )
})
