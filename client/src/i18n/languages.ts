/**
 * The full list of interface language codes (s1 §1 "about 150 language codes", s1 §9 "about 34
 * languages offered in one picker, while the full list has about 150 codes; special names for
 * ja_easy, zh and zh_Hant"). Lazy: only the pickers import it, never the initial load.
 *
 * The list: every ISO 639-1 language that CLDR has locale data for (so `Intl.DisplayNames`
 * names it in its own language), a few more CLDR languages without a two-letter code, and
 * Pleroma-FE's own codes (ja_easy, nan_TW, pdc, pt_BR, zh_Hant). A code without a catalogue shows
 * its chain's messages (chain.ts).
 */
import { availableLanguages, languageTag } from './index'

/** Every code a person may choose, in code order. */
export const ALL_LANGUAGES: readonly string[] = (
  'af ak am ar as ast az ba be bg bm bn bo br bs ca ce ckb cs cv cy da de dz ee el en eo es ' +
  'et eu fa ff fi fil fo fr fy ga gd gl gu gv ha haw he hi hr hu hy ia id ie ig ii is it ja ' +
  'ja_easy jv ka kab ki kk kl km kn ko ks ku kw ky lb lg ln lo lt lu lv mg mi mk ml mn mr ms ' +
  'mt my nan_TW nb nd ne nl nn no oc om or os pa pdc pl ps pt pt_BR qu rm rn ro ru rw sa sc ' +
  'sd se sg si sk sl sn so sq sr st su sv sw ta te tg th ti tk tn to tr tt ug uk ur uz vi wo ' +
  'xh yi yo yue za zh zh_Hant zu'
).split(' ')

/** Names that Intl does not give (s1 §9; Pleroma-FE's): easy Japanese and the two Chinese. */
const SPECIAL_NAMES: Readonly<Record<string, string>> = {
  ja_easy: 'やさしいにほんご',
  zh: '简体中文',
  zh_Hant: '繁體中文',
}

/**
 * The name of the language `code` in that language ("de" -> "Deutsch", "pt_BR" -> "Português
 * (Brasil)"), its first letter in capitals as that language writes them; the three special
 * names as they are. A browser without data for the language names it in its own language.
 */
export function nativeLanguageName(code: string): string {
  const special = SPECIAL_NAMES[code]
  if (special) return special
  const tag = languageTag(code)
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)
  } catch {
    return code
  }
}

/** One language of the picker: its code, its own name and that name's BCP 47 tag. */
export interface LanguageOption {
  code: string
  name: string
  tag: string
}

/**
 * The picker's two groups: the languages with a catalogue (offered first, s1 §9), then every
 * other code of the full list, each group sorted by name.
 */
export function languageOptions(): { translated: LanguageOption[]; other: LanguageOption[] } {
  const collator = new Intl.Collator()
  const option = (code: string): LanguageOption => ({
    code,
    name: nativeLanguageName(code),
    tag: languageTag(code),
  })
  const byName = (a: LanguageOption, b: LanguageOption) => collator.compare(a.name, b.name)
  return {
    translated: availableLanguages.map(option).sort(byName),
    other: ALL_LANGUAGES.filter((code) => !availableLanguages.includes(code))
      .map(option)
      .sort(byName),
  }
}
