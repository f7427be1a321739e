// @vitest-environment node
import { isLinkUrl, isWebUrl } from './safeUrl'

describe('URL guards', () => {
  it('accepts absolute http(s) URLs', () => {
    expect(isWebUrl('https://pleroma.example/a.png')).toBe(true)
    expect(isWebUrl('http://pleroma.example/')).toBe(true)
  })

  it('refuses script, data, relative and broken URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '/x',
      '',
      'x',
      null,
    ]) {
      expect(isWebUrl(url)).toBe(false)
      expect(isLinkUrl(url)).toBe(false)
    }
  })

  it('allows mailto: for links only', () => {
    expect(isLinkUrl('mailto:a@b.example')).toBe(true)
    expect(isWebUrl('mailto:a@b.example')).toBe(false)
  })
})
