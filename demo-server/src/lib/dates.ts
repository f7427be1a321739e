/** Entity timestamps as Pleroma writes them (PLEROMA-API §1.10). */

/** Entity timestamp `YYYY-MM-DDTHH:MM:SS.000Z` (always `.000`, always Z; §1.10). */
export function isoDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '.000Z')
}

/** Announcement timestamp `YYYY-MM-DDTHH:MM:SSZ`: no fraction (§1.10's exception). */
export function secondsDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}
