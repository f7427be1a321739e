/**
 * Deterministic SVG artwork served by the demo instance: avatars and custom emoji (served as PNG,
 * drawn by raster.ts), headers, post images, card images, stickers and the logo. Every
 * picture is built from a seeded Rng, so the same seed gives byte-identical files. SVGs carry
 * no scripts, no styles and no external refs.
 */
import { GLYPH_SIZE, glyphRects } from './glyphs'
import type { Rng } from './prng'

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

const hsl = (h: number, s: number, l: number): string => `hsl(${Math.round(h) % 360},${s}%,${l}%)`

/** Rolling hills across the lower part of a w×h picture. */
function hills(rng: Rng, w: number, h: number, hue: number, layers: number): string {
  let out = ''
  for (let i = 0; i < layers; i++) {
    const base = h * (0.55 + (i * 0.4) / layers)
    let d = `M0 ${h} L0 ${base.toFixed(0)}`
    const steps = 5
    for (let s = 1; s <= steps; s++) {
      const x = (w * s) / steps
      const y = base - rng.int(0, Math.round(h * 0.15))
      d += ` Q${(x - w / steps / 2).toFixed(0)} ${(y - h * 0.08).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)}`
    }
    d += ` L${w} ${h} Z`
    out += `<path d="${d}" fill="${hsl(hue + i * 12, 35 + i * 5, 40 - i * 6)}"/>`
  }
  return out
}

/** A small bird (body, wing, beak, eye) centred at (x, y) with radius r. */
function bird(x: number, y: number, r: number, hue: number): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="${r * 1.2}" ry="${r}" fill="${hsl(hue, 30, 22)}"/>` +
    `<ellipse cx="${x - r * 0.2}" cy="${y + r * 0.1}" rx="${r * 0.7}" ry="${r * 0.45}" fill="${hsl(hue + 40, 45, 35)}"/>` +
    `<polygon points="${x + r * 1.1},${y - r * 0.2} ${x + r * 1.8},${y} ${x + r * 1.1},${y + r * 0.2}" fill="${hsl(45, 90, 55)}"/>` +
    `<circle cx="${x + r * 0.6}" cy="${y - r * 0.35}" r="${r * 0.12}" fill="#fff"/>`
  )
}

/** The side of an avatar, px. */
export const AVATAR_SIZE = 128

/** The cell of an avatar's letter (glyphs.ts), px: a letter 35 px wide and 49 px tall. */
const LETTER_CELL = 7

/**
 * Square avatar (128 px): coloured ground, a bird or a letter (drawn in rectangles, no text, so
 * that raster.ts can draw it as the PNG the instance serves: accounts.ts).
 */
export function avatarSvg(rng: Rng, letter: string): string {
  const hue = rng.int(0, 359)
  const ground = `<rect width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" fill="${hsl(hue, 45, 55)}"/>`
  if (rng.chance(0.5)) return svg(AVATAR_SIZE, AVATAR_SIZE, ground + bird(58, 68, 30, hue + 180))
  const safe = letter.replace(/[^A-Za-z0-9]/g, '') || 'S'
  return svg(
    AVATAR_SIZE,
    AVATAR_SIZE,
    ground +
      `<circle cx="64" cy="64" r="44" fill="${hsl(hue + 30, 50, 30)}"/>` +
      glyphRects(
        safe.slice(0, 1),
        64 - (GLYPH_SIZE.columns * LETTER_CELL) / 2,
        64 - (GLYPH_SIZE.rows * LETTER_CELL) / 2,
        LETTER_CELL,
        '#fff',
      ),
  )
}

/** Profile header (1500×500): sky, sun and hills. */
export function headerSvg(rng: Rng): string {
  const hue = rng.int(0, 359)
  return svg(
    1500,
    500,
    `<rect width="1500" height="500" fill="${hsl(hue, 50, 75)}"/>` +
      `<circle cx="${rng.int(200, 1300)}" cy="${rng.int(80, 200)}" r="${rng.int(40, 90)}" fill="${hsl(45, 90, 70)}"/>` +
      hills(rng, 1500, 500, hue + 90, 3),
  )
}

/** Picture subjects for post images; each gives a matching alt text. */
export const ART_KINDS = ['landscape', 'birds', 'garden', 'pattern'] as const
/** One picture subject. */
export type ArtKind = (typeof ART_KINDS)[number]

