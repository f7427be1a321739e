/** Server ids (PLEROMA-API §1.8): how they order. */

/**
 * Compares two ids the way Pleroma orders them (PLEROMA-API §1.8): length first, then code
 * points. Works for FlakeIds, short legacy integer ids and integer-backed ids alike.
 * Returns a negative number when `a` is older than `b`, positive when newer, 0 when equal.
 */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length
  if (a === b) return 0
  return a < b ? -1 : 1
}
