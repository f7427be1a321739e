// @vitest-environment node
import { attachmentSize, galleryCollapses, galleryHeight, galleryRows } from './gallery'

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

const photo = (width: number, height: number) => ({ meta: { width, height } })

describe('galleryHeight and galleryCollapses (DECISIONS.md "Gallery collapse")', () => {
  it('gives each attachment its height at its share of the gallery width', () => {
    expect(galleryHeight([[photo(200, 100)]])).toBe(0.5)
    expect(galleryHeight([[photo(100, 100), photo(100, 300)]])).toBe(1.5)
    expect(galleryHeight([[{ meta: { aspect: 2 } }], [{}]])).toBe(1.5)
  })

  it('collapses a gallery that would be taller than wide', () => {
    const squares = (n: number) => Array.from({ length: n }, () => photo(100, 100))
    expect(galleryCollapses(squares(9), 'default')).toBe(false) // 3 rows of 1/3
    expect(galleryCollapses(squares(10), 'default')).toBe(true) // 3+3+2+2
    expect(galleryCollapses([photo(100, 300)], 'default')).toBe(true)
    expect(galleryCollapses([photo(300, 100)], 'default')).toBe(false)
  })

  it('never collapses when small; in hide size only above 8', () => {
    const tall = Array.from({ length: 12 }, () => photo(100, 400))
    expect(galleryCollapses(tall, 'small')).toBe(false)
    expect(galleryCollapses(tall.slice(0, 8), 'hide')).toBe(false)
    expect(galleryCollapses(tall.slice(0, 9), 'hide')).toBe(true)
  })
})

describe('attachmentSize', () => {
  const base = {
    compact: false,
    inConversation: false,
    count: 2,
    hideAttachments: false,
    hideAttachmentsInConv: false,
    maxThumbnails: 16,
  }

  it('follows hideAttachments outside and hideAttachmentsInConv inside conversations', () => {
    expect(attachmentSize(base)).toBe('default')
    expect(attachmentSize({ ...base, hideAttachments: true })).toBe('hide')
    expect(attachmentSize({ ...base, hideAttachments: true, inConversation: true })).toBe('default')
    expect(attachmentSize({ ...base, hideAttachmentsInConv: true, inConversation: true })).toBe(
      'hide',
    )
  })

  it('hides above maxThumbnails and is small in compact places', () => {
    expect(attachmentSize({ ...base, count: 17 })).toBe('hide')
    expect(attachmentSize({ ...base, compact: true, hideAttachments: true })).toBe('small')
  })
})
