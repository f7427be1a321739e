/**
 * The preference store as saved in local storage, per account, with a schema version and the
 * migrations from older versions (STYLE.md 14). Pure: parse and serialize only.
 *
 * Key: `starling:preferences:{account}`: the account key `{server} {userId}` (state/session.ts
 * accountKey), `visitor` when signed out. Builds before issue 13 keyed by the user id alone; the
 * page's own instance's account moves that key at sign-in (state/accounts.ts).
 * Schema 2 (current): { schemaVersion: 2, _version: 1, _timestamp, values, journal }, where
 * `values` holds only what the user set and column widths are numbers in rem.
 * Schema 1 (earlier builds): { version: 1, settings }, Pleroma-FE-like: column widths were CSS
 * strings ('25rem') and there was no journal or timestamp.
 */
import { isPreferenceKey, isValidPreference, type Preferences } from './preferenceDefinitions'
import { isJournalEntry, PREFS_FORMAT_VERSION, type JournalEntry } from './prefsStorage'

/** Version of the saved shape written by this build. */
export const PREFERENCES_SCHEMA_VERSION = 2

/** The saved shape, schema 2. `_timestamp`: ms since the epoch of the last change (0: never). */
export interface PersistedPreferences {
  schemaVersion: typeof PREFERENCES_SCHEMA_VERSION
  _version: typeof PREFS_FORMAT_VERSION
  _timestamp: number
  values: Partial<Preferences>
  journal: JournalEntry[]
}

/** The storage key of an account's preferences (`account`: its account key, null: visitor). */
export function preferencesStorageKey(account: string | null): string {
  return `starling:preferences:${account ?? 'visitor'}`
}

/** An empty store: nothing set by the user. */
export function emptyPersisted(): PersistedPreferences {
  return {
    schemaVersion: PREFERENCES_SCHEMA_VERSION,
    _version: PREFS_FORMAT_VERSION,
    _timestamp: 0,
    values: {},
    journal: [],
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Keeps the known keys whose values are valid; drops the rest (logged by the caller). */
function cleanValues(raw: unknown): Partial<Preferences> {
  const values: Record<string, unknown> = {}
  if (!isRecord(raw)) return {}
  for (const [key, value] of Object.entries(raw)) {
    if (isPreferenceKey(key) && isValidPreference(key, value)) values[key] = value
  }
  return values
}

const WIDTH_KEYS = ['sidebarColumnWidth', 'contentColumnWidth', 'notifsColumnWidth'] as const

/** Schema 1 to 2: `settings` becomes `values`, '25rem' widths become 25, journal starts empty. */
function migrateFrom1(raw: Record<string, unknown>): PersistedPreferences {
  const settings: Record<string, unknown> = isRecord(raw.settings) ? { ...raw.settings } : {}
  for (const key of WIDTH_KEYS) {
    const width = settings[key]
    if (typeof width === 'string') {
      const rem = /^\s*(\d+(?:\.\d+)?)rem\s*$/.exec(width)
      if (rem?.[1]) settings[key] = Number(rem[1])
      else delete settings[key]
    }
  }
  return { ...emptyPersisted(), values: cleanValues(settings) }
}

/** The result of reading saved preferences: the store, and whether it should be re-saved. */
export interface ParsedPreferences {
  persisted: PersistedPreferences
  /** True when the saved text was migrated or repaired and should be written back. */
  changed: boolean
}

/**
 * Parses saved preferences (the raw string from storage, or null), migrating older schemas and
 * dropping unknown keys, invalid values and malformed journal entries. Unreadable text or an
 * unknown schema gives an empty store (one from a newer build is left unchanged in storage).
 * Never throws.
 */
export function parsePersisted(text: string | null): ParsedPreferences {
  if (text === null) return { persisted: emptyPersisted(), changed: false }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { persisted: emptyPersisted(), changed: true }
  }
  if (!isRecord(raw)) return { persisted: emptyPersisted(), changed: true }
  if (raw.version === 1 && raw.schemaVersion === undefined) {
    return { persisted: migrateFrom1(raw), changed: true }
  }
  if (typeof raw.schemaVersion === 'number' && raw.schemaVersion > PREFERENCES_SCHEMA_VERSION) {
    // Written by a newer build (another tab): use defaults here, leave its data alone.
    return { persisted: emptyPersisted(), changed: false }
  }
  if (raw.schemaVersion !== PREFERENCES_SCHEMA_VERSION) {
    return { persisted: emptyPersisted(), changed: true }
  }
  const values = cleanValues(raw.values)
  const rawJournal: unknown[] = Array.isArray(raw.journal) ? raw.journal : []
  const journal = rawJournal.filter(isJournalEntry)
  const timestamp =
    typeof raw._timestamp === 'number' && Number.isFinite(raw._timestamp) ? raw._timestamp : 0
  const persisted: PersistedPreferences = {
    ...emptyPersisted(),
    _timestamp: timestamp,
    values,
    journal,
  }
  const changed =
    Object.keys(values).length !== (isRecord(raw.values) ? Object.keys(raw.values).length : 0) ||
    journal.length !== rawJournal.length ||
    timestamp !== raw._timestamp ||
    raw._version !== PREFS_FORMAT_VERSION
  return { persisted, changed }
}

/** Serializes the store for storage. */
export function serializePersisted(persisted: PersistedPreferences): string {
  return JSON.stringify(persisted)
}
