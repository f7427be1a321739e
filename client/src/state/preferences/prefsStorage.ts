/**
 * The journal and the server-side `prefsStorage` shape (s1 §3 "Server-side preferences";
 * s1 §4 "Preference sync"; s1 §5 preference path rules). Pure functions, no store: the local
 * preference store writes the same journal entries, so a later server copy can be merged by
 * replaying journals.
 */

/** What a journal entry does to its path. */
export type JournalOperation =
  'set' | 'addToCollection' | 'removeFromCollection' | 'reorderCollection'

/**
 * One change. `args`: 'set' [value] (null: back to the default), 'addToCollection' [item],
 * 'removeFromCollection' [item], 'reorderCollection' [item, movement] (movement: positions,
 * negative = towards the start). `timestamp`: ms since the epoch.
 */
export interface JournalEntry {
  path: string
  operation: JournalOperation
  args: unknown[]
  timestamp: number
}

const OPERATIONS: readonly string[] = [
  'set',
  'addToCollection',
  'removeFromCollection',
  'reorderCollection',
] satisfies JournalOperation[]

/** The most entries a journal keeps (oldest dropped first). */
export const JOURNAL_LIMIT = 500

/** Format version of the preference store and of the server copy (s1 §9: version 1). */
export const PREFS_FORMAT_VERSION = 1

/**
 * Throws when `path` may not be edited: empty, or starting with an underscore (`_timestamp`,
 * `_version`, `_journal`, `_user` are the store's own bookkeeping; s1 §5).
 */
export function assertEditablePath(path: string): void {
  if (path.length === 0) throw new Error('Preference path must not be empty')
  if (path.startsWith('_')) {
    throw new Error(
      `Preference path "${path}" cannot be edited: paths starting with "_" are reserved`,
    )
  }
}

/** Whether `value` is a well-formed journal entry on an editable path. */
export function isJournalEntry(value: unknown): value is JournalEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.path === 'string' &&
    entry.path.length > 0 &&
    !entry.path.startsWith('_') &&
    typeof entry.operation === 'string' &&
    OPERATIONS.includes(entry.operation) &&
    Array.isArray(entry.args) &&
    typeof entry.timestamp === 'number' &&
    Number.isFinite(entry.timestamp)
  )
}

/**
 * Appends `entry`. A 'set' supersedes earlier 'set' entries of the same path (only the last
 * value matters when replaying); collection operations all stay, in order. Keeps at most
 * `limit` entries, dropping the oldest.
 */
export function appendToJournal(
  journal: readonly JournalEntry[],
  entry: JournalEntry,
  limit: number = JOURNAL_LIMIT,
): JournalEntry[] {
  const kept =
    entry.operation === 'set'
      ? journal.filter((old) => !(old.operation === 'set' && old.path === entry.path))
      : [...journal]
  kept.push(entry)
  return kept.length > limit ? kept.slice(kept.length - limit) : kept
}

/** Applies one collection operation to a list of strings; returns a new array. */
export function applyCollectionOperation(
  collection: readonly string[],
  operation: Exclude<JournalOperation, 'set'>,
  item: string,
  movement = 0,
): string[] {
  switch (operation) {
    case 'addToCollection':
      return collection.includes(item) ? [...collection] : [...collection, item]
    case 'removeFromCollection':
      return collection.filter((existing) => existing !== item)
    case 'reorderCollection': {
      const from = collection.indexOf(item)
      if (from < 0) return [...collection]
      const to = Math.max(0, Math.min(collection.length - 1, from + movement))
      const next = collection.filter((_, index) => index !== from)
      next.splice(to, 0, item)
      return next
    }
  }
}

/** The server-side `prefsStorage` (inside the account's `pleroma_settings_store`). */
export interface PrefsStorage {
  _journal: JournalEntry[]
  simple: Record<string, number | boolean>
  collections: Record<string, unknown[]>
}

/** Defaults of the server-side preferences (s1 §3). */
export function defaultPrefsStorage(): PrefsStorage {
  return {
    _journal: [],
    simple: { dontShowUpdateNotifs: false, collapseNav: false },
    collections: { pinnedNavItems: ['home', 'dms', 'chats'] },
  }
}

/** A validated prefsStorage and the paths that were reset or dropped on the way. */
export interface PrefsStorageValidation {
  value: PrefsStorage
  reset: string[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Validates a server copy's prefsStorage (s1 §5): simple values must be numbers or booleans and
 * collections arrays; a known path with another value is reset to its default, an unknown one
 * dropped; malformed journal entries are dropped. Never throws; `reset` lists what changed
 * (`simple.collapseNav`, `collections.pinnedNavItems`, `_journal[3]`, or `prefsStorage` when
 * the whole value was not an object).
 */
export function validatePrefsStorage(raw: unknown): PrefsStorageValidation {
  const defaults = defaultPrefsStorage()
  if (!isRecord(raw)) return { value: defaults, reset: ['prefsStorage'] }
  const reset: string[] = []

  const simple: Record<string, number | boolean> = { ...defaults.simple }
  const rawSimple = isRecord(raw.simple) ? raw.simple : {}
  if (raw.simple !== undefined && !isRecord(raw.simple)) reset.push('simple')
  for (const [key, value] of Object.entries(rawSimple)) {
    if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
      simple[key] = value
    } else {
      reset.push(`simple.${key}`)
      if (!Object.hasOwn(defaults.simple, key)) delete simple[key]
    }
  }

  const collections: Record<string, unknown[]> = { ...defaults.collections }
  const rawCollections = isRecord(raw.collections) ? raw.collections : {}
  if (raw.collections !== undefined && !isRecord(raw.collections)) reset.push('collections')
  for (const [key, value] of Object.entries(rawCollections)) {
    if (Array.isArray(value)) {
      collections[key] = [...(value as unknown[])]
    } else {
      reset.push(`collections.${key}`)
      if (!Object.hasOwn(defaults.collections, key)) delete collections[key]
    }
  }

  const journal: JournalEntry[] = []
  if (raw._journal !== undefined && !Array.isArray(raw._journal)) reset.push('_journal')
  const rawJournal: unknown[] = Array.isArray(raw._journal) ? raw._journal : []
  rawJournal.forEach((entry, index) => {
    if (isJournalEntry(entry)) journal.push(entry)
    else reset.push(`_journal[${index}]`)
  })

  return { value: { _journal: journal, simple, collections }, reset }
}
