/** One day (ms). */
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Average posts per day of a profile (s1 §9 "average per day is statuses over account age in
 * days, rounded up"): the account's age in days is rounded up (a day-old account counts one
 * day, never zero) and the quotient is rounded to a whole number, as Pleroma-FE's dailyAvg.
 * `createdAt` is an ISO date, `nowMs` epoch ms. Null when `createdAt` is unreadable.
 */
export function averagePerDay(
  statusesCount: number,
  createdAt: string,
  nowMs: number,
): number | null {
  const created = Date.parse(createdAt)
  if (Number.isNaN(created)) return null
  const days = Math.max(1, Math.ceil((nowMs - created) / DAY_MS))
  return Math.round(statusesCount / days)
}
