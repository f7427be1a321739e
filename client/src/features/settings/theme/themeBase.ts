/**
 * The base of the edited theme (s1 §2 "Theme": reset per slot and for all): the preset, instance
 * preset or imported file the account's custom theme started from, kept in local storage per
 * account (`starling:theme-base:{account}`, a Starling theme file, theme/files.ts) so "reset"
 * goes back to it after the tab closes or the page reloads. Without one, the base is the
 * instance default theme (pleroma-dark, s1 §3).
 */
import { storage, type SafeStorage } from '../../../lib/storage'
import { exportThemeFile, parseThemeFile } from '../../../theme/files'
import { DEFAULT_SOURCE, type ThemeSource } from '../../../theme/source'

/** Local-storage key of an account's base (null account: the visitor). */
function baseKey(account: string | null): string {
  return `starling:theme-base:${account ?? 'visitor'}`
}

/** The base kept for `account`; the default theme when none is kept or it is unreadable. */
export function loadThemeBase(account: string | null, from: SafeStorage = storage): ThemeSource {
  const text = from.getItem(baseKey(account))
  if (text === null) return DEFAULT_SOURCE
  try {
    return parseThemeFile(text)
  } catch {
    return DEFAULT_SOURCE
  }
}

/** Keeps `source` as `account`'s base (a storage failure only loses it for the next visit). */
export function keepThemeBase(
  account: string | null,
  source: ThemeSource,
  from: SafeStorage = storage,
): void {
  from.setItem(baseKey(account), exportThemeFile(source))
}
