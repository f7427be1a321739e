/**
 * Colour arithmetic for the theme engine: `#rgb`/`#rrggbb` parsing, mixing, and moving a colour
 * toward black or white until it reads on a background (s1 §9 minimum contrast).
 */

/** An sRGB colour, each channel 0..255. */
export type Rgb = readonly [number, number, number]

/** True for `#rgb` or `#rrggbb` (case-insensitive). */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)
}

/** Parses `#rgb` or `#rrggbb`; throws a TypeError on anything else. */
export function parseHex(hex: string): Rgb {
  if (!isHexColor(hex)) throw new TypeError(`Not a hex colour: ${String(hex)}`)
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1)
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16)
  return [channel(0), channel(2), channel(4)]
}

/** Formats channels (rounded, clamped to 0..255) as lowercase `#rrggbb`. */
export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** `amount` (0..1) of `a` over `1 - amount` of `b`, as `#rrggbb`: a painted at that opacity on b. */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [parseHex(a), parseHex(b)]
  const channel = (i: 0 | 1 | 2) => x[i] * amount + y[i] * (1 - amount)
  return toHex([channel(0), channel(1), channel(2)])
}

/** WCAG 2.x relative luminance of a hex colour, 0 (black) .. 1 (white). */
export function luminance(hex: string): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = parseHex(hex).map(linear) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** True when the colour is dark (text on it should be light). */
export function isDark(hex: string): boolean {
  return luminance(hex) < 0.18
}

/** `rgb(r g b / alpha)` for a hex colour and an opacity 0..1. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex)
  return `rgb(${r} ${g} ${b} / ${alpha})`
}
