/**
 * Theme presets (s1 §2 Theme tab "presets"; s2 §7 `/static/styles.json`, PLEROMA-API §2.5):
 * Starling's built-in presets, each passing 4.5 on every text pair once derived. The instance's
 * list is read by state/themePresets.ts.
 */
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

/** The built-in preset called `name`, if any. */
export function builtinPreset(name: string): ThemePreset | undefined {
  return BUILTIN_PRESETS.find((preset) => preset.name === name)
}
