/**
 * Theme selection (DESIGN.md, DECISIONS.md "Instance theme"): the themes are CSS custom
 * properties in themes.css, chosen by `data-theme` on <html>.
 */

/** Built-in theme names; pleroma-dark is the default (DECISIONS.md). */
export const THEMES = ['pleroma-dark', 'light'] as const

/** A built-in theme name. */
export type ThemeName = (typeof THEMES)[number]

/** The instance default when the instance names no known theme (s1 §3). */
export const DEFAULT_THEME: ThemeName = 'pleroma-dark'

/** True for a built-in theme name. */
export function isThemeName(name: unknown): name is ThemeName {
  return typeof name === 'string' && (THEMES as readonly string[]).includes(name)
}

/**
 * Applies a theme by setting `data-theme` on <html>. `null` (or an unknown name) removes it,
 * so `prefers-color-scheme` picks dark or light.
 */
export function applyTheme(name: string | null, root: HTMLElement = document.documentElement) {
  if (isThemeName(name)) root.dataset.theme = name
  else delete root.dataset.theme
}
