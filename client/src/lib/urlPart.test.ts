// @vitest-environment node
import { decodePart, encodePart } from './urlPart'
import { parseJson, wellFormed } from './wellFormed'

describe('well-formed text (issue 22)', () => {
  it('replaces lone surrogates and keeps pairs', () => {
    expect(wellFormed('a\uD800b\uDC00c😀')).toBe('a\uFFFDb\uFFFDc😀')
  })
  it('parses JSON with escaped lone surrogates into well-formed strings', () => {
    expect(parseJson('{"a":["x\\ud800"],"b":"\\ud83d\\ude00"}')).toEqual({
      a: ['x\uFFFD'],
      b: '😀',
    })
  })
  it('encodes and decodes URL parts without throwing', () => {
    expect(encodePart('tag\uD800')).toBe('tag%EF%BF%BD')
    expect(decodePart('100%')).toBe('100%')
    expect(decodePart('caf%C3%A9')).toBe('café')
  })
})
