// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { availableLanguages, languageTag } from './index'
import { ALL_LANGUAGES, languageOptions, nativeLanguageName } from './languages'

describe('the full list of language codes (s1 §1, §9)', () => {
  it('has about 150 codes, each once, every catalogue among them', () => {
    expect(ALL_LANGUAGES.length).toBeGreaterThanOrEqual(140)
    expect(ALL_LANGUAGES.length).toBeLessThanOrEqual(160)
    expect(new Set(ALL_LANGUAGES).size).toBe(ALL_LANGUAGES.length)
    for (const code of availableLanguages) expect(ALL_LANGUAGES).toContain(code)
  })

  it('holds only codes of the shape the preference accepts', () => {
    for (const code of ALL_LANGUAGES) expect(code).toMatch(/^[a-z]{2,3}(_[A-Za-z]{2,8})?$/)
  })
})

describe('nativeLanguageName', () => {
  it('names each language in itself, capitalised as that language writes', () => {
    expect(nativeLanguageName('de')).toBe('Deutsch')
    expect(nativeLanguageName('es')).toBe('Español')
    expect(nativeLanguageName('pt_BR')).toBe('Português (Brasil)')
    expect(nativeLanguageName('ar')).toBe('العربية')
    expect(nativeLanguageName('ja')).toBe('日本語')
    expect(nativeLanguageName('ur')).toBe('اردو')
  })

  it('gives the three special names (s1 §9)', () => {
    expect(nativeLanguageName('ja_easy')).toBe('やさしいにほんご')
    expect(nativeLanguageName('zh')).toBe('简体中文')
    expect(nativeLanguageName('zh_Hant')).toBe('繁體中文')
  })
})

describe('languageOptions (the picker)', () => {
  it('offers the languages with a catalogue first, then every other code once', () => {
    const { translated, other } = languageOptions()
    expect(translated.map((o) => o.code).sort()).toEqual([...availableLanguages].sort())
    expect(translated.find((o) => o.code === 'de')).toEqual({
      code: 'de',
      name: 'Deutsch',
      tag: 'de',
    })
    expect([...translated, ...other].map((o) => o.code).sort()).toEqual([...ALL_LANGUAGES].sort())
    for (const option of [...translated, ...other])
      expect(option.tag).toBe(languageTag(option.code))
  })
})
