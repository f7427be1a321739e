/**
 * The chosen theme (issue 18; s1 §2 Theme tab): the `theme` preference holds the choice —
 * 'system', a built-in preset or 'custom' — and the custom {@link ThemeSource} is kept per
 * account in local storage (as a Starling theme file). Applying derives the custom properties,
 * sets them on <html> and caches them for the next first paint. Loaded lazily (the engine).
 */
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { storage, subscribeStorage, type SafeStorage } from '../lib/storage'
import { getPreference, setPreference, usePreference } from './preferences/preferences'
import { sessionAccountKey } from './session'
import { applyTheme, type ThemeChoice } from '../theme'
import { applyThemeVars, cacheTheme, clearThemeVars } from '../theme/apply'
import { deriveTheme } from '../theme/derive'
import { exportThemeFile, parseThemeFile } from '../theme/files'
import { builtinPreset } from '../theme/presets'
import type { ThemeSource } from '../theme/source'

/** Local-storage key of an account's custom theme (null account: the visitor). */
export function customThemeKey(account: string | null): string {
  return `starling:theme-custom:${account ?? 'visitor'}`
}

/** The custom source kept for `account`, or null when none (or unreadable). */
export function loadCustomTheme(
  account: string | null,
  from: SafeStorage = storage,
): ThemeSource | null {
  const text = from.getItem(customThemeKey(account))
  if (text === null) return null
  try {
    return parseThemeFile(text)
  } catch {
    return null
  }
}

interface ThemeState {
  account: string | null
  custom: ThemeSource | null
}

/** The current account's custom source (null when it has none). */
export const themeStore = createStore<ThemeState>()(() => ({ account: null, custom: null }))

let stopWatching = (): void => undefined

/**
 * Loads `account`'s custom source into {@link themeStore} (on start and on switching account)
 * and follows it in other tabs: a custom theme saved there is applied here too when 'custom'
 * is the choice.
 */
export function loadThemeAccount(account: string | null, from: SafeStorage = storage): void {
  const state = themeStore.getState()
  if (state.account === account && state.custom) return
  themeStore.setState({ account, custom: loadCustomTheme(account, from) })
  stopWatching()
  stopWatching = subscribeStorage(customThemeKey(account), () => {
    themeStore.setState({ account, custom: loadCustomTheme(account, from) })
    if (getPreference('theme') === 'custom') applyThemeChoice('custom')
  })
}

/**
 * The custom properties of a choice (deriveTheme's map), or null for 'system' (themes.css's
 * light-dark pairs then apply). 'custom' without a kept source falls back to pleroma-dark.
 */
export function themeVars(
  choice: string,
  custom: ThemeSource | null,
): Record<string, string> | null {
  if (choice === 'system') return null
  const source = choice === 'custom' ? custom : builtinPreset(choice)?.source
  return deriveTheme(source ?? builtinPreset('pleroma-dark')!.source!)
}

/** Applies `choice` to `root` (live) and caches it for the next first paint. */
export function applyThemeChoice(
  choice: string,
  root: HTMLElement = document.documentElement,
): void {
  const vars = themeVars(choice, themeStore.getState().custom)
  applyTheme(choice, root)
  if (vars) applyThemeVars(vars, root)
  else clearThemeVars(root)
  cacheTheme(vars)
}

/**
 * Keeps `source` as the current account's custom theme, makes 'custom' the choice and applies
 * it at once. Returns false when storage refused it (it then lives in memory).
 */
export function setCustomTheme(source: ThemeSource, from: SafeStorage = storage): boolean {
  const account = sessionAccountKey()
  const kept = from.setItem(customThemeKey(account), exportThemeFile(source))
  themeStore.setState({ account, custom: source })
  setPreference('theme', 'custom')
  applyThemeChoice('custom')
  return kept
}

/** Chooses 'system', a built-in preset or 'custom' (the `theme` preference; applied live). */
export function selectTheme(choice: ThemeChoice): void {
  setPreference('theme', choice)
}

/** The theme choice, the custom source, and the actions, for the Theme tab. */
export function useTheme() {
  const choice = usePreference('theme')
  const custom = useStore(themeStore, (state) => state.custom)
  return { choice, custom, selectTheme, setCustomTheme }
}
