/**
 * The seeded people's avatars and the custom emoji are PNG pictures, as people upload theirs and
 * instances serve theirs (issue 20: a browser decodes a PNG off its main thread, where an SVG
 * picture is a document laid out on it); a letter avatar shows its letter, drawn without a
 * font, and an emoji's corners are transparent.
 */
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { AVATAR_SIZE, EMOJI_SIZE, avatarSvg } from './art'
import { GLYPH_SIZE, glyphRects } from './glyphs'
import { seed } from './index'
import { createRng } from './prng'
import { svgPng } from './raster'

const NOW = new Date('2025-05-01T12:00:00.000Z')

describe('the seeded avatars', () => {
  it('are 128 px PNG files the instance serves', () => {
    const store = seed({ now: NOW })
    for (const account of store.accounts.values()) {
      const path = account.avatar.replace('@@ORIGIN@@', '')
      expect(path).toMatch(/^\/media\/[0-9a-f]{32}\/avatar-[\w-]+\.png$/)
      const file = store.files.get(path)
      expect(file?.mime).toBe('image/png')
      const png = PNG.sync.read(file?.body as Buffer)
      expect([png.width, png.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE])
    }
  })

  it('draw a letter avatar’s letter in white cells', () => {
    // "I": ink in the middle column of every row, none in the corners of its middle rows.
    const cell = 10
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="70" viewBox="0 0 50 70">' +
      '<rect width="50" height="70" fill="#000"/>' +
      `${glyphRects('i', 0, 0, cell, '#fff')}</svg>`
    const png = PNG.sync.read(svgPng(svg, GLYPH_SIZE.columns * cell, GLYPH_SIZE.rows * cell))
    const red = (x: number, y: number) => png.data[(y * png.width + x) * 4]
    for (let row = 0; row < GLYPH_SIZE.rows; row++) expect(red(25, row * cell + 5)).toBe(255)
    expect(red(5, 35)).toBe(0)
    expect(red(45, 35)).toBe(0)
  })

  it('are drawn in rectangles and shapes, with no text', () => {
    const rng = createRng(1)
    const drawn = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'].map((name) =>
      avatarSvg(rng, name),
    )
    expect(drawn.some((svg) => svg.includes('<rect x='))).toBe(true)
    for (const svg of drawn) expect(svg).not.toContain('<text')
  })
})

describe('the custom emoji', () => {
  it('are 64 px PNG files, transparent outside their round ground', () => {
    const store = seed({ now: NOW })
    for (const { record } of store.customEmoji.values()) {
      const path = record.url.replace('@@ORIGIN@@', '')
      expect(path).toMatch(/^\/emoji\/starling\/\w+\.png$/)
      const file = store.files.get(path)
      expect(file?.mime).toBe('image/png')
      const png = PNG.sync.read(file?.body as Buffer)
      expect([png.width, png.height]).toEqual([EMOJI_SIZE, EMOJI_SIZE])
      const alpha = (x: number, y: number) => png.data[(y * png.width + x) * 4 + 3]
      expect(alpha(0, 0)).toBe(0)
      expect(alpha(32, 32)).toBe(255)
    }
  })
})
