/**
 * The preference store (s1 §3 "User settings defaults", "Other preferences"; s1 §4 "Preference
 * sync"; s1 §5 path rules; s2 §8 "Storage unavailable"). One Zustand vanilla store:
 *
 * - `user` holds only what the user set; `instance` the instance's values for the same names
 *   (set from the instance config). The effective value is user ?? instance ?? built-in default,
 *   so "unset" stays distinct from a value equal to the default.
 * - Every change appends a journal entry and bumps `_timestamp`, so a server copy can later be
 *   merged by replaying journals (newest `_timestamp` wins, s1 §4).
 * - Saved per account in local storage (persistence.ts); other tabs' changes arrive through the
 *   `storage` event. Without storage the values live in memory (`storageAvailable` false).
 */
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { storage, subscribeStorage, type SafeStorage } from '../../lib/storage'
import {
  parsePersisted,
  preferencesStorageKey,
  PREFERENCES_SCHEMA_VERSION,
  serializePersisted,
} from './persistence'
import {
  defaultOf,
  definitionOf,
  isPreferenceKey,
  isValidPreference,
  PREFERENCE_KEYS,
  type PreferenceKey,
  type Preferences,
} from './preferenceDefinitions'
import {
  appendToJournal,
  applyCollectionOperation,
  assertEditablePath,
  PREFS_FORMAT_VERSION,
  type JournalEntry,
  type JournalOperation,
} from './prefsStorage'

/** The store's state. `_timestamp`: ms since the epoch of the last change (0: none yet). */
export interface PreferencesState {
  accountId: string | null
  user: Partial<Preferences>
  instance: Partial<Preferences>
  journal: JournalEntry[]
  _timestamp: number
  _version: typeof PREFS_FORMAT_VERSION
  storageAvailable: boolean
}

/** Names of the collection preferences (arrays of strings). */
export type CollectionKey = {
  [K in PreferenceKey]: Preferences[K] extends readonly string[] ? K : never
}[PreferenceKey]

const initialState = (): PreferencesState => ({
  accountId: null,
  user: {},
  instance: {},
  journal: [],
  _timestamp: 0,
  _version: PREFS_FORMAT_VERSION,
  storageAvailable: true,
})

/** The preference store (vanilla; React reads it through {@link usePreference}). */
export const preferencesStore = createStore<PreferencesState>()(initialState)

let backend: SafeStorage = storage

/** The effective value of `key` in `state`: user value ?? instance value ?? default (s1 §3). */
export function effectivePreference<K extends PreferenceKey>(
  state: PreferencesState,
  key: K,
): Preferences[K] {
  return state.user[key] ?? state.instance[key] ?? defaultOf(key)
}

/** The effective value of one preference now. */
export function getPreference<K extends PreferenceKey>(key: K): Preferences[K] {
  return effectivePreference(preferencesStore.getState(), key)
}

/** Whether the user set `key` (a reset makes it unset again). */
export function isPreferenceSet(key: PreferenceKey): boolean {
  return preferencesStore.getState().user[key] !== undefined
}

/** Every effective value (for applying the layout, exporting settings). */
export function effectivePreferences(state: PreferencesState): Preferences {
  const out: Record<string, unknown> = {}
  for (const key of PREFERENCE_KEYS) out[key] = effectivePreference(state, key)
  return out as Preferences
}

/**
 * Loads the preferences of `accountId` (null: the signed-out visitor) from `from`, migrating
 * older saved schemas and writing the result back. Keeps the instance values already set.
 * Returns whether storage is available (false: the values live in memory; s2 §8).
 */
export function loadPreferences(
  accountId: string | null,
  from: SafeStorage = storage,
): { storageAvailable: boolean } {
  backend = from
  const key = preferencesStorageKey(accountId)
  const { persisted, changed } = parsePersisted(from.getItem(key))
  if (changed) from.setItem(key, serializePersisted(persisted))
  const storageAvailable = from.available
  preferencesStore.setState({
    accountId,
    user: persisted.values,
    journal: persisted.journal,
    _timestamp: persisted._timestamp,
    storageAvailable,
  })
  return { storageAvailable }
}

/** Writes the user's part of the store to storage; notes when storage gave up. */
export function savePreferences(state: PreferencesState): void {
  const written = backend.setItem(
    preferencesStorageKey(state.accountId),
    serializePersisted({
      schemaVersion: PREFERENCES_SCHEMA_VERSION,
      _version: PREFS_FORMAT_VERSION,
      _timestamp: state._timestamp,
      values: state.user,
      journal: state.journal,
    }),
  )
  if (!written && state.storageAvailable) preferencesStore.setState({ storageAvailable: false })
}

