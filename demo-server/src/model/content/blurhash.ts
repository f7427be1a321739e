/**
 * The `blurhash` of an image attachment (PLEROMA-API §6 "Media attachment"), as Pleroma's
 * Upload.Filter.AnalyzeMetadata computes it: the picture shrunk to a thumbnail, its alpha
 * channel dropped, encoded with 5 components along its longer side and proportionally fewer
 * (at least 1) along the other. Videos, audio and other files get none (null), as do pictures
 * that cannot be read. This instance reads PNG and JPEG uploads; Pleroma's libvips reads more
 * formats (GIF, WebP...), which here stay null as an unreadable picture's does.
 */
import { encode } from 'blurhash'
import jpeg from 'jpeg-js'
import { PNG } from 'pngjs'
import type { PixelSize } from './image-size'

/** A colour: red, green and blue, 0-255 each. */
export type Rgb = readonly [number, number, number]

/** The longer side of the thumbnail a blurhash is computed from, in px. */
const THUMB_SIDE = 20

/**
 * The BlurHash of a `size` picture whose colour at a point (px from its top left corner, not
 * rounded) `colourAt` gives: the picture is shrunk to a thumbnail (longer side 20 px, each pixel
 * the colour at its centre), then encoded with Pleroma's component counts. About a millisecond.
 */
export function pictureBlurhash(size: PixelSize, colourAt: (x: number, y: number) => Rgb): string {
  const scale = THUMB_SIDE / Math.max(size.width, size.height, 1)
  const width = Math.max(1, Math.round(size.width * scale))
  const height = Math.max(1, Math.round(size.height * scale))
  const pixels = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const x = ((i % width) + 0.5) / scale
    const y = (Math.floor(i / width) + 0.5) / scale
    pixels.set([...colourAt(Math.min(x, size.width - 1), Math.min(y, size.height - 1)), 255], i * 4)
  }
  const longer = Math.max(width, height)
  const x = Math.max(Math.round((width * 5) / longer), 1)
  const y = Math.max(Math.round((height * 5) / longer), 1)
  return encode(pixels, width, height, x, y)
}

/** The decoded RGBA pixels of a PNG or JPEG upload, or null for any other type. */
function decodeUpload(buffer: Buffer, mime: string): { data: Uint8Array; size: PixelSize } | null {
  if (mime === 'image/png') {
    const png = PNG.sync.read(buffer)
    return { data: png.data, size: png }
  }
  if (mime === 'image/jpeg') {
    const image = jpeg.decode(buffer, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: 50,
      maxMemoryUsageInMB: 512,
    })
    return { data: image.data, size: image }
  }
  return null
}

/** The blurhash of an uploaded file of type `mime`; null when it is no PNG or JPEG it can read. */
export function uploadBlurhash(buffer: Buffer, mime: string): string | null {
  try {
    const decoded = decodeUpload(buffer, mime)
    if (!decoded || decoded.size.width < 1 || decoded.size.height < 1) return null
    const { data, size } = decoded
    return pictureBlurhash(size, (x, y) => {
      const at = (Math.floor(y) * size.width + Math.floor(x)) * 4
      return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]
    })
  } catch {
    return null
  }
}
