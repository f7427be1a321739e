/**
 * Preference sync, the pure part (s1 §4 "Preference sync"; s1 §3 "Server-side preferences";
 * s1 §9; DECISIONS.md "Flag storage reset"): the server copy is Pleroma-FE's blob in
 * `pleroma.settings_store["pleroma-fe"]` — `{flagStorage, prefsStorage: {_journal, simple,
 * collections}, _timestamp, _version: 1, _user}` — and the local cache is the same shape built
 * from the preference store. {@link reconcile} picks the newest valid side, merges differences
 * by replaying both journals, applies flag reset commands and says whether to upload.
 */
import {
  applyCollectionOperation,
  defaultPrefsStorage,
  isJournalEntry,
  PREFS_FORMAT_VERSION,
  validatePrefsStorage,
  type JournalEntry,
  type PrefsStorage,
} from './prefsStorage'

/** Flags: counters the client reads (`updateCounter`) and the `reset` command. */
export type FlagStorage = Record<string, number>

/** The server copy (and the local cache) in Pleroma-FE's shape. `_timestamp` in ms. */
export interface ServerCopy {
  flagStorage: FlagStorage
  prefsStorage: PrefsStorage
  _timestamp: number
  _version: number
  /** The owner's fqn (`nick@host`). */
  _user?: string
}

/** The flags this client knows, with their values for an existing user. */
export const DEFAULT_FLAGS: Readonly<FlagStorage> = { updateCounter: 0, reset: 0 }

/**
 * The newer flag storage of users created after {@link NEW_USER_DATE} (s1 §9): they have seen
 * every update notice there is (Pleroma-FE's CURRENT_UPDATE_COUNTER, 1).
 */
export const NEW_USER_FLAGS: Readonly<FlagStorage> = { ...DEFAULT_FLAGS, updateCounter: 1 }

/** Users created after this date get {@link NEW_USER_FLAGS} (s1 §9: 2022-08-04). */
export const NEW_USER_DATE = Date.parse('2022-08-04T00:00:00Z')

/** `reset` 1000: trim unknown flags; 1001: trim and zero the known ones (DECISIONS.md). */
export const COMMAND_TRIM_FLAGS = 1000
export const COMMAND_TRIM_FLAGS_AND_RESET = 1001

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether `copy` can be used: an object with a positive `_timestamp` and `_version`. */
export function isValidCopy(copy: unknown): copy is Record<string, unknown> {
  return (
    isRecord(copy) &&
    typeof copy._timestamp === 'number' &&
    copy._timestamp > 0 &&
    typeof copy._version === 'number' &&
    copy._version > 0
  )
}

/** Numeric flags of a raw copy (anything else dropped). */
function flagsOf(copy: Record<string, unknown>): FlagStorage {
  const raw = isRecord(copy.flagStorage) ? copy.flagStorage : {}
  return Object.fromEntries(
    Object.entries(raw).filter((e): e is [string, number] => typeof e[1] === 'number'),
  )
}

/** A raw valid copy in its checked shape (invalid preference values reset, s1 §5). */
function toCopy(copy: Record<string, unknown>): ServerCopy {
  return {
    flagStorage: flagsOf(copy),
    prefsStorage: validatePrefsStorage(copy.prefsStorage).value,
    _timestamp: copy._timestamp as number,
    _version: copy._version as number,
    ...(typeof copy._user === 'string' ? { _user: copy._user } : {}),
  }
}

/** Every flag of both sides, the larger value winning. */
export function mergeFlags(recent: FlagStorage, stale: FlagStorage): FlagStorage {
  const keys = new Set([...Object.keys(recent), ...Object.keys(stale)])
  return Object.fromEntries(
    [...keys].map((key) => [key, Math.max(recent[key] ?? 0, stale[key] ?? 0)]),
  )
}

/**
 * Applies a `reset` command (DECISIONS.md): 1000 keeps only `known` flags, 1001 also sets them
 * to 0, any other value from 1 to 8999 sets every flag to 0; `reset` is 0 afterwards.
 */
export function resetFlags(flags: FlagStorage, known: FlagStorage = DEFAULT_FLAGS): FlagStorage {
  const command = flags.reset ?? 0
  let out: FlagStorage = { ...flags }
  if (command >= COMMAND_TRIM_FLAGS && command <= COMMAND_TRIM_FLAGS_AND_RESET) {
    out = Object.fromEntries(Object.entries(flags).filter(([key]) => key in known))
    if (command === COMMAND_TRIM_FLAGS_AND_RESET) for (const key in known) out[key] = 0
  } else if (command > 0 && command < 9000) {
    for (const key in out) out[key] = 0
  }
  out.reset = 0
  return out
}

const sameEntry = (a: JournalEntry, b: JournalEntry): boolean =>
  JSON.stringify(a) === JSON.stringify(b)

