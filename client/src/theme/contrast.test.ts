// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mix } from './color'
import { contrastPairs, contrastRatio, ensureContrast, MIN_CONTRAST } from './contrast'

describe('contrastRatio (WCAG 2.x)', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#fff')).toBe(1)
    // #767676 on white is the classic lightest grey passing AA; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(MIN_CONTRAST)
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4, 1)
  })

  it('is symmetric and refuses colours that are not hex', () => {
    expect(contrastRatio('#123456', '#abcdef')).toBe(contrastRatio('#abcdef', '#123456'))
    expect(() => contrastRatio('red', '#ffffff')).toThrow(TypeError)
  })
})

describe('ensureContrast', () => {
  it('keeps a colour that already reads', () => {
    expect(ensureContrast('#000', ['#ffffff'])).toBe('#000000')
  })

  it('moves a weak colour toward black or white until it reaches 4.5 on every background', () => {
    const onLight = ensureContrast('#f86f0f', ['#f2f4f6', '#ffffff'])
    expect(contrastRatio(onLight, '#f2f4f6')).toBeGreaterThanOrEqual(MIN_CONTRAST)
    const onDark = ensureContrast('#333333', ['#121a24'])
    expect(contrastRatio(onDark, '#121a24')).toBeGreaterThanOrEqual(MIN_CONTRAST)
  })

  it('mixes as painting at an opacity', () => {
    expect(mix('#ffffff', '#000000', 0.5)).toBe('#808080')
  })
})

describe('contrastPairs', () => {
  it('measures the text/background pairs present, with the minimum that applies', () => {
    const pairs = contrastPairs({ '--fg': '#767676', '--panel-bg': '#ffffff', '--link': 'x' })
    expect(pairs).toEqual([
      expect.objectContaining({ text: '--fg', background: '--panel-bg', min: 4.5, ok: true }),
    ])
  })
})
