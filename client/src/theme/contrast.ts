/**
 * Contrast (s1 §9 "Minimum contrast 4.5"; WCAG 2.x contrast ratio): the ratio of two colours
 * and the text/background pairs of a derived theme with their ratios.
 */
import { isHexColor, luminance, mix, parseHex, toHex } from './color'

/** The minimum ratio for body text (s1 §9, WCAG AA). */
export const MIN_CONTRAST = 4.5
/** The minimum ratio for large text (WCAG AA large text). */
export const MIN_CONTRAST_LARGE = 3

/**
 * WCAG 2.x contrast ratio of two hex colours (`#rgb`/`#rrggbb`), 1..21; symmetric.
 * Throws a TypeError for a colour that is not hex.
 */
export function contrastRatio(fg: string, bg: string): number {
  const [a, b] = [luminance(fg), luminance(bg)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/**
 * Moves `text` toward black or white (whichever side of `background` gives more room) until it
 * reaches `min` against every background in `backgrounds`; returns it unchanged when it already
 * does. Returns `#rrggbb`.
 */
export function ensureContrast(text: string, backgrounds: string[], min = MIN_CONTRAST): string {
  const worst = (color: string) => Math.min(...backgrounds.map((bg) => contrastRatio(color, bg)))
  if (worst(text) >= min) return toHex(parseHex(text))
  const toward = worst('#000000') >= worst('#ffffff') ? '#000000' : '#ffffff'
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(toward, text, step / 20)
    if (worst(candidate) >= min) return candidate
  }
  return toward
}

/** A text/background pair of the theme's custom properties (names with `--`). */
export interface ContrastPair {
  text: string
  background: string
  /** True when the text is large or bold UI text (3 suffices, WCAG). */
  large: boolean
}

/** The pair with its measured ratio and the minimum that applies. */
export interface MeasuredPair extends ContrastPair {
  ratio: number
  min: number
  ok: boolean
}

const pair = (text: string, background: string): ContrastPair => ({
  text,
  background,
  large: false,
})

/** Every text/background pair the interface draws (themes.css names). */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  pair('--fg', '--panel-bg'),
  pair('--fg', '--bg'),
  pair('--link', '--panel-bg'),
  pair('--link', '--popover-bg'),
  pair('--link', '--btn-bg'),
  pair('--link', '--btn-hover-bg'),
  pair('--text-faint', '--panel-bg'),
  pair('--fg', '--popover-bg'),
  pair('--panel-header-fg', '--panel-header-bg'),
  pair('--btn-fg', '--btn-bg'),
  pair('--btn-fg', '--btn-hover-bg'),
  pair('--input-fg', '--input-bg'),
  pair('--alert-error-fg', '--alert-error-bg'),
  pair('--fg', '--alert-success-bg'),
  pair('--fg', '--alert-warning-bg'),
  pair('--badge-fg', '--badge-bg'),
  pair('--greentext', '--panel-bg'),
  pair('--cyantext', '--panel-bg'),
  pair('--accent', '--panel-bg'),
]

/**
 * Measures every pair of {@link CONTRAST_PAIRS} in `vars` (custom property name -> hex colour,
 * as from deriveTheme). Pairs whose colours are missing or not hex are left out.
 */
export function contrastPairs(vars: Record<string, string>): MeasuredPair[] {
  return CONTRAST_PAIRS.flatMap((pair) => {
    const [fg, bg] = [vars[pair.text], vars[pair.background]]
    if (!isHexColor(fg) || !isHexColor(bg)) return []
    const ratio = contrastRatio(fg, bg)
    const min = pair.large ? MIN_CONTRAST_LARGE : MIN_CONTRAST
    return [{ ...pair, ratio, min, ok: ratio >= min }]
  })
}