/**
 * Merges journals as Pleroma-FE does: per path, oldest first; a `simple.*` path keeps its last
 * entry, a `collections.*` path what follows its last removal (duplicates dropped); the result
 * sorted by time. Malformed entries and `_` paths are dropped.
 */
export function mergeJournals(...journals: readonly (readonly unknown[])[]): JournalEntry[] {
  const byPath = new Map<string, JournalEntry[]>()
  for (const entry of journals.flat()) {
    if (!isJournalEntry(entry)) continue
    byPath.set(entry.path, [...(byPath.get(entry.path) ?? []), entry])
  }
  const kept = [...byPath.entries()].flatMap(([path, entries]) => {
    entries.sort((a, b) => a.timestamp - b.timestamp)
    if (path.startsWith('simple')) return entries.slice(-1)
    if (!path.startsWith('collections')) return entries
    const lastRemove = entries.findLastIndex((e) => e.operation === 'removeFromCollection')
    const rest = lastRemove > 0 ? entries.slice(lastRemove) : entries
    return rest.filter((entry, i) => rest.findIndex((other) => sameEntry(entry, other)) === i)
  })
  return kept.sort((a, b) => a.timestamp - b.timestamp)
}

/** Replays `journal` over `base` (paths `simple.x`, `collections.x`); returns new storage. */
export function replayJournal(base: PrefsStorage, journal: readonly JournalEntry[]): PrefsStorage {
  const simple: Record<string, unknown> = { ...base.simple }
  const collections: Record<string, unknown[]> = { ...base.collections }
  for (const { path, operation, args } of journal) {
    const [group, key] = [path.slice(0, path.indexOf('.')), path.slice(path.indexOf('.') + 1)]
    if (group === 'simple' && operation === 'set') simple[key] = args[0]
    else if (group === 'collections') {
      if (operation === 'set')
        collections[key] = Array.isArray(args[0]) ? [...(args[0] as unknown[])] : []
      else {
        const current = (collections[key] ?? []).filter((v): v is string => typeof v === 'string')
        const [item, movement] = args
        collections[key] = applyCollectionOperation(
          current,
          operation,
          String(item),
          typeof movement === 'number' ? movement : 0,
        )
      }
    }
  }
  return validatePrefsStorage({ simple, collections, _journal: [...journal] }).value
}

/** The outcome of a sync: the copy both sides should hold, and whether to upload it. */
export interface Reconciled {
  copy: ServerCopy
  upload: boolean
}

/** Who the copy belongs to: fqn and `created_at` (ISO) of the signed-in user. */
export interface CopyOwner {
  fqn: string
  createdAt: string
}

const withoutStamps = (copy: ServerCopy): string =>
  JSON.stringify({ f: copy.flagStorage, p: copy.prefsStorage })

/**
 * Reconciles the local cache with the server copy (s1 §4): the newest valid `_timestamp` wins;
 * a missing or invalid side takes the other and uploads it; when both are valid and differ,
 * flags merge (larger wins) and preferences merge by replaying both journals over the newer
 * side, then upload; a cache of another user counts as missing. Neither valid: fresh defaults
 * (new users' flags for accounts created after 2022-08-04) and upload. Reset commands applied.
 * @param now ms since the epoch, the `_timestamp` of a fresh copy
 */
export function reconcile(
  cache: unknown,
  live: unknown,
  owner: CopyOwner,
  now: number,
): Reconciled {
  const cacheOk = isValidCopy(cache) && (cache._user === undefined || cache._user === owner.fqn)
  const liveOk = isValidCopy(live)
  const template = Date.parse(owner.createdAt) > NEW_USER_DATE ? NEW_USER_FLAGS : DEFAULT_FLAGS
  let recent: ServerCopy
  let upload: boolean
  if (cacheOk && liveOk) {
    const [local, server] = [toCopy(cache), toCopy(live)]
    const [newer, older] = local._timestamp > server._timestamp ? [local, server] : [server, local]
    upload = withoutStamps(newer) !== withoutStamps(older)
    recent = upload
      ? {
          ...newer,
          flagStorage: mergeFlags(newer.flagStorage, older.flagStorage),
          prefsStorage: replayJournal(
            newer.prefsStorage,
            mergeJournals(older.prefsStorage._journal, newer.prefsStorage._journal),
          ),
        }
      : { ...newer, _timestamp: Math.min(local._timestamp, server._timestamp) }
  } else if (cacheOk || liveOk) {
    recent = toCopy((cacheOk ? cache : live) as Record<string, unknown>)
    upload = !liveOk
  } else {
    recent = {
      flagStorage: { ...template },
      prefsStorage: defaultPrefsStorage(),
      _timestamp: now,
      _version: PREFS_FORMAT_VERSION,
    }
    upload = true
  }
  const commanded = (recent.flagStorage.reset ?? 0) > 0
  const flagStorage = { ...template, ...resetFlags(recent.flagStorage) }
  return { copy: { ...recent, flagStorage, _user: owner.fqn }, upload: upload || commanded }
}
