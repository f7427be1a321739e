/**
 * Arrow-key moves of a WAI-ARIA tablist: ArrowRight and ArrowLeft wrap around, Home and End go
 * to the ends.
 */

/** The tab `key` moves to from `current`, or undefined for a key that does not move. */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | undefined {
  const index = tabs.indexOf(current)
  const last = tabs.length - 1
  const moves: Record<string, number> = {
    ArrowRight: index >= last ? 0 : index + 1,
    ArrowLeft: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  }
  return tabs[moves[key] ?? -1]
}
