// @vitest-environment node
/**
 * Every catalogue against English (s1 §1, STYLE.md 10; issue 21 "a test lists every missing key
 * per language"): the same group files; every English key, a plural key in every plural form
 * the language's `Intl.PluralRules` has (a key English has only as `_other` needs only
 * `_other`); no other keys; no empty messages; the placeholders of the English message kept
 * ({{x}}, $t(...), <0>...</0>; a plural form may write {{count}} as a word). A failure lists
 * every problem of the language at once. The rules are those of /work/notes/i18n-check.mjs.
 */
import { describe, expect, it } from 'vitest'
import { languageTag } from './chain'

/** Every locale group file of every language, read at build time. */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
})

type Flat = Map<string, unknown>

/** Dotted path -> value of every message in a nested catalogue. */
function flatten(messages: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (typeof messages !== 'object' || messages === null) return out.set(prefix, messages)
  for (const [key, value] of Object.entries(messages)) {
    flatten(value, prefix ? `${prefix}.${key}` : key, out)
  }
  return out
}

/** Group name -> flattened messages of one language. */
function catalogue(lang: string): Map<string, Flat> {
  const groups = new Map<string, Flat>()
  for (const [path, messages] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)
    if (match?.[1] === lang && match[2]) groups.set(match[2], flatten(messages))
  }
  return groups
}

const PLURAL = /_(zero|one|two|few|many|other)$/
const PLACEHOLDER = /\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?\d+>|<\/?[a-z]+>/g

/** The placeholders of a message, sorted, without {{count}} (a plural form may spell it out). */
function placeholders(message: string): string {
  return [...message.matchAll(PLACEHOLDER)]
    .map((m) => m[0].replace(/\s/g, ''))
    .filter((p) => p !== '{{count}}')
    .sort()
    .join(' ')
}

/** The keys a language needs in one group: English's, plural keys in the language's forms. */
function expectedKeys(english: Flat, forms: readonly string[]): Set<string> {
  const keys = new Set<string>()
  for (const key of english.keys()) {
    if (!PLURAL.test(key)) {
      keys.add(key)
      continue
    }
    const base = key.replace(PLURAL, '')
    for (const form of english.has(`${base}_one`) ? forms : ['other']) keys.add(`${base}_${form}`)
  }
  return keys
}

/** The English message a key of another language translates (its `_other` for plural forms). */
function source(english: Flat, key: string): unknown {
  return english.has(key) ? english.get(key) : english.get(key.replace(PLURAL, '_other'))
}

/** Every problem of `lang` against English, one line each. */
function problems(lang: string): string[] {
  const english = catalogue('en')
  const translated = catalogue(lang)
  const forms = new Intl.PluralRules(languageTag(lang)).resolvedOptions().pluralCategories
  const found: string[] = []
  for (const group of translated.keys())
    if (!english.has(group)) found.push(`extra file ${group}.json`)
  for (const [group, englishGroup] of english) {
    const messages = translated.get(group)
    if (!messages) {
      found.push(`missing file ${group}.json`)
      continue
    }
    const expected = expectedKeys(englishGroup, forms)
    for (const key of expected) if (!messages.has(key)) found.push(`missing ${group}.${key}`)
    for (const [key, value] of messages) {
      if (!expected.has(key)) found.push(`extra ${group}.${key}`)
      else if (typeof value !== 'string' || !value.trim()) found.push(`empty ${group}.${key}`)
      else {
        const from = source(englishGroup, key)
        if (typeof from === 'string' && placeholders(from) !== placeholders(value))
          found.push(`placeholders ${group}.${key}: "${placeholders(from)}" in English`)
      }
    }
  }
  return found
}

const languages = [
  ...new Set(Object.keys(files).map((path) => /\.\/locales\/([^/]+)\//.exec(path)?.[1])),
].filter((lang): lang is string => typeof lang === 'string' && lang !== 'en')

describe('every catalogue is complete (s1 §1, issue 21)', () => {
  it('has English and at least one other catalogue to check', () => {
    expect(catalogue('en').size).toBeGreaterThan(0)
    expect(languages).toContain('de')
  })

  it.each(languages)(
    '%s has every key of English, in its plural forms, and nothing else',
    (lang) => {
      const found = problems(lang)
      expect(found.length, `${lang}: ${found.length} problems\n${found.join('\n')}`).toBe(0)
    },
  )
})
