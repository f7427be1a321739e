/**
 * Applying theme custom properties (DESIGN.md; issue 18 "before first paint"). Kept tiny: this
 * module is part of the initial load, so main.tsx can apply the cached theme before React
 * renders. Properties are set through CSSOM (`style.setProperty`), which the CSP allows.
 */

const CACHE_KEY = 'starling:theme-cache'
let applied: string[] = []

/**
 * Sets every custom property of `vars` (name with `--` -> value, from deriveTheme) on `root`
 * and its `color-scheme` from `--color-scheme`; properties set by an earlier call and missing
 * now are removed.
 */
export function applyThemeVars(
  vars: Record<string, string>,
  root: HTMLElement = document.documentElement,
): void {
  clearThemeVars(root)
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
  if (vars['--color-scheme']) root.style.setProperty('color-scheme', vars['--color-scheme'])
  applied = Object.keys(vars)
}

/** Removes what {@link applyThemeVars} set, so themes.css's own values apply again. */
export function clearThemeVars(root: HTMLElement = document.documentElement): void {
  for (const name of applied) root.style.removeProperty(name)
  root.style.removeProperty('color-scheme')
  applied = []
}

/**
 * Keeps `vars` for the next start (local storage; `null` forgets them). Storage failures are
 * ignored: the next start then paints themes.css's look until the preferences apply.
 */
export function cacheTheme(vars: Record<string, string> | null): void {
  try {
    if (vars) localStorage.setItem(CACHE_KEY, JSON.stringify(vars))
    else localStorage.removeItem(CACHE_KEY)
  } catch {
    // Storage unavailable or full: no first-paint cache.
  }
}

/**
 * Applies the theme kept by {@link cacheTheme} to <html>; called at the top of main.tsx before
 * React renders. Returns true when a cached theme was applied; anything unreadable is ignored.
 */
export function applyCachedTheme(root: HTMLElement = document.documentElement): boolean {
  try {
    const vars: unknown = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null')
    if (!vars || typeof vars !== 'object') return false
    const entries = Object.entries(vars).filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith('--') && typeof entry[1] === 'string',
    )
    applyThemeVars(Object.fromEntries(entries), root)
    return entries.length > 0
  } catch {
    return false
  }
}