/** A post image of the given subject and size (px). */
export function artworkSvg(rng: Rng, kind: ArtKind, w: number, h: number): string {
  const hue = rng.int(0, 359)
  let body = `<rect width="${w}" height="${h}" fill="${hsl(hue, 40, kind === 'pattern' ? 20 : 80)}"/>`
  if (kind === 'landscape') {
    body += `<circle cx="${w * 0.75}" cy="${h * 0.25}" r="${Math.min(w, h) * 0.1}" fill="${hsl(40, 90, 65)}"/>`
    body += hills(rng, w, h, hue + 100, 4)
  } else if (kind === 'birds') {
    body += hills(rng, w, h, hue + 120, 1)
    const n = rng.int(2, 5)
    for (let i = 0; i < n; i++) {
      body += bird(rng.int(w * 0.1, w * 0.85), rng.int(h * 0.2, h * 0.6), rng.int(12, 30), hue)
    }
  } else if (kind === 'garden') {
    body += `<rect y="${h * 0.75}" width="${w}" height="${h * 0.25}" fill="${hsl(25, 40, 30)}"/>`
    const n = rng.int(3, 7)
    for (let i = 0; i < n; i++) {
      const x = ((i + 0.5) * w) / n
      const top = h * (0.3 + rng.next() * 0.3)
      body += `<path d="M${x} ${h * 0.75} L${x} ${top}" stroke="${hsl(110, 45, 30)}" stroke-width="6"/>`
      body += `<ellipse cx="${x - 14}" cy="${top + 30}" rx="18" ry="8" fill="${hsl(110, 50, 40)}"/>`
      body += `<circle cx="${x}" cy="${top}" r="${rng.int(10, 22)}" fill="${hsl(rng.int(0, 60), 80, 55)}"/>`
    }
  } else {
    const n = rng.int(8, 16)
    for (let i = 0; i < n; i++) {
      body += `<circle cx="${rng.int(0, w)}" cy="${rng.int(0, h)}" r="${rng.int(20, Math.round(Math.min(w, h) / 3))}" fill="${hsl(hue + rng.int(0, 120), 60, 55)}" fill-opacity="0.6"/>`
    }
  }
  return svg(w, h, body)
}

/** The side of a custom emoji, px. */
export const EMOJI_SIZE = 64

/**
 * Custom emoji artwork (64 px) by name; unknown names get a coloured dot. Filled shapes only
 * (rect, circle, ellipse, polygon, absolute paths), which raster.ts draws: the instance serves
 * them as PNG (assets.ts), as instances serve their custom emoji.
 */
export function emojiSvg(name: string, hue: number): string {
  const bg = `<circle cx="32" cy="32" r="30" fill="${hsl(hue, 60, 60)}"/>`
  const shapes: Record<string, string> = {
    starling: bird(28, 34, 16, hue),
    sprout: `<rect x="30" y="30" width="5" height="26" fill="${hsl(110, 50, 30)}"/><ellipse cx="22" cy="26" rx="11" ry="6" fill="${hsl(110, 55, 40)}"/><ellipse cx="42" cy="22" rx="11" ry="6" fill="${hsl(110, 55, 45)}"/>`,
    coffee: `<rect x="16" y="24" width="26" height="26" fill="#6b3e26"/><rect x="42" y="28" width="10" height="4" fill="#6b3e26"/><rect x="48" y="28" width="4" height="18" fill="#6b3e26"/><rect x="42" y="42" width="10" height="4" fill="#6b3e26"/>`,
    tomato: `<circle cx="32" cy="36" r="18" fill="#d9362b"/><polygon points="22,19 32,24 42,19 42,23 32,29 22,23" fill="#2f7d32"/>`,
    floppy: `<rect x="14" y="14" width="36" height="36" fill="#2b4a8b"/><rect x="22" y="14" width="20" height="12" fill="#d0d7e5"/><rect x="20" y="34" width="24" height="14" fill="#fff"/>`,
    note: `<rect x="24" y="18" width="4" height="28" fill="#222"/><rect x="44" y="14" width="4" height="26" fill="#222"/><polygon points="24,16 48,12 48,17 24,21" fill="#222"/><circle cx="22" cy="46" r="6" fill="#222"/><circle cx="42" cy="40" r="6" fill="#222"/>`,
    sparkle: `<polygon points="32,8 37,27 56,32 37,37 32,56 27,37 8,32 27,27" fill="#fff3a6"/>`,
    cat: `<circle cx="32" cy="36" r="18" fill="#444"/><polygon points="16,26 20,10 28,22" fill="#444"/><polygon points="48,26 44,10 36,22" fill="#444"/><circle cx="26" cy="34" r="3" fill="#ffd54f"/><circle cx="38" cy="34" r="3" fill="#ffd54f"/>`,
    bread: `<path d="M12 40 Q12 18 32 18 Q52 18 52 40 Z" fill="#d9a05b"/><rect x="12" y="38" width="40" height="10" fill="#c68642"/>`,
    heart: `<circle cx="22" cy="26" r="10" fill="#e0245e"/><circle cx="42" cy="26" r="10" fill="#e0245e"/><polygon points="12.5,29 51.5,29 32,52" fill="#e0245e"/>`,
  }
  return svg(
    EMOJI_SIZE,
    EMOJI_SIZE,
    bg + (shapes[name] ?? `<circle cx="32" cy="32" r="10" fill="#fff"/>`),
  )
}

/** The instance logo: a starling on a round ground. */
export function logoSvg(): string {
  return svg(
    200,
    200,
    `<circle cx="100" cy="100" r="96" fill="hsl(200,45%,35%)"/>${bird(90, 105, 44, 200)}`,
  )
}
