/**
 * The instance's theme presets (s2 §7 `/static/styles.json`, PLEROMA-API §2.5): entries are
 * inline arrays or URLs of theme files, loaded on demand; and the source of any preset,
 * built-in or the instance's.
 */
import { NetworkError, requestText } from '../api/http'
import { parseThemeFile, sourceFromArray, ThemeFileError } from '../theme/files'
import { builtinPreset, type ThemePreset } from '../theme/presets'
import type { ThemeSource } from '../theme/source'

let lastInstancePresets: ThemePreset[] = []

/**
 * Reads the instance's `/static/styles.json` (an object `name -> inline array | URL`) into
 * presets; entries of any other shape, and a missing or unreadable list, give none.
 * @throws NetworkError when the instance cannot be reached.
 */
export async function loadInstancePresets(signal?: AbortSignal): Promise<ThemePreset[]> {
  let list: unknown
  try {
    list = JSON.parse((await requestText('/static/styles.json', signal)) ?? 'null')
  } catch (error) {
    if (error instanceof NetworkError) throw error
    return []
  }
  if (typeof list !== 'object' || list === null) return (lastInstancePresets = [])
  lastInstancePresets = Object.entries(list).flatMap(([name, value]): ThemePreset[] => {
    if (typeof value === 'string') {
      return [{ name, title: name, origin: 'instance', url: value }]
    }
    if (!Array.isArray(value) || typeof value[0] !== 'string') return []
    try {
      return [{ name, title: value[0], origin: 'instance', source: sourceFromArray(value) }]
    } catch (error) {
      if (error instanceof ThemeFileError) return []
      throw error
    }
  })
  return lastInstancePresets
}

/**
 * The source of a preset (or of the built-in or last loaded instance preset of that name): at
 * once when known, else its theme file fetched and mapped.
 * @throws ThemeFileError for an unknown name or a missing or invalid file; ApiError or
 *   NetworkError from the fetch.
 */
export async function presetSource(
  nameOrPreset: string | ThemePreset,
  signal?: AbortSignal,
): Promise<ThemeSource> {
  const preset =
    typeof nameOrPreset === 'string'
      ? (builtinPreset(nameOrPreset) ??
        lastInstancePresets.find((candidate) => candidate.name === nameOrPreset))
      : nameOrPreset
  if (!preset)
    throw new ThemeFileError(
      `unknown preset ${typeof nameOrPreset === 'string' ? nameOrPreset : nameOrPreset.name}`,
    )
  if (preset.source) return structuredClone(preset.source)
  const text = preset.url ? await requestText(preset.url, signal) : null
  if (text === null) throw new ThemeFileError('missing theme file')
  return parseThemeFile(text)
}
