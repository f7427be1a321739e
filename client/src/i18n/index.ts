/**
 * i18n set-up (s1 §1, STYLE.md 10): i18next with ONE namespace ("translation").
 * Messages live in `locales/{lang}/{group}.json`; the file `timeline.json` holds the keys of
 * the group `timeline.*`. Each language is one chunk (`bundles/{lang}.ts` gathers its group
 * files), loaded on demand and then made active; English, the fallback, is loaded at start in
 * parallel with the instance boot, so no message is in the initial bundle. `<html lang dir>`
 * follows the active language. A new language needs its `locales/{lang}/` folder and a
 * `bundles/{lang}.ts` like the others.
 */
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next'
import { initReactI18next } from 'react-i18next'

type Messages = Record<string, unknown>

const bundles = import.meta.glob<Record<string, Messages>>('./bundles/*.ts', { import: 'default' })

const FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/
const BUNDLE = /\.\/bundles\/([^/]+)\.ts$/

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

/** The fallback language. */
export const FALLBACK_LANGUAGE = 'en'

/** Codes of every language with a bundle, English first, the rest sorted. */
export const availableLanguages: readonly string[] = Object.keys(bundles)
  .map((path) => BUNDLE.exec(path)?.[1])
  .filter((lang): lang is string => typeof lang === 'string')
  .sort((a, b) => (a === FALLBACK_LANGUAGE ? -1 : b === FALLBACK_LANGUAGE ? 1 : a.localeCompare(b)))

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

/** Loads the bundle of `lang` (one chunk) into the i18next instance, once. */
async function loadLanguage(instance: I18n, lang: string): Promise<void> {
  if (instance.hasResourceBundle(lang, 'translation')) return
  const load = bundles[`./bundles/${lang}.ts`]
  if (!load) throw new Error(`No messages for language ${lang}`)
  instance.addResourceBundle(lang, 'translation', assemble(await load()), true, true)
}

/** The app's i18next instance (one namespace). Initialised by {@link initI18n}. */
export const i18n: I18n = i18next.createInstance()

/**
 * Initialises i18next with English (the fallback, loaded first), then loads and activates
 * `lang` (default: picked from `navigator.languages`). Resolves once the language is active;
 * rejects only when English cannot be loaded (a failed other language leaves English active
 * and is logged).
 */
export async function initI18n(lang?: string): Promise<I18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (lng) => syncDocument(i18n, lng))
    await i18n.use(initReactI18next).init({
      resources: {},
      lng: FALLBACK_LANGUAGE,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...availableLanguages],
      interpolation: { escapeValue: false },
    })
    await loadLanguage(i18n, FALLBACK_LANGUAGE)
    await i18n.changeLanguage(FALLBACK_LANGUAGE)
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
