/**
 * The one log line of an item left out of an answer (issue 22; s2 §8 "Other": malformed server
 * data never crashes a view): its kind, its id as sent and the reason, with console.warn.
 */

/** Logs that one `kind` item (status, account, notification...) was left out; returns null. */
export function dropped(kind: string, id: unknown, reason: string): null {
  const shown = typeof id === 'string' ? JSON.stringify(id.slice(0, 80)) : String(id)
  console.warn(`Starling: left out ${kind} ${shown}: ${reason}`)
  return null
}

/** A count the server sent: a finite number of at least 0, else 0 (rounded down). */
export function count(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}
