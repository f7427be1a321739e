/**
 * i18n set-up (s1 §1, §9; s2 §7, STYLE.md 10): i18next with ONE namespace ("translation").
 * Messages live in `locales/{lang}/{group}.json`; the file `timeline.json` holds the keys of
 * the group `timeline.*`. Each language is one chunk (`bundles/{lang}.ts` gathers its group
 * files), loaded on demand and then made active. English, the fallback, is imported from here,
 * so it loads in parallel with the instance boot; every other bundle is reached through the
 * lazy `loader.ts`, so the initial load holds only the list of codes with a catalogue
 * (`__STARLING_CATALOGUES__`, made from the bundles folder by vite.config.ts).
 *
 * Any code of the full list (`languages.ts`) can be active: i18next walks its chain
 * (`chain.ts`: pt_BR -> pt -> en) for every key, so a missing key, or a language without a
 * catalogue, shows the next language's message. `<html lang dir>` follow the language whose
 * messages are shown (i18next's resolved language): English text under a code without a
 * catalogue is marked English and left to right.
 */
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE, languageChain, languageTag } from './chain'
import { loadIntlData } from './intlData'

export { FALLBACK_LANGUAGE, codeOfTag, languageChain, languageTag, pickLanguage } from './chain'

/** Codes of every language with a catalogue (a `bundles/{code}.ts`), English first. */
export const availableLanguages: readonly string[] = __STARLING_CATALOGUES__

/** How long a language chunk may take before it counts as failed, ms (s1 §9, s2 §7). */
export const CHUNK_TIMEOUT_MS = 120_000

/**
 * A language chunk that did not load (s2 §8 "chunk load error with type and request"):
 * `type` is 'missing' (the request failed) or 'timeout' (no answer in {@link CHUNK_TIMEOUT_MS});
 * `request` is the language code asked for.
 */
export class ChunkLoadError extends Error {
  constructor(
    readonly type: 'missing' | 'timeout',
    readonly request: string,
  ) {
    super(`Loading the language ${request} failed (${type})`)
    this.name = 'ChunkLoadError'
  }
}

const FILE = /\/([^/]+)\.json$/

/**
 * Assembles `{ group: messages }` from a bundle's group files: the top-level key is the file
 * name, so `locales/de/timeline.json` holds `timeline.*`.
 */
function assemble(files: Record<string, Record<string, unknown>>): ResourceLanguage {
  const out: ResourceLanguage = {}
  for (const [path, messages] of Object.entries(files)) {
    const group = FILE.exec(path)?.[1]
    if (group) out[group] = messages
  }
  return out
}

/** The app's i18next instance (one namespace). Initialised by {@link initI18n}. */
export const i18n: I18n = i18next.createInstance()

/**
 * The language whose messages `code` shows: the first step of its chain with a loaded
 * catalogue (i18next's resolved language for the active code), English without one or before
 * i18next is initialised.
 */
function shownLanguage(code: string): string {
  if (!i18n.isInitialized) return FALLBACK_LANGUAGE
  const loaded = (step: string) => i18n.hasResourceBundle(step, 'translation')
  return languageChain(code).find(loaded) ?? FALLBACK_LANGUAGE
}

/**
 * Loads the locale data that every `Intl` number, date and relative-time format shares
 * (`loadIntlData`), in a task of its own after this one, when the page's first script has not
 * already had a worker load it (i18n/intlData.ts; then this costs about 1-2 ms): the first such
 * format costs 30-60 ms of CPU here (issue 20). Called at start-up, so that this happens while
 * the page's chunk is on the network and the first posts' render does not wait for it.
 */
export function warmIntl(): void {
  setTimeout(loadIntlData)
}

/** One number format per language tag: making one is slow, and a post card writes six numbers. */
const numberFormats = new Map<string, Intl.NumberFormat>()

/**
 * `value` written as the language whose messages `code` shows writes numbers (default: the
 * active language): "1,234" in English, "1.234" in German, "۱٬۲۳۴" in Persian (`Intl`).
 */
export function formatNumber(value: number, code?: string): string {
  const tag = languageTag(shownLanguage(code ?? i18n.language))
  let format = numberFormats.get(tag)
  if (!format) {
    format = new Intl.NumberFormat(tag)
    numberFormats.set(tag, format)
  }
  return format.format(value)
}

