// @vitest-environment node
import { inPageOrder, isUsableId } from './pageIds'

describe('isUsableId', () => {
  it('accepts the ids servers send', () => {
    for (const id of [
      'AbCd1234efGH5678ij',
      '10423476',
      '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      '9a_b-c',
      'pleroma:fakeid',
    ]) {
      expect(isUsableId(id)).toBe(true)
    }
  })
  it('refuses empty, huge, odd and non-string ids', () => {
    for (const id of ['', 'x'.repeat(65), 'javascript:alert(1)', 'a b', '\uFFFD', 42, null]) {
      expect(isUsableId(id)).toBe(false)
    }
  })
})

describe('inPageOrder', () => {
  it('keeps an ordered page whole', () => {
    expect(inPageOrder(['30', '20', '10'])).toEqual(['30', '20', '10'])
  })
  it('leaves out an id sorting as the oldest in the middle of the page', () => {
    expect(inPageOrder(['AAAA5', 'AAAA4', '7', 'AAAA3', 'AAAA2'])).toEqual([
      'AAAA5',
      'AAAA4',
      'AAAA3',
      'AAAA2',
    ])
  })
  it('leaves out an id sorting as the newest at the end of the page', () => {
    expect(inPageOrder(['AAAA5', 'AAAA4', 'zzzzzzzz'])).toEqual(['AAAA5', 'AAAA4'])
  })
  it('gives [] for an empty page', () => {
    expect(inPageOrder([])).toEqual([])
  })
})
