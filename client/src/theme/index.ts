/**
 * Theme selection (DESIGN.md, DECISIONS.md "Instance theme"): themes.css holds the built-in
 * looks as CSS custom properties chosen by `data-theme` on <html>; the theme engine (derive.ts,
 * loaded lazily) overrides them with inline custom properties for every other choice.
 * Only the names live here, since the preferences (initial load) need them.
 */

/** Built-in preset names (presets.ts has their colours); pleroma-dark is the default. */
export const THEMES = [
  'pleroma-dark',
  'light',
  'starling-dusk',
  'starling-paper',
  'starling-contrast',
] as const

/** A built-in theme name. */
export type ThemeName = (typeof THEMES)[number]

/**
 * The values of the `theme` preference: 'system' follows prefers-color-scheme (themes.css's
 * light-dark pairs), a built-in preset, or 'custom' (the account's own source, store.ts).
 */
export const THEME_CHOICES = ['system', ...THEMES, 'custom'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

/** The instance default when the instance names no known theme (s1 §3). */
export const DEFAULT_THEME: ThemeName = 'pleroma-dark'

/** True for a built-in theme name. */
export function isThemeName(name: unknown): name is ThemeName {
  return typeof name === 'string' && (THEMES as readonly string[]).includes(name)
}

/**
 * Sets `data-theme` on <html> to pleroma-dark or light (themes.css's two sides). `null` or any
 * other name removes it, so `prefers-color-scheme` (or the engine's inline `color-scheme`) picks.
 */
export function applyTheme(name: string | null, root: HTMLElement = document.documentElement) {
  if (name === 'pleroma-dark' || name === 'light') root.dataset.theme = name
  else delete root.dataset.theme
}
