/**
 * The seeded post images carry the blurhash a real Pleroma computes for an uploaded picture
 * (PLEROMA-API §6 "Media attachment"; Upload.Filter.AnalyzeMetadata), drawn from the colours of
 * the seed's own SVG artwork.
 */
import { decode, isBlurhashValid } from 'blurhash'
import { describe, expect, it } from 'vitest'
import { pictureBlurhash } from '../model/content/blurhash'
import { postingServer } from '../testing/posting'
import { seed } from './index'
import { svgColourAt } from './raster'

const NOW = new Date('2025-05-01T12:00:00.000Z')

describe('the colours of the seed artwork', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">' +
    '<rect width="100" height="100" fill="hsl(0,100%,50%)"/>' +
    '<circle cx="20" cy="20" r="10" fill="#00f" fill-opacity="0.5"/>' +
    '<polygon points="60,0 100,0 100,40" fill="#fff"/>' +
    '<path d="M0 100 L0 80 Q50 40 100 80 L100 100 Z" fill="hsl(120,100%,25%)"/>' +
    '<path d="M50 0 L50 100" stroke="#000" stroke-width="6"/></svg>'
  const colourAt = svgColourAt(svg)

  it('lays each filled shape over the ones below, with its opacity', () => {
    expect(colourAt(50, 30)).toEqual([255, 0, 0])
    expect(colourAt(20, 20)).toEqual([127.5, 0, 127.5])
    expect(colourAt(95, 2)).toEqual([255, 255, 255])
    expect(colourAt(70, 30)).toEqual([255, 0, 0])
  })

  it('draws curves and leaves strokes out', () => {
    expect(colourAt(50, 65)).toEqual([0, 127.5, 0])
    expect(colourAt(5, 75)).toEqual([255, 0, 0])
  })

  it('encodes a picture with 5 components along its longer side', () => {
    const wide = pictureBlurhash({ width: 1600, height: 900 }, colourAt)
    expect(isBlurhashValid(wide).result).toBe(true)
    expect(wide.length).toBe(4 + 2 * 5 * 3)
    expect(pictureBlurhash({ width: 800, height: 1200 }, colourAt).length).toBe(4 + 2 * 3 * 5)
  })
})

describe('seeded image attachments', () => {
  it('each carry a blurhash that decodes, computed from its own picture', () => {
    const store = seed({ now: NOW })
    const images = [...store.statuses.values()].flatMap((s) => s.media)
    expect(images.length).toBeGreaterThan(10)
    for (const image of images) {
      expect(image.blurhash && isBlurhashValid(image.blurhash).result).toBe(true)
      expect(decode(image.blurhash ?? '', 4, 4)).toHaveLength(4 * 4 * 4)
    }
    expect(new Set(images.map((image) => image.blurhash)).size).toBeGreaterThan(images.length / 2)
  })

  it('are answered with their blurhash, as Pleroma answers them', async () => {
    const app = await postingServer()
    const res = await app.inject('/api/v1/timelines/public?only_media=true&limit=40')
    await app.close()
    const attachments = (res.json() as { media_attachments: { blurhash: unknown }[] }[]).flatMap(
      (status) => status.media_attachments,
    )
    expect(attachments.length).toBeGreaterThan(0)
    for (const { blurhash } of attachments) {
      expect(typeof blurhash === 'string' && isBlurhashValid(blurhash).result).toBe(true)
    }
  })
})