/** One date format per language tag and options: making one is slow, and lists format each row. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * The `Intl.DateTimeFormat` of BCP 47 tag `tag` (e.g. {@link formatLocale}'s) with `options`,
 * made once and kept. @throws RangeError on a malformed tag (as `Intl` does).
 */
export function dateTimeFormat(
  tag: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options)
    dateTimeFormats.set(key, format)
  }
  return format
}

/**
 * i18next's formatter, in place of its built-in one (no message names a format): a number
 * interpolated as `{{count}}`, the plural count of every counting message, is written with
 * {@link formatNumber} in the language of the message; every other value is handed back as it
 * is (undefined marks a missing variable).
 */
const countFormatter = {
  type: 'formatter' as const,
  format: (
    value: unknown,
    _format?: string,
    lng?: string,
    options?: { interpolationkey?: string },
  ) =>
    options?.interpolationkey === 'count' && typeof value === 'number'
      ? formatNumber(value, lng)
      : value,
}

/** The group files of one catalogue, assembled; English from here, the rest through the loader. */
async function fetchCatalogue(code: string): Promise<ResourceLanguage> {
  return assemble(
    code === FALLBACK_LANGUAGE
      ? (await import('./bundles/en')).default
      : await (await import('./loader')).loadBundle(code),
  )
}

/** Rejects with a 'timeout' {@link ChunkLoadError} once `promise` has taken 120 s. */
function withTimeout<T>(promise: Promise<T>, request: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', request)), CHUNK_TIMEOUT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Loads every catalogue on the chain of `code` that is not loaded yet, in parallel.
 * @throws {ChunkLoadError} when a chunk fails or takes longer than 120 s
 */
async function loadChain(code: string): Promise<void> {
  const wanted = languageChain(code).filter(
    (step) => availableLanguages.includes(step) && !i18n.hasResourceBundle(step, 'translation'),
  )
  const loads = wanted.map(async (step) => {
    const messages = await fetchCatalogue(step).catch(() => {
      throw new ChunkLoadError('missing', step)
    })
    i18n.addResourceBundle(step, 'translation', messages, true, true)
  })
  await withTimeout(Promise.all(loads), code)
}

/** Keeps `<html lang dir>` on the language whose messages are shown. */
function syncDocument(): void {
  if (typeof document === 'undefined') return
  const shown = i18n.resolvedLanguage ?? FALLBACK_LANGUAGE
  document.documentElement.lang = languageTag(shown)
  document.documentElement.dir = i18n.dir(languageTag(shown))
}

/**
 * Initialises i18next with English (the fallback, loaded first), then loads and activates
 * `lang` when it is another language.
 * @throws {ChunkLoadError} when English or `lang` cannot be loaded (English stays active when
 *   only `lang` failed)
 */
export async function initI18n(lang: string = FALLBACK_LANGUAGE): Promise<I18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', syncDocument)
    await i18n
      .use(initReactI18next)
      .use(countFormatter)
      .init({
        resources: {},
        lng: FALLBACK_LANGUAGE,
        // Only the chain: i18next would otherwise put zh before English for zh_Hant.
        load: 'currentOnly',
        fallbackLng: (code: string) => languageChain(code).slice(1),
        // Every interpolation passes through countFormatter, which formats `{{count}}`.
        interpolation: { escapeValue: false, alwaysFormat: true },
      })
    await loadChain(FALLBACK_LANGUAGE)
    await i18n.changeLanguage(FALLBACK_LANGUAGE)
  }
  if (lang !== i18n.language) await setLanguage(lang)
  return i18n
}

/** Counts calls of setLanguage, so that only the latest one changes the language. */
let latestRequest = 0

/**
 * Loads the catalogues on the chain of `code` (each a separate chunk) and makes `code` the
 * active language. A code without a catalogue of its own shows its chain's messages; when two
 * calls overlap, the later one wins.
 * @throws {ChunkLoadError} when a chunk fails or takes 120 s; the active language stays
 */
export async function setLanguage(code: string): Promise<void> {
  const request = ++latestRequest
  await loadChain(code)
  if (request === latestRequest) await i18n.changeLanguage(code)
}

/**
 * The BCP 47 tag `Intl` formats with (dates, numbers, relative times, plural rules): the
 * language whose messages are shown ("pt-BR", "zh-Hant", "ja" for ja_easy).
 */
export function formatLocale(): string {
  return languageTag(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE)
}
