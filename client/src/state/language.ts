/**
 * Switching the interface language (s1 §1: loaded on demand, then made active) with the chunk
 * load error on screen when its messages do not arrive (s2 §8 "Failed chunk load: chunk load
 * error with type and request"; 120 s time-out, s1 §9): the notice names the language asked
 * for, and the language shown before stays (English at start).
 */
import { ChunkLoadError, formatLocale, setLanguage } from '../i18n'
import { languageName } from '../lib/languageName'
import { pushNotice } from './notices'

/** Loads and activates `code`; a failed load is logged and shown as a notice, never thrown. */
export async function switchLanguage(code: string): Promise<void> {
  try {
    await setLanguage(code)
  } catch (error) {
    console.error(`Could not load language ${code}`, error)
    const type = error instanceof ChunkLoadError ? error.type : 'missing'
    pushNotice({
      messageKey: `general.chunk_load_${type}`,
      messageArgs: { request: languageName(code, formatLocale()) },
    })
  }
}
