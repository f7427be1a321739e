// @vitest-environment node
/**
 * Counts in messages are written as the language writes numbers (issue 21 "Dates, numbers and
 * relative times through Intl in the active language"): `{{count}}` goes through
 * `Intl.NumberFormat` of the language whose messages are shown, in every catalogue.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { formatNumber, i18n, initI18n, setLanguage, warmIntl } from './index'

/** Every locale group file of every language, read at build time. */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
})

/** [language, dotted key without its plural suffix] of every message that shows `{{count}}`. */
function countMessages(): [string, string][] {
  const found = new Set<string>()
  const walk = (lang: string, messages: unknown, prefix: string) => {
    if (typeof messages === 'string') {
      if (messages.includes('{{count}}'))
        found.add(`${lang} ${prefix.replace(/_(zero|one|two|few|many|other)$/, '')}`)
      return
    }
    if (typeof messages !== 'object' || messages === null) return
    for (const [key, value] of Object.entries(messages)) walk(lang, value, `${prefix}.${key}`)
  }
  for (const [path, messages] of Object.entries(files)) {
    const [, lang = '', group = ''] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? []
    walk(lang, messages, group)
  }
  return [...found].map((entry) => entry.split(' ') as [string, string])
}

describe('numbers in counting messages', () => {
  beforeAll(async () => {
    await initI18n('en')
  })
  afterAll(async () => {
    await setLanguage('en')
  })

  it('writes 1234 favourites as 1,234 in English', () => {
    expect(i18n.t('status.favorites_count', { count: 1234 })).toBe('1,234 favourites')
    expect(i18n.t('status.action.favourite_counted', { count: 1234 })).toBe(
      'Favourite, 1,234 favourites',
    )
  })

  it('writes them as 1.234 in German once German is active', async () => {
    await setLanguage('de')
    expect(i18n.t('status.favorites_count', { count: 1234 })).toBe('1.234 Favoriten')
    expect(formatNumber(1234)).toBe('1.234')
  })

  it('writes Persian digits in Persian, and Arabic as Intl writes Arabic', async () => {
    await setLanguage('fa')
    expect(i18n.t('status.favorites_count', { count: 1234 })).toBe('۱٬۲۳۴ پسند')
    await setLanguage('ar')
    // CLDR's default numbering for "ar" is Latin digits (Arabic-Indic only for e.g. ar-EG).
    expect(new Intl.NumberFormat('ar').format(1234)).toBe('1,234')
    expect(i18n.t('status.favorites_count', { count: 1234 })).toBe('1,234 إعجابًا')
  })

  it('leaves other numbers as they are (a year, a field number)', () => {
    expect(i18n.t('settings.profile.profile_fields.name', { n: 2024, lng: 'en' })).toBe(
      'Label of field 2024',
    )
  })

  it('formats {{count}} in every counting message of every catalogue', async () => {
    const messages = countMessages()
    const languages = [...new Set(messages.map(([lang]) => lang))]
    expect(languages.length).toBeGreaterThanOrEqual(38)
    for (const lang of languages) await setLanguage(lang)
    const unformatted = messages.filter(
      ([lang, key]) =>
        !i18n.t(key, { lng: lang, count: 1234567 }).includes(formatNumber(1234567, lang)),
    )
    expect(unformatted).toEqual([])
  })
})

describe('the start-up warms Intl (issue 20)', () => {
  it('formats a number in a task of its own, after the current one', () => {
    vi.useFakeTimers()
    // `format` is a getter of the prototype (it gives a bound function): count its reads.
    const prototype: { format: unknown } = Intl.NumberFormat.prototype
    const formats = vi.spyOn(prototype, 'format', 'get')
    try {
      warmIntl()
      expect(formats).not.toHaveBeenCalled()
      vi.runAllTimers()
      expect(formats).toHaveBeenCalledTimes(1)
    } finally {
      formats.mockRestore()
      vi.useRealTimers()
    }
  })
})
