// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { codeOfTag, languageChain, languageTag, pickLanguage } from './chain'

describe('languageChain (fallback chains, s1 §1)', () => {
  it.each([
    ['en', ['en']],
    ['de', ['de', 'en']],
    ['pt_BR', ['pt_BR', 'pt', 'en']],
    ['ja_easy', ['ja_easy', 'ja', 'en']],
    ['zh_Hant', ['zh_Hant', 'en']],
    ['zh', ['zh', 'en']],
    ['nn', ['nn', 'nb', 'en']],
    ['no', ['no', 'nb', 'en']],
    ['ur', ['ur', 'en']],
    ['de_AT', ['de_AT', 'de', 'en']],
    ['en_GB', ['en_GB', 'en']],
  ])('%s falls back along %j', (code, chain) => {
    expect(languageChain(code)).toEqual(chain)
  })
})

describe('codeOfTag (browser tags to our codes)', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de_AT'],
    ['pt-BR', 'pt_BR'],
    ['zh-TW', 'zh_Hant'],
    ['zh-HK', 'zh_Hant'],
    ['zh-Hant', 'zh_Hant'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['not a tag', null],
  ])('%s is %s', (tag, code) => {
    expect(codeOfTag(tag)).toBe(code)
  })
})

describe('pickLanguage (the default language from the browser, s1 §1)', () => {
  const available = ['en', 'de', 'pt', 'pt_BR', 'zh', 'zh_Hant', 'ja', 'ja_easy', 'nb']

  it('takes the first preference with a catalogue on its chain', () => {
    expect(pickLanguage(['fr-FR', 'de-AT', 'en'], available)).toBe('de')
    expect(pickLanguage(['pt-PT'], available)).toBe('pt')
    expect(pickLanguage(['pt-BR', 'pt'], available)).toBe('pt_BR')
    expect(pickLanguage(['zh-HK'], available)).toBe('zh_Hant')
    expect(pickLanguage(['zh-SG'], available)).toBe('zh')
    expect(pickLanguage(['nn-NO'], available)).toBe('nb')
  })

  it('skips a language without a catalogue for the next preference', () => {
    expect(pickLanguage(['ur', 'de'], available)).toBe('de')
  })

  it('takes English when English comes first, and when nothing else matches', () => {
    expect(pickLanguage(['en-GB', 'de'], available)).toBe('en')
    expect(pickLanguage(['ur', 'fr'], available)).toBe('en')
    expect(pickLanguage([], available)).toBe('en')
  })
})

describe('languageTag (the BCP 47 tag of a code)', () => {
  it('names the special codes and reads _ as -', () => {
    expect(languageTag('ja_easy')).toBe('ja')
    expect(languageTag('zh')).toBe('zh-Hans')
    expect(languageTag('zh_Hant')).toBe('zh-Hant')
    expect(languageTag('pt_BR')).toBe('pt-BR')
    expect(languageTag('de')).toBe('de')
  })
})
