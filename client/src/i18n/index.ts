/**
 * i18n set-up (s1 §1, STYLE.md 10): i18next with ONE namespace ("translation").
 * Messages live in `locales/{lang}/{group}.json`; the file `timeline.json` holds the keys of
 * the group `timeline.*`. English is bundled (eager) and is the fallback; every other language
 * is a separate chunk, loaded on demand and then made active. `<html lang dir>` follows the
 * active language.
 */
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next'
import { initReactI18next } from 'react-i18next'

type Messages = Record<string, unknown>

const english = import.meta.glob<Messages>('./locales/en/*.json', {
  eager: true,
  import: 'default',
})
const others = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/en/*.json'], {
  import: 'default',
})

const FILE = /\.\/locales\/([^/]+)\/([^/]+)\.json$/

/** Language code and group name of a locale file path, or null for any other path. */
function parsePath(path: string): { lang: string; group: string } | null {
  const m = FILE.exec(path)
  return m?.[1] && m[2] ? { lang: m[1], group: m[2] } : null
}

/** Assembles `{ group: messages }` from a set of group files (top-level key = file name). */
function assemble(files: Record<string, Messages>): ResourceLanguage {
  const out: ResourceLanguage = {}
  for (const [path, messages] of Object.entries(files)) {
    const parsed = parsePath(path)
    if (parsed) out[parsed.group] = messages
  }
  return out
}

/** The fallback language, bundled with the app. */
export const FALLBACK_LANGUAGE = 'en'

/** Codes of every language with a locale folder, English first, the rest sorted. */
export const availableLanguages: readonly string[] = [
  FALLBACK_LANGUAGE,
  ...new Set(
    Object.keys(others)
      .map((path) => parsePath(path)?.lang)
      .filter((lang): lang is string => typeof lang === 'string'),
  ),
].sort((a, b) => (a === FALLBACK_LANGUAGE ? -1 : b === FALLBACK_LANGUAGE ? 1 : a.localeCompare(b)))

/**
 * Picks the interface language from the browser's preferences (`navigator.languages`, best
 * first): the first exact match, else the first whose base code ("de" for "de-AT") is available,
 * else English (s1 §1).
 */
export function pickLanguage(
  preferred: readonly string[],
  available: readonly string[] = availableLanguages,
): string {
  for (const tag of preferred) {
    const lower = tag.toLowerCase()
    const exact = available.find((code) => code.toLowerCase() === lower.replace('-', '_'))
    if (exact) return exact
    const base = lower.split(/[-_]/)[0]
    const byBase = available.find((code) => code.toLowerCase() === base)
    if (byBase) return byBase
  }
  return FALLBACK_LANGUAGE
}

/** Keeps `<html lang dir>` in step with the active language. */
function syncDocument(instance: I18n, lng: string): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = lng.replace('_', '-')
  document.documentElement.dir = instance.dir(lng)
}

/** Loads every group file of `lang` (one chunk per file) into the i18next instance. */
async function loadLanguage(instance: I18n, lang: string): Promise<void> {
  if (lang === FALLBACK_LANGUAGE || instance.hasResourceBundle(lang, 'translation')) return
  const loaders = Object.entries(others).filter(([path]) => parsePath(path)?.lang === lang)
  const files = await Promise.all(
    loaders.map(async ([path, load]) => [path, await load()] as const),
  )
  instance.addResourceBundle(lang, 'translation', assemble(Object.fromEntries(files)), true, true)
}

/** The app's i18next instance (one namespace). Initialised by {@link initI18n}. */
export const i18n: I18n = i18next.createInstance()

/**
 * Initialises i18next with English bundled, then loads and activates `lang` (default: picked
 * from `navigator.languages`). Resolves once the language is active; never rejects (a language
 * that fails to load leaves English active and is logged).
 */
export async function initI18n(lang?: string): Promise<I18n> {
  if (!i18n.isInitialized) {
    const resources: Resource = { [FALLBACK_LANGUAGE]: { translation: assemble(english) } }
    i18n.on('languageChanged', (lng) => syncDocument(i18n, lng))
    await i18n.use(initReactI18next).init({
      resources,
      lng: FALLBACK_LANGUAGE,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...availableLanguages],
      interpolation: { escapeValue: false },
    })
  }
  const wanted =
    lang ?? pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? []))
  await setLanguage(wanted)
  return i18n
}

/**
 * Loads the messages of `code` (a separate chunk) and makes it the active language.
 * Unknown codes fall back to English. A failed chunk load is logged and English stays active.
 */
export async function setLanguage(code: string): Promise<void> {
  const lang = availableLanguages.includes(code) ? code : FALLBACK_LANGUAGE
  try {
    await loadLanguage(i18n, lang)
    await i18n.changeLanguage(lang)
  } catch (error) {
    console.error(`Could not load language ${lang}`, error)
    await i18n.changeLanguage(FALLBACK_LANGUAGE)
  }
}
