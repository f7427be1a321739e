/**
 * Unicode emoji for the picker and `:` autocomplete (s1 §9 "emoji categories"; DESIGN "emoji
 * data and per-language annotations": emojibase-data). The data of a language (labels and
 * annotation tags) is loaded on demand as its own chunk, never in the initial bundle; English is
 * the fallback. Recently used emoji are kept in local storage.
 */
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

const LOADERS: Record<string, () => Promise<{ default: unknown }>> = {
  en: () => import('emojibase-data/en/compact.json'),
  de: () => import('emojibase-data/de/compact.json'),
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

/**
 * The unicode emoji with the labels and annotations of `language` (its base code, e.g. `de`
 * for `de-AT`; unknown languages get English). Loaded once per language.
 * @throws the chunk-load error (the caller logs it, s2 §8 "Emoji load failures: logged only")
 */
export function loadUnicodeEmoji(language: string): Promise<EmojiItem[]> {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? 'en'
  const lang = base in LOADERS ? base : 'en'
  let promise = loaded.get(lang)
  if (!promise) {
    const load = LOADERS[lang] ?? LOADERS.en
    promise = (load ? load() : Promise.resolve({ default: [] })).then((m) =>
      toEmojiItems(m.default),
    )
    promise.catch(() => loaded.delete(lang))
    loaded.set(lang, promise)
  }
  return promise
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