/** Checks a path coming from code or from a file: not reserved, and a known preference. */
function checkPath(path: string): PreferenceKey {
  assertEditablePath(path)
  if (!isPreferenceKey(path)) throw new Error(`Unknown preference "${path}"`)
  return path
}

/** Records one change: new user values, a journal entry, a new `_timestamp`; then saves. */
function commit(
  user: Partial<Preferences>,
  path: PreferenceKey,
  operation: JournalOperation,
  args: unknown[],
): void {
  const timestamp = Date.now()
  const state = preferencesStore.getState()
  const entry: JournalEntry = { path, operation, args, timestamp }
  preferencesStore.setState({
    user,
    journal: appendToJournal(state.journal, entry),
    _timestamp: timestamp,
  })
  savePreferences(preferencesStore.getState())
}

/**
 * Sets a preference for the current account and saves it.
 * Throws an Error for a path starting with `_` or an unknown name, and a TypeError for a value
 * of the wrong kind (s1 §5: numbers or booleans, the listed words, arrays for collections).
 */
export function setPreference<K extends PreferenceKey>(key: K, value: Preferences[K]): void {
  const path = checkPath(key)
  if (!isValidPreference(path, value)) {
    throw new TypeError(`Invalid value for preference "${path}": ${JSON.stringify(value)}`)
  }
  const stored = Array.isArray(value) ? [...value] : value
  const user = { ...preferencesStore.getState().user, [path]: stored }
  commit(user, path, 'set', [stored])
}

/** Unsets a preference: the instance value or the default applies again (journal: set null). */
export function resetPreference(key: PreferenceKey): void {
  const path = checkPath(key)
  const user = { ...preferencesStore.getState().user }
  delete user[path]
  commit(user, path, 'set', [null])
}

function changeCollection(
  key: CollectionKey,
  operation: Exclude<JournalOperation, 'set'>,
  item: string,
  movement?: number,
): void {
  const path = checkPath(key)
  if (definitionOf(path).kind !== 'collection') {
    throw new TypeError(`Preference "${path}" is not a collection`)
  }
  const current = getPreference(key)
  const next = applyCollectionOperation(current, operation, item, movement)
  const user = { ...preferencesStore.getState().user, [path]: next }
  commit(user, path, operation, movement === undefined ? [item] : [item, movement])
}

/** Adds `item` to a collection preference (no duplicate). */
export function addToCollection(key: CollectionKey, item: string): void {
  changeCollection(key, 'addToCollection', item)
}

/** Removes `item` from a collection preference. */
export function removeFromCollection(key: CollectionKey, item: string): void {
  changeCollection(key, 'removeFromCollection', item)
}

/** Moves `item` by `movement` positions (negative: towards the start) in a collection. */
export function reorderCollection(key: CollectionKey, item: string, movement: number): void {
  changeCollection(key, 'reorderCollection', item, movement)
}

/**
 * Takes the instance's values for preferences of the same name (theme, postContentType,
 * subjectLineBehavior, conversationDisplay, maxDepthInThread, sidebarRight, scopeCopy...);
 * entries with other names or invalid values are ignored. Not saved: the instance config is
 * fetched at every start.
 */
export function setInstancePreferences(
  config: Readonly<Partial<Record<PreferenceKey, unknown>>>,
): void {
  const instance: Record<string, unknown> = {}
  for (const key of PREFERENCE_KEYS) {
    const value = config[key]
    if (value !== undefined && isValidPreference(key, value)) instance[key] = value
  }
  preferencesStore.setState({ instance: instance })
}

/**
 * Follows the current account's preferences in other tabs (the `storage` event): their saved
 * values replace this tab's, without saving again. Returns the unsubscribe function.
 */
export function watchOtherTabs(): () => void {
  return subscribeStorage(preferencesStorageKey(preferencesStore.getState().accountId), (text) => {
    const { persisted } = parsePersisted(text)
    preferencesStore.setState({
      user: persisted.values,
      journal: persisted.journal,
      _timestamp: persisted._timestamp,
    })
  })
}

/** React: the effective value of one preference; re-renders when it changes. */
export function usePreference<K extends PreferenceKey>(key: K): Preferences[K] {
  return useStore(preferencesStore, (state) => effectivePreference(state, key))
}

/** React: whether the user set `key` (offers "reset to default"). */
export function useIsPreferenceSet(key: PreferenceKey): boolean {
  return useStore(preferencesStore, (state) => state.user[key] !== undefined)
}
