/**
 * The settings backup file (s1 §5 "Settings import", s1 §9 "Preference format version 1"): the
 * user's own preference values as JSON with Pleroma-FE's version mark
 * `_pleroma_settings_version: [major, minor]`. Reading a file: not JSON or without the mark is
 * refused (`invalid_file`), another major version is refused (`file_too_new` / `file_too_old`),
 * another minor version is taken with a warning (`file_slightly_new` / `file_slightly_old`).
 * Message keys are under `settings.file_export_import.errors`.
 */
import {
  isPreferenceKey,
  isValidPreference,
  type PreferenceKey,
  type Preferences,
} from '../../../state/preferences/preferenceDefinitions'
import { setPreference } from '../../../state/preferences/preferences'

/** The version this client writes and reads: [major, minor]. */
export const SETTINGS_FILE_VERSION: readonly [number, number] = [1, 0]

/** Builds the file's object from the user's own values (unset preferences are left out). */
export function settingsFileContent(values: Partial<Preferences>): Record<string, unknown> {
  return { _pleroma_settings_version: [...SETTINGS_FILE_VERSION], ...values }
}

/** A message of the errors catalogue and its values (file and client versions). */
export interface FileMessage {
  key: string
  args: Record<string, number>
}

/** What a file gave: refused with a message, or values (known and valid ones) and a warning. */
export type SettingsFileResult =
  | { ok: false; error: FileMessage }
  | {
      ok: true
      values: Partial<Record<PreferenceKey, unknown>>
      /** Entries left out: unknown names, reserved `_` names, invalid values. */
      skipped: number
      warning: FileMessage | null
    }

const message = (name: string, file: number, client: number): FileMessage => ({
  key: `settings.file_export_import.errors.${name}`,
  args: { file, client },
})

const isVersion = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length >= 2 && Number.isInteger(v[0]) && Number.isInteger(v[1])

/** Reads a settings file's text. Never throws. */
export function readSettingsFile(text: string): SettingsFileResult {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    data = null
  }
  const invalid: SettingsFileResult = {
    ok: false,
    error: { key: 'settings.file_export_import.errors.invalid_file', args: {} },
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return invalid
  const record = data as Record<string, unknown>
  const version = record._pleroma_settings_version
  if (!isVersion(version)) return invalid
  const [major, minor] = version
  const [ownMajor, ownMinor] = SETTINGS_FILE_VERSION
  if (major > ownMajor) return { ok: false, error: message('file_too_new', major, ownMajor) }
  if (major < ownMajor) return { ok: false, error: message('file_too_old', major, ownMajor) }
  const values: Partial<Record<PreferenceKey, unknown>> = {}
  let skipped = 0
  for (const [name, value] of Object.entries(record)) {
    if (name === '_pleroma_settings_version') continue
    if (isPreferenceKey(name) && isValidPreference(name, value)) values[name] = value
    else skipped += 1
  }
  const warning =
    minor > ownMinor
      ? message('file_slightly_new', minor, ownMinor)
      : minor < ownMinor
        ? message('file_slightly_old', minor, ownMinor)
        : null
  return { ok: true, values, skipped, warning }
}

/** Sets every value of a read file as the user's own (each one a journal entry, s1 §4). */
export function applySettingsValues(values: Partial<Record<PreferenceKey, unknown>>): void {
  for (const [name, value] of Object.entries(values)) {
    const key = name as PreferenceKey
    setPreference(key, value as Preferences[typeof key])
  }
}
