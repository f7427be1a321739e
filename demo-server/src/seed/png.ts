/**
 * A tiny PNG encoder (RGBA, 8 bit, no filtering) for the favicon and the default avatar and
 * banner, so the server ships valid PNGs without image files in the repository.
 */
import { crc32, deflateSync } from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

/**
 * Encodes a w×h picture (px) as PNG bytes.
 * @param pixel returns [r, g, b, a] (0..255) for each pixel
 */
export function encodePng(
  w: number,
  h: number,
  pixel: (x: number, y: number) => [number, number, number, number],
): Buffer {
  const raw = Buffer.alloc((w * 4 + 1) * h)
  for (let y = 0; y < h; y++) {
    const row = y * (w * 4 + 1)
    for (let x = 0; x < w; x++) raw.set(pixel(x, y), row + 1 + x * 4)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(w, 0)
  header.writeUInt32BE(h, 4)
  header.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The 32 px favicon: a teal disc with a small amber "beak". */
export function faviconPng(): Buffer {
  return appIconPng(32)
}

/**
 * The favicon's picture at `size` px square (the web app manifest's icons: 192 and 512): the
 * 32 px drawing scaled, on an opaque teal-grey background when `opaque` (an installed app's
 * tile).
 */
export function appIconPng(size: number, opaque = false): Buffer {
  const unit = size / 32
  const back: [number, number, number, number] = opaque ? [24, 48, 56, 255] : [0, 0, 0, 0]
  return encodePng(size, size, (px, py) => {
    const x = (px + 0.5) / unit - 0.5
    const y = (py + 0.5) / unit - 0.5
    if (x >= 23.5 && x <= 29.5 && y >= 12.5 && y <= 17.5) return [240, 180, 40, 255]
    return Math.hypot(x - 15.5, y - 15.5) <= 14 ? [40, 110, 130, 255] : back
  })
}

/** The default avatar (`/images/avi.png`, 150 px): a grey head and shoulders on light grey. */
export function defaultAvatarPng(): Buffer {
  return encodePng(150, 150, (x, y) => {
    const head = Math.hypot(x - 75, y - 60) <= 28
    const body = y >= 100 && Math.hypot(x - 75, y - 150) <= 55
    return head || body ? [150, 160, 170, 255] : [220, 225, 230, 255]
  })
}

/** The default banner (`/images/banner.png`, 600 x 200 px): a soft teal gradient. */
export function defaultBannerPng(): Buffer {
  return encodePng(600, 200, (x) => {
    const t = x / 599
    return [Math.round(60 + 60 * t), Math.round(120 + 50 * t), Math.round(140 + 40 * t), 255]
  })
}
