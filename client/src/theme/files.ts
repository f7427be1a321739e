/**
 * Theme files (s1 §2 Theme tab import/export; s1 §5 "Invalid theme file refused with no
 * changes"): Starling's own versioned JSON, and Pleroma-FE's shapes as found on instances —
 * `_pleroma_theme_version: 2` with `theme` and/or `source` (`themeEngineVersion` 3 sources
 * included), the older bare `{colors, radii}` object, and styles.json's inline arrays
 * `[name, bg, fg, text, link, red, green, blue, orange]` (PLEROMA-API §2.5).
 */
import { isHexColor } from './color'
import {
  ADVANCED_COLORS,
  FONT_SLOTS,
  OPACITY_SLOTS,
  RADIUS_SLOTS,
  SHADOW_SLOTS,
  sourceFromColors,
  type Shadow,
  type ThemeColors,
  type ThemeSource,
} from './source'

/** The version written into exported files. */
export const THEME_FILE_VERSION = 1

/** A refused theme file; `messageKey` is the catalogue key to show (nothing was changed). */
export class ThemeFileError extends Error {
  readonly messageKey = 'settings.theme_invalid_file'
  constructor(reason: string) {
    super(`Invalid theme file: ${reason}`)
    this.name = 'ThemeFileError'
  }
}

/** Starling's theme file for `source`: `{ _starling_theme_version: 1, source }`, pretty-printed. */
export function exportThemeFile(source: ThemeSource): string {
  return JSON.stringify({ _starling_theme_version: THEME_FILE_VERSION, source }, null, 2)
}

type Obj = Record<string, unknown>
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** Pleroma-FE's old radius names (`btnRadius`) next to the current ones (`btn`). */
const radiusValue = (radii: Obj, slot: string): unknown => radii[slot] ?? radii[`${slot}Radius`]

/** Resolves a colour that may be a Pleroma-FE reference (`--link`, `--bg,-0.9`) to hex. */
function colorOf(value: unknown, colors: Obj): string | undefined {
  if (isHexColor(value)) return value.toLowerCase()
  if (typeof value !== 'string' || !value.startsWith('--')) return undefined
  const target = colors[(value.slice(2).split(',')[0] ?? '').trim()]
  return isHexColor(target) ? target.toLowerCase() : undefined
}

function mapColors(raw: Obj): ThemeColors {
  const bg = colorOf(raw.bg, raw)
  const text = colorOf(raw.text, raw) ?? colorOf(raw.fgText, raw)
  if (!bg || !text) throw new ThemeFileError('bg and text colours are required')
  const fg = colorOf(raw.fg, raw) ?? bg
  const link = colorOf(raw.link, raw) ?? text
  const colors: ThemeColors = {
    bg,
    fg,
    text,
    link,
    accent: colorOf(raw.accent, raw) ?? link,
    cRed: colorOf(raw.cRed, raw) ?? '#d31014',
    cGreen: colorOf(raw.cGreen, raw) ?? '#0fa00f',
    cBlue: colorOf(raw.cBlue, raw) ?? '#0095ff',
    cOrange: colorOf(raw.cOrange, raw) ?? '#ffa500',
  }
  for (const key of ADVANCED_COLORS) {
    const value = colorOf(raw[key], raw)
    if (value) colors[key] = value
  }
  return colors
}

function mapShadow(raw: unknown, colors: Obj): Shadow | null {
  if (!isObj(raw)) return null
  const { x, y, blur, spread = 0, alpha = 1, inset = false } = raw
  if (![x, y, blur, spread, alpha].every(finite) || typeof inset !== 'boolean') return null
  return {
    x: x as number,
    y: y as number,
    blur: blur as number,
    spread: spread as number,
    color: colorOf(raw.color, colors) ?? '#000000',
    alpha: Math.min(1, Math.max(0, alpha as number)),
    inset,
  }
}

/** Maps a Pleroma-FE or Starling `{colors, opacity, radii, fonts, shadows}` object. */
function mapSource(raw: Obj): ThemeSource {
  if (!isObj(raw.colors)) throw new ThemeFileError('no colours')
  const colorsRaw = raw.colors
  const source = sourceFromColors(mapColors(colorsRaw))
  const opacity = isObj(raw.opacity) ? raw.opacity : {}
  for (const slot of OPACITY_SLOTS) {
    const value = opacity[slot]
    if (finite(value) && value >= 0 && value <= 1) source.opacity[slot] = value
  }
  const radii = isObj(raw.radii) ? raw.radii : {}
  for (const slot of RADIUS_SLOTS) {
    const value = radiusValue(radii, slot)
    if (finite(value) && value >= 0 && value <= 999) source.radii[slot] = value
  }
  const fonts = isObj(raw.fonts) ? raw.fonts : {}
  for (const slot of FONT_SLOTS) {
    const font = fonts[slot]
    const family = isObj(font) ? font.family : font
    if (typeof family === 'string' && family !== 'inherit' && /^[\w\s,'"-]*$/.test(family)) {
      source.fonts[slot] = family.trim()
    }
  }
  const shadows = isObj(raw.shadows) ? raw.shadows : {}
  for (const slot of SHADOW_SLOTS) {
    const list = shadows[slot]
    if (!Array.isArray(list)) continue
    source.shadows[slot] = list.flatMap((item) => mapShadow(item, colorsRaw) ?? [])
  }
  return source
}

/** Maps a styles.json inline array `[name, bg, fg, text, link, red, green, blue, orange]`. */
export function sourceFromArray(raw: unknown[]): ThemeSource {
  const [, bg, fg, text, link, cRed, cGreen, cBlue, cOrange] = raw
  return mapSource({ colors: { bg, fg, text, link, cRed, cGreen, cBlue, cOrange } })
}

/**
 * Reads a theme file's text into a {@link ThemeSource}. Accepts Starling's file, Pleroma-FE's
 * v2/v3 files (its `source` preferred over the computed `theme`), the older bare
 * `{colors, radii}` object and an inline array.
 * @throws ThemeFileError for text that is not JSON, an unknown version or shape, or missing
 *   bg/text colours.
 */
export function parseThemeFile(text: string): ThemeSource {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new ThemeFileError('not JSON')
  }
  if (Array.isArray(raw)) return sourceFromArray(raw)
  if (!isObj(raw)) throw new ThemeFileError('not an object')
  if ('_starling_theme_version' in raw) {
    if (raw._starling_theme_version !== THEME_FILE_VERSION || !isObj(raw.source)) {
      throw new ThemeFileError('unknown Starling theme version')
    }
    return mapSource(raw.source)
  }
  if ('_pleroma_theme_version' in raw) {
    if (raw._pleroma_theme_version !== 2) throw new ThemeFileError('unknown Pleroma-FE version')
    const body = isObj(raw.source) && isObj(raw.source.colors) ? raw.source : raw.theme
    if (!isObj(body)) throw new ThemeFileError('no theme')
    return mapSource(body)
  }
  return mapSource(raw)
}
