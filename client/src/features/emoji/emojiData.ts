/**
 * Unicode emoji for the picker and `:` autocomplete (s1 §9 "emoji categories"; DESIGN "emoji
 * data and per-language annotations": emojibase-data). The data of a language (labels and
 * annotation tags) is loaded on demand as its own chunk, never in the initial bundle; English is
 * the fallback. Recently used emoji are kept in local storage.
 */
import { FALLBACK_LANGUAGE, languageChain } from '../../i18n'
import { storage } from '../../lib/storage'
import type { EmojiItem } from './scoring'

/** s1 §9 categories, in order; emojibase group numbers map onto them (2, components, is left out). */
export const CATEGORIES = [
  'smileys-and-emotion',
  'people-and-body',
  'animals-and-nature',
  'food-and-drink',
  'travel-and-places',
  'activities',
  'objects',
  'symbols',
  'flags',
] as const
export type Category = (typeof CATEGORIES)[number]

const GROUP_TO_CATEGORY: Record<number, Category> = {
  0: 'smileys-and-emotion',
  1: 'people-and-body',
  3: 'animals-and-nature',
  4: 'food-and-drink',
  5: 'travel-and-places',
  6: 'activities',
  7: 'objects',
  8: 'symbols',
  9: 'flags',
}

/**
 * emojibase-data 17's locales (its `<locale>/compact.json`: labels and annotation tags), each a
 * chunk of its own (s2 §7); our codes reach them along their chain (emojiLocale).
 */
const LOADERS: Record<string, () => Promise<{ default: unknown }>> = {
  bn: () => import('emojibase-data/bn/compact.json'),
  da: () => import('emojibase-data/da/compact.json'),
  de: () => import('emojibase-data/de/compact.json'),
  en: () => import('emojibase-data/en/compact.json'),
  es: () => import('emojibase-data/es/compact.json'),
  et: () => import('emojibase-data/et/compact.json'),
  fi: () => import('emojibase-data/fi/compact.json'),
  fr: () => import('emojibase-data/fr/compact.json'),
  hi: () => import('emojibase-data/hi/compact.json'),
  hu: () => import('emojibase-data/hu/compact.json'),
  it: () => import('emojibase-data/it/compact.json'),
  ja: () => import('emojibase-data/ja/compact.json'),
  ko: () => import('emojibase-data/ko/compact.json'),
  lt: () => import('emojibase-data/lt/compact.json'),
  ms: () => import('emojibase-data/ms/compact.json'),
  nb: () => import('emojibase-data/nb/compact.json'),
  nl: () => import('emojibase-data/nl/compact.json'),
  pl: () => import('emojibase-data/pl/compact.json'),
  pt: () => import('emojibase-data/pt/compact.json'),
  ru: () => import('emojibase-data/ru/compact.json'),
  sv: () => import('emojibase-data/sv/compact.json'),
  th: () => import('emojibase-data/th/compact.json'),
  uk: () => import('emojibase-data/uk/compact.json'),
  vi: () => import('emojibase-data/vi/compact.json'),
  zh: () => import('emojibase-data/zh/compact.json'),
  zh_Hant: () => import('emojibase-data/zh-hant/compact.json'),
}

/**
 * The emojibase locale for an interface language: the first step of its chain that emojibase
 * has ("pt_BR" -> "pt", "ja_easy" -> "ja", "zh_Hant" -> "zh_Hant", "ur" -> "en"). Its regional
 * variants (en-gb, es-mx) are not used: no code of ours asks for them.
 */
export function emojiLocale(language: string): string {
  return languageChain(language).find((step) => step in LOADERS) ?? FALLBACK_LANGUAGE
}

interface RawCompact {
  group?: unknown
  label?: unknown
  unicode?: unknown
  tags?: unknown
}

/** Turns emojibase compact entries into emoji items tagged `utf` and their category. */
export function toEmojiItems(data: unknown): EmojiItem[] {
  if (!Array.isArray(data)) return []
  const items: EmojiItem[] = []
  for (const entry of data as RawCompact[]) {
    const category = typeof entry.group === 'number' ? GROUP_TO_CATEGORY[entry.group] : undefined
    if (!category || typeof entry.unicode !== 'string' || typeof entry.label !== 'string') continue
    const tags = Array.isArray(entry.tags) ? entry.tags.filter((t) => typeof t === 'string') : []
    items.push({
      displayText: entry.label.replace(/\s+/g, '_'),
      imageUrl: '',
      replacement: entry.unicode,
      tags: ['utf', category],
      keywords: tags.map((t: string) => t.toLowerCase()),
    })
  }
  return items
}

const loaded = new Map<string, Promise<EmojiItem[]>>()

/** Loads the emoji of one emojibase locale once (a failed load is tried again next time). */
function loadLocale(locale: string): Promise<EmojiItem[]> {
  let promise = loaded.get(locale)
  if (!promise) {
    const load = LOADERS[locale] ?? LOADERS[FALLBACK_LANGUAGE]
    promise = (load ? load() : Promise.resolve({ default: [] })).then((m) =>
      toEmojiItems(m.default),
    )
    promise.catch(() => loaded.delete(locale))
    loaded.set(locale, promise)
  }
  return promise
}

/**
 * The unicode emoji with the labels and annotations of the interface language `language` (one
 * of our codes; see {@link emojiLocale}), a separate chunk loaded once; when that chunk fails,
 * English's (the failure is logged, s2 §8 "Emoji load failures: logged only").
 * @throws the chunk-load error when English fails too (the caller logs it)
 */
export function loadUnicodeEmoji(language: string): Promise<EmojiItem[]> {
  const locale = emojiLocale(language)
  if (locale === FALLBACK_LANGUAGE) return loadLocale(locale)
  return loadLocale(locale).catch((error: unknown) => {
    console.warn(`Emoji data of ${locale} failed to load; English instead`, error)
    return loadLocale(FALLBACK_LANGUAGE)
  })
}

const RECENT_KEY = 'starling:recent-emoji'
/** How many recently used emoji are remembered. */
export const RECENT_LIMIT = 24

/** Recently used emoji, newest first. */
export function recentEmoji(): EmojiItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (e): e is EmojiItem =>
        !!e && typeof e === 'object' && typeof (e as EmojiItem).replacement === 'string',
    )
  } catch {
    return []
  }
}

/** Remembers `item` as the most recently used emoji. */
export function rememberEmoji(item: EmojiItem): void {
  const rest = recentEmoji().filter((e) => e.replacement !== item.replacement)
  const kept: EmojiItem = {
    displayText: item.displayText,
    imageUrl: item.imageUrl,
    replacement: item.replacement,
    tags: item.tags,
  }
  storage.setItem(RECENT_KEY, JSON.stringify([kept, ...rest].slice(0, RECENT_LIMIT)))
}
