/**
 * Pixel size of an uploaded image read from its header, for `meta.original` (PLEROMA-API §7):
 * PNG (IHDR), GIF (logical screen) and JPEG (first SOFn marker). Other formats: null.
 */

/** Width and height in px. */
export interface PixelSize {
  width: number
  height: number
}

const PNG_SIGNATURE = '89504e470d0a1a0a'

/** JPEG size from the first start-of-frame marker, or null. */
function jpegSize(b: Buffer): PixelSize | null {
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1] ?? 0
    const length = b.readUInt16BE(i + 2)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) }
    i += 2 + length
  }
  return null
}

/** The image's size, or null when the format is not one of PNG, GIF, JPEG or is cut short. */
export function imageSize(b: Buffer): PixelSize | null {
  if (b.length >= 24 && b.subarray(0, 8).toString('hex') === PNG_SIGNATURE)
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
  if (b.length >= 10 && b.subarray(0, 4).toString('latin1') === 'GIF8')
    return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b)
  return null
}
