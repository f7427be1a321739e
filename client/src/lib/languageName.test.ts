// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { languageName } from './languageName'

describe('languageName', () => {
  it('names a language in itself by default', () => {
    expect(languageName('de')).toBe('Deutsch')
  })

  it('names a language in another language, reading _ as -', () => {
    expect(languageName('pt_BR', 'en')).toBe('Brazilian Portuguese')
  })

  it('gives the code back when Intl cannot read it', () => {
    expect(languageName('!!', 'en')).toBe('!!')
  })
})
