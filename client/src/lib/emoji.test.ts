import { reactionName, splitEmoji, withoutEmojiCodes } from './emoji'

const blobcat = { shortcode: 'blobcat', url: 'https://pleroma.example/emoji/blobcat.png' }

describe('splitEmoji', () => {
  it('replaces known shortcodes with emoji pieces', () => {
    expect(splitEmoji('hi :blobcat: there', [blobcat])).toEqual([
      'hi ',
      { shortcode: 'blobcat', url: blobcat.url },
      ' there',
    ])
  })

  it('keeps unknown shortcodes and finds adjacent ones', () => {
    expect(splitEmoji('10:30:blobcat::blobcat:', [blobcat])).toEqual([
      '10:30',
      { shortcode: 'blobcat', url: blobcat.url },
      { shortcode: 'blobcat', url: blobcat.url },
    ])
  })

  it('drops emoji whose URL is not http(s): the shortcode stays text', () => {
    const evil = [
      { shortcode: 'a', url: 'javascript:window.__xss=1' },
      { shortcode: 'b', url: 'data:image/svg+xml,<svg onload=alert(1)>' },
    ]
    expect(splitEmoji(':a: :b:', evil)).toEqual([':a: :b:'])
  })

  it('uses the last emoji with a safe URL when several share a shortcode', () => {
    const twice = [
      { shortcode: 'a', url: 'https://x.example/first.png' },
      { shortcode: 'a', url: 'https://x.example/second.png' },
      { shortcode: 'a', url: 'javascript:window.__xss=1' },
    ]
    expect(splitEmoji(':a:', twice)).toEqual([
      { shortcode: 'a', url: 'https://x.example/second.png' },
    ])
  })

  it('copes with empty and missing input', () => {
    expect(splitEmoji('', [blobcat])).toEqual([])
    expect(splitEmoji('plain', undefined)).toEqual(['plain'])
  })
})

describe('withoutEmojiCodes', () => {
  const sprout = [{ shortcode: 'sprout', url: 'https://x.example/sprout.png' }]

  it('drops the custom emoji shown as images and tidies the spaces', () => {
    expect(withoutEmojiCodes(':sprout: Alice  :sprout:', sprout)).toBe('Alice')
    expect(withoutEmojiCodes('a:sprout:b', sprout)).toBe('a b')
  })

  it('keeps shortcodes that are shown as text', () => {
    expect(withoutEmojiCodes('Alice :unknown:', sprout)).toBe('Alice :unknown:')
    expect(withoutEmojiCodes('Alice :sprout:', [])).toBe('Alice :sprout:')
  })
})

describe('reactionName', () => {
  it('names a custom emoji by its shortcode without colons, a unicode one as it is', () => {
    expect(reactionName(' :blobcat: ')).toBe('blobcat')
    expect(reactionName('blobcat')).toBe('blobcat')
    expect(reactionName('😮')).toBe('😮')
    expect(reactionName('')).toBe('')
  })
})
