/**
 * Theme presets (s1 §2 Theme tab "presets"; s2 §7 `/static/styles.json`, PLEROMA-API §2.5):
 * Starling's built-in presets, each passing 4.5 on every text pair once derived, and the
 * instance's list, whose entries are inline arrays or URLs of theme files loaded on demand.
 */
import { NetworkError, requestText } from '../api/http'
import { parseThemeFile, sourceFromArray, ThemeFileError } from './files'
import { PLEROMA_DARK_COLORS, sourceFromColors, type ThemeSource } from './source'

/** A preset as listed in the Theme tab. */
export interface ThemePreset {
  /** The key (`pleroma-dark`; for instance presets their styles.json key). */
  name: string
  /** Built-in presets are named through i18n (`settings.theme.preset.<name>`); instance ones by this title. */
  title: string
  origin: 'builtin' | 'instance'
  /** Known at once for built-in and inline presets; URL presets load on demand. */
  source?: ThemeSource
  url?: string
}

const builtin = (name: string, title: string, colors: ThemeSource['colors']): ThemePreset => ({
  name,
  title,
  origin: 'builtin',
  source: sourceFromColors(colors),
})

/** Starling's built-in presets: Pleroma's dark and light looks and three of its own. */
export const BUILTIN_PRESETS: readonly ThemePreset[] = [
  builtin('pleroma-dark', 'Pleroma Dark', PLEROMA_DARK_COLORS),
  builtin('light', 'Light', {
    bg: '#ffffff',
    fg: '#dde3ea',
    text: '#23272e',
    link: '#874410',
    accent: '#874410',
    cRed: '#b3261e',
    cGreen: '#0a6b0a',
    cBlue: '#0b5f9a',
    cOrange: '#b45309',
  }),
  builtin('starling-dusk', 'Starling Dusk', {
    bg: '#1d1b2e',
    fg: '#2a2742',
    text: '#d6d3e6',
    link: '#9fb8ff',
    accent: '#c8a6ff',
    cRed: '#ff6b6b',
    cGreen: '#4cd07d',
    cBlue: '#5cc8ff',
    cOrange: '#ffb45c',
  }),
  builtin('starling-paper', 'Starling Paper', {
    bg: '#fbf7ef',
    fg: '#ece4d4',
    text: '#2e2a24',
    link: '#1f5f8b',
    accent: '#8a3d1f',
    cRed: '#b42318',
    cGreen: '#2f6b1f',
    cBlue: '#1f5f8b',
    cOrange: '#a15c00',
  }),
  builtin('starling-contrast', 'Starling High Contrast', {
    bg: '#000000',
    fg: '#1a1a1a',
    text: '#ffffff',
    link: '#ffe14d',
    accent: '#5ce1ff',
    cRed: '#ff5c5c',
    cGreen: '#5cff7a',
    cBlue: '#5ce1ff',
    cOrange: '#ffb84d',
  }),
]

/** Built-in preset names, the values of the `theme` preference besides 'system' and 'custom'. */
export const BUILTIN_PRESET_NAMES = BUILTIN_PRESETS.map((preset) => preset.name)

let lastInstancePresets: ThemePreset[] = []

/**
 * Reads the instance's `/static/styles.json` (an object `name -> inline array | URL`) into
 * presets; entries of any other shape, and a missing or unreadable list, give none.
 * @throws NetworkError when the instance cannot be reached.
 */
export async function loadInstancePresets(signal?: AbortSignal): Promise<ThemePreset[]> {
  let list: unknown
  try {
    list = JSON.parse((await requestText('/static/styles.json', signal)) ?? 'null')
  } catch (error) {
    if (error instanceof NetworkError) throw error
    return []
  }
  if (typeof list !== 'object' || list === null) return (lastInstancePresets = [])
  lastInstancePresets = Object.entries(list).flatMap(([name, value]): ThemePreset[] => {
    if (typeof value === 'string') {
      return [{ name, title: name, origin: 'instance', url: value }]
    }
    if (!Array.isArray(value) || typeof value[0] !== 'string') return []
    try {
      return [{ name, title: value[0], origin: 'instance', source: sourceFromArray(value) }]
    } catch (error) {
      if (error instanceof ThemeFileError) return []
      throw error
    }
  })
  return lastInstancePresets
}

/**
 * The source of a preset (or of the built-in or last loaded instance preset of that name): at
 * once when known, else its theme file fetched and mapped.
 * @throws ThemeFileError for an unknown name or a missing or invalid file; ApiError or
 *   NetworkError from the fetch.
 */
export async function presetSource(
  nameOrPreset: string | ThemePreset,
  signal?: AbortSignal,
): Promise<ThemeSource> {
  const preset =
    typeof nameOrPreset === 'string'
      ? (builtinPreset(nameOrPreset) ??
        lastInstancePresets.find((candidate) => candidate.name === nameOrPreset))
      : nameOrPreset
  if (!preset)
    throw new ThemeFileError(
      `unknown preset ${typeof nameOrPreset === 'string' ? nameOrPreset : nameOrPreset.name}`,
    )
  if (preset.source) return structuredClone(preset.source)
  const text = preset.url ? await requestText(preset.url, signal) : null
  if (text === null) throw new ThemeFileError('missing theme file')
  return parseThemeFile(text)
}

/** The built-in preset called `name`, if any. */
export function builtinPreset(name: string): ThemePreset | undefined {
  return BUILTIN_PRESETS.find((preset) => preset.name === name)
}
