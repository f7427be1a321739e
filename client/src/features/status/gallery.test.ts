import { galleryRows } from './gallery'

const sizes = (n: number) =>
  galleryRows(Array.from({ length: n }, (_, i) => i)).map((row) => row.length)

describe('galleryRows (s1 §9: rows up to 3)', () => {
  it('puts up to three in a row', () => {
    expect(sizes(0)).toEqual([])
    expect(sizes(1)).toEqual([1])
    expect(sizes(3)).toEqual([3])
    expect(sizes(6)).toEqual([3, 3])
  })

  it('never leaves a lone item after a full row', () => {
    expect(sizes(4)).toEqual([2, 2])
    expect(sizes(7)).toEqual([3, 2, 2])
    expect(sizes(5)).toEqual([3, 2])
  })

  it('keeps the order', () => {
    expect(galleryRows(['a', 'b', 'c', 'd'])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ])
  })
})
