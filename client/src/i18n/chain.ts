/**
 * Language codes and their fallback chains (s1 §1: English is the default and the fallback).
 * Codes are Pleroma-FE's: a base language ("de"), a region after an underscore ("pt_BR"), and
 * the special ja_easy (easy Japanese), zh (Simplified Chinese) and zh_Hant (Traditional).
 *
 * A chain runs from the code to English: `xx_YY -> xx -> en` (pt_BR -> pt -> en),
 * `ja_easy -> ja -> en` (the same language in harder words), `no`/`nn -> nb -> en` (CLDR counts
 * Bokmål as Norwegian's default written form). `zh_Hant -> en`: CLDR gives Traditional Chinese
 * the root locale as its parent, not zh, since zh is written in the other script.
 */

/** The fallback language, last in every chain. */
export const FALLBACK_LANGUAGE = 'en'

/** Codes whose next step is not their base code. */
const NEXT: Readonly<Record<string, string>> = { ja_easy: 'ja', zh_Hant: 'en', no: 'nb', nn: 'nb' }

/**
 * The chain of `code`: itself first, English last, without repeats
 * (`languageChain('pt_BR')` is `['pt_BR', 'pt', 'en']`).
 */
export function languageChain(code: string): string[] {
  const chain: string[] = []
  for (let next: string | undefined = code; next && !chain.includes(next);) {
    chain.push(next)
    next = NEXT[next] ?? (next.includes('_') ? next.split('_')[0] : FALLBACK_LANGUAGE)
  }
  if (!chain.includes(FALLBACK_LANGUAGE)) chain.push(FALLBACK_LANGUAGE)
  return chain
}

/**
 * Our code for a browser language tag (BCP 47, as in `navigator.languages`): Chinese by script
 * (zh-TW, zh-HK and zh-Hant are zh_Hant; zh-CN, zh-SG and zh are zh), any other tag as
 * `language_REGION` ("de-AT" -> "de_AT"), whose chain then reaches "de". Returns null for a
 * tag that is not well-formed.
 */
export function codeOfTag(tag: string): string | null {
  let locale: Intl.Locale
  try {
    locale = new Intl.Locale(tag)
  } catch {
    return null
  }
  if (locale.language === 'zh') return locale.maximize().script === 'Hant' ? 'zh_Hant' : 'zh'
  return locale.region ? `${locale.language}_${locale.region}` : locale.language
}

/**
 * The language to show for the browser's preferences (`navigator.languages`, best first): the
 * first tag whose chain reaches a language of `available` before English, else English
 * (s1 §1). A language with no catalogue of its own is skipped for the next preference.
 */
export function pickLanguage(preferred: readonly string[], available: readonly string[]): string {
  for (const tag of preferred) {
    const code = codeOfTag(tag)
    const found = code && languageChain(code).find((step) => available.includes(step))
    if (found && (found !== FALLBACK_LANGUAGE || code?.split('_')[0] === found)) return found
  }
  return FALLBACK_LANGUAGE
}

/** The `Intl` / `lang` tag of a code: the three special codes by name, else `_` as `-`. */
const TAGS: Readonly<Record<string, string>> = { ja_easy: 'ja', zh: 'zh-Hans', zh_Hant: 'zh-Hant' }

/** The BCP 47 tag of one of our codes ("pt_BR" -> "pt-BR", "ja_easy" -> "ja", "zh" -> "zh-Hans"). */
export function languageTag(code: string): string {
  return TAGS[code] ?? code.replace('_', '-')
}
