// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { emojiScore, suggestEmoji, type EmojiItem } from './scoring'

const custom = (name: string): EmojiItem => ({
  displayText: name,
  imageUrl: `https://pleroma.example/emoji/${name}.png`,
  replacement: `:${name}:`,
  tags: ['pack:blobs'],
})
const unicode = (name: string, char: string): EmojiItem => ({
  displayText: name,
  imageUrl: '',
  replacement: char,
  tags: ['utf'],
})

describe('emoji scoring (s1 §9)', () => {
  it('adds 200 for the exact name, 100 for an image, 10 for a prefix, minus the length', () => {
    expect(emojiScore(custom('cat'), 'cat')).toBe(200 + 100 + 10 - 3)
    expect(emojiScore(unicode('cat', '🐱'), 'cat')).toBe(200 + 10 - 3)
    expect(emojiScore(unicode('catface', '🐱'), 'cat')).toBe(10 - 7)
    expect(emojiScore(unicode('blackcat', '🐈‍⬛'), 'cat')).toBe(-8)
  })

  it('ranks exact, then custom, then prefix, then shorter names, and keeps 5', () => {
    const all = [
      unicode('blackcat', '🐈‍⬛'),
      unicode('catface', '🐱'),
      custom('catjam'),
      unicode('cat', '🐈'),
      custom('nyancat'),
      unicode('cat2', '🐈'),
      unicode('scatter', '?'),
    ]
    const names = suggestEmoji(':cat', all).map((e) => e.displayText)
    expect(names).toEqual(['cat', 'catjam', 'nyancat', 'cat2', 'catface'])
  })

  it('is case-insensitive and gives nothing for an empty query', () => {
    expect(suggestEmoji('CAT', [custom('Cat')]).map((e) => e.displayText)).toEqual(['Cat'])
    expect(suggestEmoji(':', [custom('cat')])).toEqual([])
  })
})
