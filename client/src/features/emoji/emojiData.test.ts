// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { emojiLocale } from './emojiData'

describe('emojiLocale (the emoji annotations of an interface language, s2 §7)', () => {
  it.each([
    ['de', 'de'],
    ['ja_easy', 'ja'],
    ['pt_BR', 'pt'],
    ['zh', 'zh'],
    ['zh_Hant', 'zh_Hant'],
    ['nn', 'nb'],
    ['th', 'th'],
    ['ar', 'en'],
    ['ur', 'en'],
  ])('%s reads the annotations of %s', (code, locale) => {
    expect(emojiLocale(code)).toBe(locale)
  })
})
