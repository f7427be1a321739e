/**
 * Between the preference store and the server copy (s1 §3 "Server-side preferences", s1 §4
 * "Preference sync"). Every preference that the s1 §5 value rule allows on the server travels:
 * booleans and numbers as `simple.<name>`, collections as `collections.<name>`; the preferences
 * whose values are words (theme, interfaceLanguage, replyVisibility...) stay on this device,
 * since a server copy may hold only numbers, booleans and arrays. Journal paths are the
 * preference names locally and `simple.<name>` / `collections.<name>` on the server.
 */
import { definitionOf, isPreferenceKey, isValidPreference } from './preferenceDefinitions'
import type { PreferenceKey, Preferences } from './preferenceDefinitions'
import type { PreferencesState } from './preferences'
import { defaultPrefsStorage, PREFS_FORMAT_VERSION, type JournalEntry } from './prefsStorage'
import type { FlagStorage, ServerCopy } from './serverCopy'

/** The server group of a preference, or null when it stays on this device. */
export function syncGroup(key: PreferenceKey): 'simple' | 'collections' | null {
  const kind = definitionOf(key).kind
  if (kind === 'collection') return 'collections'
  return kind === 'enum' || kind === 'language' ? null : 'simple'
}

/** The local name of a server path (`simple.collapseNav` → `collapseNav`), or null. */
function localKey(path: string): PreferenceKey | null {
  const dot = path.indexOf('.')
  const key = path.slice(dot + 1)
  if (dot < 0 || !isPreferenceKey(key)) return null
  return syncGroup(key) === path.slice(0, dot) ? key : null
}

/** The local cache as a server copy: the user's travelling values over the defaults. */
export function toServerCopy(
  state: Pick<PreferencesState, 'user' | 'journal' | '_timestamp'>,
  flags: FlagStorage,
  fqn: string,
): ServerCopy {
  const prefs = defaultPrefsStorage()
  for (const [key, value] of Object.entries(state.user)) {
    const group = syncGroup(key as PreferenceKey)
    if (group === 'simple') prefs.simple[key] = value as number | boolean
    else if (group === 'collections') prefs.collections[key] = [...(value as string[])]
  }
  prefs._journal = state.journal.flatMap((entry) => {
    const group = syncGroup(entry.path as PreferenceKey)
    return group ? [{ ...entry, path: `${group}.${entry.path}` }] : []
  })
  return {
    flagStorage: { ...flags },
    prefsStorage: prefs,
    _timestamp: state._timestamp,
    _version: PREFS_FORMAT_VERSION,
    _user: fqn,
  }
}

const TEMPLATE = defaultPrefsStorage()

/**
 * The store's user values and journal after taking `copy`: travelling preferences come from
 * the copy (a template default nobody set stays unset), the device-only ones stay as they were.
 */
export function fromServerCopy(
  copy: ServerCopy,
  state: Pick<PreferencesState, 'user' | 'journal'>,
): { user: Partial<Preferences>; journal: JournalEntry[] } {
  const user: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(state.user))
    if (syncGroup(key as PreferenceKey) === null) user[key] = value
  const journal = state.journal.filter((e) => syncGroup(e.path as PreferenceKey) === null)
  const touched = new Set<string>()
  for (const entry of copy.prefsStorage._journal) {
    const key = localKey(entry.path)
    if (!key) continue
    touched.add(key)
    journal.push({ ...entry, path: key })
  }
  const values: [string, unknown, unknown][] = [
    ...Object.entries(copy.prefsStorage.simple).map(([k, v]): [string, unknown, unknown] => [
      k,
      v,
      TEMPLATE.simple[k],
    ]),
    ...Object.entries(copy.prefsStorage.collections).map(([k, v]): [string, unknown, unknown] => [
      k,
      v,
      TEMPLATE.collections[k],
    ]),
  ]
  for (const [key, value, template] of values) {
    if (!isPreferenceKey(key) || syncGroup(key) === null || !isValidPreference(key, value)) continue
    const isTemplate = JSON.stringify(value) === JSON.stringify(template)
    if (!isTemplate || touched.has(key)) user[key] = value
  }
  journal.sort((a, b) => a.timestamp - b.timestamp)
  return { user: user, journal }
}
