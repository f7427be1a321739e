/**
 * A language's name from Intl.DisplayNames: `code` (a catalogue code such as "de" or "pt_BR";
 * `_` is read as `-`) named in the language `displayIn` (same form; default: the language
 * itself, so "de" gives "Deutsch"). Returns `code` unchanged when Intl knows neither tag.
 */
export function languageName(code: string, displayIn: string = code): string {
  const tag = code.replace('_', '-')
  try {
    return (
      new Intl.DisplayNames([displayIn.replace('_', '-')], { type: 'language' }).of(tag) ?? code
    )
  } catch {
    return code
  }
}
