/**
 * Served files of the seed: custom emoji (PNG, /emoji/starling/...), the sticker pack
 * (/static/stickers/...), the logo, and post images under /media/<hash>/... with their
 * attachment records.
 */
import { createHash } from 'node:crypto'
import { ORIGIN } from '../lib/origin'
import { pictureBlurhash } from '../model/content/blurhash'
import { nextIntegerId } from '../model/store'
import type { AttachmentRecord, EmojiRecord } from '../model/records'
import type { Store } from '../model/store'
import { ART_KINDS, EMOJI_SIZE, artworkSvg, emojiSvg, headerSvg, logoSvg } from './art'
import { appIconPng, defaultAvatarPng, defaultBannerPng, faviconPng } from './png'
import { createRng } from './prng'
import { svgColourAt, svgPng } from './raster'
import type { ArtKind } from './art'
import type { Rng } from './prng'

/** The instance's custom emoji shortcodes (served as PNG, as instances serve theirs). */
export const EMOJI_NAMES = [
  'starling',
  'sprout',
  'coffee',
  'tomato',
  'floppy',
  'note',
  'sparkle',
  'cat',
  'bread',
  'heart',
] as const

const SVG = 'image/svg+xml'
const PNG = 'image/png'

/** Registers the custom emoji, stickers and logo in the store. */
export function seedAssets(store: Store): void {
  EMOJI_NAMES.forEach((name, i) => {
    const path = `/emoji/starling/${name}.png`
    store.files.set(path, { mime: PNG, body: pngOf(emojiSvg(name, i * 36), EMOJI_SIZE) })
    const record: EmojiRecord = {
      shortcode: name,
      url: `${ORIGIN}${path}`,
      static_url: `${ORIGIN}${path}`,
      visible_in_picker: false,
    }
    store.customEmoji.set(name, { record, tags: ['pack:starling'] })
  })
  const stickers = ['starling', 'sprout', 'bread']
  stickers.forEach((name, i) => {
    store.files.set(`/static/stickers/starling/${name}.svg`, {
      mime: SVG,
      body: emojiSvg(name, 200 + i * 40),
    })
  })
  store.files.set('/static/stickers/starling/tab.svg', {
    mime: SVG,
    body: emojiSvg('starling', 200),
  })
  store.files.set('/static/stickers/starling/pack.json', {
    mime: 'application/json',
    body: JSON.stringify({
      title: 'Starling friends',
      tabIcon: 'tab.svg',
      stickers: stickers.map((s) => `${s}.svg`),
    }),
  })
  store.files.set('/static/logo.svg', { mime: SVG, body: logoSvg() })
  store.files.set('/favicon.svg', { mime: SVG, body: logoSvg() })
  store.files.set('/favicon.png', { mime: 'image/png', body: faviconPng() })
  store.files.set('/static/icons/icon-192.png', { mime: 'image/png', body: appIconPng(192, true) })
  store.files.set('/static/icons/icon-512.png', { mime: 'image/png', body: appIconPng(512, true) })
  store.files.set('/images/avi.png', { mime: 'image/png', body: defaultAvatarPng() })
  store.files.set('/images/banner.png', { mime: 'image/png', body: defaultBannerPng() })
  store.files.set('/static/background.svg', { mime: SVG, body: headerSvg(createRng(0xb4c6)) })
}

/** Registers `body` (SVG or PNG) under /media/<hash>/<name>.svg or .png; its ORIGIN-relative URL. */
function addMedia(store: Store, name: string, body: string | Buffer, mime: string): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 32)
  const path = `/media/${hash}/${name}.${mime === PNG ? 'png' : 'svg'}`
  store.files.set(path, { mime, body })
  return `${ORIGIN}${path}`
}

/** Registers one SVG under /media/<hash>/<name>.svg and returns its ORIGIN-relative URL. */
export function addMediaFile(store: Store, name: string, body: string): string {
  return addMedia(store, name, body, SVG)
}

/** The PNG of each picture drawn, by its SVG: every seed of a process draws the same ones. */
const pngs = new Map<string, Buffer>()

/** The PNG of `svg` (drawn by art.ts, `size` px square), drawn once per process. */
function pngOf(svg: string, size: number): Buffer {
  const body = pngs.get(svg) ?? svgPng(svg, size, size)
  pngs.set(svg, body)
  return body
}

/**
 * Registers the PNG of `svg` (drawn by art.ts, `size` px square) under /media/<hash>/<name>.png
 * and returns its ORIGIN-relative URL. The avatars are served so, as people upload theirs: a
 * browser decodes a PNG off the main thread, where each SVG picture is a document of its own,
 * laid out and painted on it (about 5 ms each on a first screen, more with text).
 */
export function addMediaPicture(store: Store, name: string, svg: string, size: number): string {
  return addMedia(store, name, pngOf(svg, size), PNG)
}

const ALT: Record<ArtKind, readonly string[]> = {
  landscape: ['Green hills under a pale sky with a low yellow sun', 'Layered hills at dusk', ''],
  birds: ['A few small dark birds sitting above a green hill', 'Birds gathering before sunset', ''],
  garden: ['A row of flowering plants in brown soil', 'Seedlings with red and yellow flowers', ''],
  pattern: ['Overlapping translucent circles in warm colours', ''],
}

const SIZES: readonly [number, number][] = [
  [1200, 800],
  [800, 1200],
  [1000, 1000],
  [1600, 900],
  [900, 600],
]

/** The blurhash of each post image drawn, by URL: every seed of a process draws the same ones. */
const blurhashes = new Map<string, string>()

/**
 * Draws a post image, registers it, and returns its attachment record (with the blurhash a
 * Pleroma computes from the picture's pixels).
 */
export function makeImage(store: Store, rng: Rng, kind?: ArtKind): AttachmentRecord {
  const k = kind ?? rng.pick(ART_KINDS)
  const [w, h] = rng.pick(SIZES)
  const id = nextIntegerId(store)
  const svg = artworkSvg(rng, k, w, h)
  const url = addMediaFile(store, `${k}-${id}`, svg)
  const blurhash = blurhashes.get(url) ?? pictureBlurhash({ width: w, height: h }, svgColourAt(svg))
  blurhashes.set(url, blurhash)
  return {
    id,
    type: 'image',
    url,
    preview_url: url,
    description: rng.pick(ALT[k]),
    mime_type: SVG,
    width: w,
    height: h,
    blurhash,
  }
}
